import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Asset } from '@sawa/api/media';

export type CommissionStatus = 'new' | 'replied' | 'accepted' | 'declined';
export const COMMISSION_STATUSES: CommissionStatus[] = ['new', 'replied', 'accepted', 'declined'];

/** A visitor's request for a made-to-order work (SPEC §3), kept for the staff to work through. */
@Entity('commission_request')
export class CommissionRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  @Column({ type: 'varchar', length: 200 })
  artworkType: string;

  @Column({ type: 'varchar', length: 200 })
  size: string;

  @Column({ type: 'varchar', length: 500 })
  stylePreferences: string;

  @Column({ type: 'text' })
  message: string;

  @ManyToOne(() => Asset, { nullable: true, onDelete: 'RESTRICT', eager: true })
  @JoinColumn()
  referenceImage: Asset | null;

  @Column({ type: 'uuid', nullable: true })
  referenceImageId: string | null;

  @Index()
  @Column({ type: 'varchar', length: 10, default: 'new' })
  status: CommissionStatus;

  /** The staff's own notes; never shown to the requester. */
  @Column({ type: 'text', default: '' })
  notes: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
