import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One row per address (stored normalised: trimmed, lower case); unsubscribing keeps the row, marked. */
@Entity('newsletter_subscriber')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** Subscribed before unsubscribe links had their own key: a link signed with the admin tokens' key is still accepted for this address. */
  @Column({ type: 'boolean', default: false })
  legacyUnsubscribeLink: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
