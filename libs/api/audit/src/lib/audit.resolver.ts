import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Allow, ParseIdPipe } from '@sawa/api/common';
import { PageArgs, PaginatedShape } from '@sawa/api/graphql';
import { auditActionLabel } from '@sawa/shared/domain';
import { AuditEntry } from './audit-entry.entity';
import { AuditFilter, AuditLog } from './audit-log.service';
import { AuditActorKindEnum, AuditEntryList, AuditEntryType, AuditLogArgs } from './audit.types';

export const toAuditEntryType = (entry: AuditEntry): AuditEntryType => ({
  id: entry.id,
  at: entry.at,
  actor: { kind: entry.actorKind as AuditActorKindEnum, id: entry.actorId, name: entry.actorName },
  action: entry.action,
  actionLabel: auditActionLabel(entry.action),
  targetType: entry.targetType,
  targetId: entry.targetId,
  changes: entry.changes,
  details: Object.entries(entry.details).map(([name, value]) => ({ name, value: String(value) })),
});

/** The audit log (Owners), and the history of one artwork, order or visit (whoever may see it). */
@Resolver(() => AuditEntryType)
export class AuditResolver {
  constructor(private readonly audit: AuditLog) {}

  @Query(() => AuditEntryList, { description: 'The audit log, newest first, filtered by person, action, target and time.' })
  @Allow('audit.read')
  auditLog(@Args() args: AuditLogArgs): Promise<PaginatedShape<AuditEntryType>> {
    return this.page(args);
  }

  @Query(() => AuditEntryList, { description: 'What was done to one artwork, newest first.' })
  @Allow('catalog.manage')
  artworkHistory(@Args('id', { type: () => ID }, ParseIdPipe) id: string, @Args() args: PageArgs): Promise<PaginatedShape<AuditEntryType>> {
    return this.page({ ...args, targetType: 'artwork', targetId: id });
  }

  @Query(() => AuditEntryList, { description: 'What was done to one order, newest first.' })
  @Allow('orders.read')
  orderHistory(@Args('number') number: string, @Args() args: PageArgs): Promise<PaginatedShape<AuditEntryType>> {
    return this.page({ ...args, targetType: 'order', targetId: number.trim() });
  }

  @Query(() => AuditEntryList, { description: 'What was done to one studio visit, newest first.' })
  @Allow('visits.read')
  visitHistory(@Args('reference') reference: string, @Args() args: PageArgs): Promise<PaginatedShape<AuditEntryType>> {
    return this.page({ ...args, targetType: 'visit', targetId: reference.trim().toUpperCase() });
  }

  private async page(filter: AuditFilter & { page: number; pageSize: number }): Promise<PaginatedShape<AuditEntryType>> {
    const { items, totalItems } = await this.audit.list(filter);
    return { items: items.map(toAuditEntryType), totalItems, page: filter.page, pageSize: filter.pageSize };
  }
}
