import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Admin } from '@sawa/api/auth';

export type StaffLinkPurpose = 'invitation' | 'password-reset';

/**
 * A single-use link sent by mail: an invitation (72 hours) or a password reset (30 minutes). Only the
 * SHA-256 of its token is kept, so nobody who reads the database can use a link. A newer link of the
 * same purpose replaces the older one (deleted); a used one is kept so its page can say so.
 */
@Entity('staff_link')
@Check('staff_link_purpose_known', `"purpose" IN ('invitation', 'password-reset')`)
export class StaffLink {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  adminId: string;

  @ManyToOne(() => Admin, { onDelete: 'CASCADE' })
  admin?: Admin;

  @Column({ type: 'varchar', length: 20 })
  purpose: StaffLinkPurpose;

  /** Hex SHA-256 of the token in the link. */
  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
