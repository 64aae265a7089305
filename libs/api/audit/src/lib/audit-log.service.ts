import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Page, pageWindow } from '@sawa/api/common';
import type { AuditAction, AuditTargetType } from '@sawa/shared/domain';
import { Actor, currentActor } from './actor';
import { AuditChange, AuditEntry } from './audit-entry.entity';

/** What one entry says; `actor` defaults to whoever runs the current request or job (`currentActor`). */
export interface AuditRecord {
  action: AuditAction;
  target?: { type: AuditTargetType; id: string };
  changes?: AuditChange[];
  details?: Record<string, string | number | boolean>;
  actor?: Actor;
}

export interface AuditFilter {
  actorId?: string;
  actorKind?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  page?: number;
  pageSize?: number;
}

/** Rows one retention statement deletes at most. */
const PRUNE_BATCH = 1_000;

/**
 * The audit log's one writer and reader. Write with `record(manager, …)` inside the transaction of the
 * change itself: the entry commits with it or not at all.
 */
@Injectable()
export class AuditLog {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(manager: EntityManager, record: AuditRecord): Promise<void> {
    const actor = record.actor ?? currentActor();
    await manager.insert(AuditEntry, {
      actorKind: actor.kind,
      actorId: actor.kind === 'staff' ? actor.id : null,
      actorName: actor.kind === 'staff' ? actor.name.slice(0, 100) : null,
      action: record.action,
      targetType: record.target?.type ?? null,
      targetId: record.target?.id.slice(0, 100) ?? null,
      changes: record.changes ?? [],
      details: record.details ?? {},
    });
  }

  /** Newest first, filtered by person, kind of actor, action, target and time. */
  async list(filter: AuditFilter = {}): Promise<Page<AuditEntry>> {
    const query = this.entries.createQueryBuilder('e');
    if (filter.actorId) query.andWhere('e.actorId = :actorId', { actorId: filter.actorId });
    if (filter.actorKind) query.andWhere('e.actorKind = :actorKind', { actorKind: filter.actorKind });
    if (filter.action) query.andWhere('e.action = :action', { action: filter.action });
    if (filter.targetType) query.andWhere('e.targetType = :targetType', { targetType: filter.targetType });
    if (filter.targetId) query.andWhere('e.targetId = :targetId', { targetId: filter.targetId });
    if (filter.from) query.andWhere('e.at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('e.at < :to', { to: filter.to });
    const { skip, take } = pageWindow(filter);
    const [items, totalItems] = await query.orderBy('e.at', 'DESC').addOrderBy('e.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return { items, totalItems };
  }

  /**
   * Deletes entries older than `days` (AUDIT_RETENTION_DAYS), in batches; the only deletion the
   * database lets through, and only for entries past the retention time declared in the same
   * transaction (at least 30 days). Stops between batches when `signal` aborts.
   */
  async prune(days: number, signal?: AbortSignal): Promise<number> {
    let deleted = 0;
    for (;;) {
      signal?.throwIfAborted();
      const count = await this.entries.manager.transaction(async (manager) => {
        await manager.query(`SELECT set_config('sawa.audit_retention_days', $1, true)`, [String(days)]);
        const [, affected]: [unknown, number] = await manager.query(
          `DELETE FROM audit_entry WHERE id IN (SELECT id FROM audit_entry WHERE at < now() - make_interval(days => $1) ORDER BY id LIMIT $2)`,
          [days, PRUNE_BATCH],
        );
        return affected;
      });
      deleted += count;
      if (count < PRUNE_BATCH) return deleted;
    }
  }
}
