import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * One row per address (stored normalised: trimmed, lower case); unsubscribing keeps the row, marked. A
 * subscriber once it confirmed (double opt-in): `confirmedAt` set and `unsubscribedAt` empty. A row never
 * confirmed is a request, deleted by the retention job once its link has expired.
 */
@Entity('newsletter_subscriber')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** When the address confirmed (the link of its confirmation mail), the last time it subscribed. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** When the last confirmation mail was written (a new one goes at most every few minutes). */
  @Column({ type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  /** Subscribed before unsubscribe links had their own key: a link signed with the admin tokens' key is still accepted for this address. */
  @Column({ type: 'boolean', default: false })
  legacyUnsubscribeLink: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
