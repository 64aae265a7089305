import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role, StaffStatus } from '@sawa/shared/domain';

/**
 * A staff account (SPEC §3's Admin): one person of the studio's team. It signs in with its user name
 * (the accounts of before, `ADMIN_USERNAME`) or its e-mail address, holds roles whose permissions it
 * may use, and is invited, active or disabled.
 */
@Entity('admin')
@Check('admin_status_known', `"status" IN ('invited', 'active', 'disabled')`)
@Check('admin_roles_known', `"roles" <@ ARRAY['owner', 'catalogue', 'sales', 'bookkeeper']::varchar[]`)
export class Admin {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The legacy sign-in name (SPEC §7 `userName`); invited people sign in with their e-mail address instead. */
  @Column({ type: 'varchar', length: 100, unique: true, nullable: true })
  userName: string | null;

  /** Unique whatever its case (index `admin_email_key` on lower(email), made by the migration). */
  @Index('admin_email_key', { synchronize: false })
  @Column({ type: 'varchar', length: 100, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  displayName: string;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: StaffStatus;

  @Column({ type: 'varchar', array: true, default: () => "'{}'" })
  roles: Role[];

  /** argon2id hash; never leaves the server. Null until an invited person chooses a password. */
  @Column({ type: 'varchar', length: 200, nullable: true, select: false })
  passwordHash: string | null;

  /**
   * Raised by every password change (`passwordChange`), disabling and change of roles; each token carries
   * the value it was signed under (`gen`), so each of these ends every session made before, on every instance.
   */
  @Column({ type: 'int', default: 0 })
  sessionGeneration: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  /** The two-step sign-in secret (RFC 6238), encrypted (`SecretBox`); null until enrolment is confirmed. */
  @Column({ type: 'text', nullable: true, select: false })
  twoStepSecret: string | null;

  /** A secret shown for enrolment and not yet confirmed by a code, encrypted. */
  @Column({ type: 'text', nullable: true, select: false })
  twoStepPendingSecret: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  twoStepEnabledAt: Date | null;

  /** The last time step whose code signed in: a code of that step or an earlier one is refused (no replay). */
  @Column({ type: 'bigint', nullable: true, select: false })
  twoStepLastStep: string | null;

  /** Keyed hashes of the unused recovery codes (each signs in once instead of a code). */
  @Column({ type: 'varchar', length: 64, array: true, default: () => "'{}'", select: false })
  recoveryCodes: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
