import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditActorKind } from '@sawa/shared/domain';

/** One field of a change: its value before and after, as text (money as exact decimals, `null` for none). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * One line of the audit log: when, who, what (a stable action code), to what, and how. Written in the
 * transaction of the change it records (`AuditLog.record`), so a change that rolls back leaves none.
 * Append-only: the database refuses every UPDATE and TRUNCATE, and a DELETE of anything younger than the
 * retention time the retention job declares (triggers of migration `AuditLog`). Holds no customer names,
 * e-mails or phones, so erasing a customer never has to rewrite it.
 */
@Entity('audit_entry')
@Check('audit_entry_actor_known', `"actor_kind" IN ('staff', 'system', 'payment', 'visitor')`)
@Index(['targetType', 'targetId', 'at'])
@Index(['actorId', 'at'])
@Index(['action', 'at'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** Set by the database (the transaction's time), never by the writer. */
  @Index()
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'varchar', length: 10 })
  actorKind: AuditActorKind;

  /** The staff account, for `staff` (no foreign key: the log outlives a revoked invitation). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The person's name when it happened (staff only). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  actorName: string | null;

  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  targetType: string | null;

  /** An id, an order number, a visit reference: never a customer's name or address. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  targetId: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  changes: AuditChange[];

  /** Facts that are not a field's change: counts of an erasure, what an export held and how many rows. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, string | number | boolean>;
}
