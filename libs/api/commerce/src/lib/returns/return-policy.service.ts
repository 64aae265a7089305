import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import { Edition } from '@sawa/api/catalog';
import { ShopSettings } from '@sawa/api/shop';
import { EditionKind, editionKind, isOriginalEdition, ReturnPolicies } from '@sawa/shared/domain';
import type { OrderLine } from '../orders/order-line.entity';

const COLUMNS: Record<EditionKind, 'returnPolicyOriginal' | 'returnPolicyLimited' | 'returnPolicyOpen'> = {
  original: 'returnPolicyOriginal',
  limited: 'returnPolicyLimited',
  open: 'returnPolicyOpen',
};
const KINDS = Object.keys(COLUMNS) as EditionKind[];

/** The studio's return policy per kind of work, kept in the shop's settings row (a public table: a change drops the public cache). */
@Injectable()
export class ReturnPolicyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async policies(manager: EntityManager = this.dataSource.manager): Promise<ReturnPolicies> {
    const settings = await manager.findOneOrFail(ShopSettings, { where: { id: 1 } });
    return { original: settings.returnPolicyOriginal, limited: settings.returnPolicyLimited, open: settings.returnPolicyOpen };
  }

  /** Writes the texts given (trimmed; a kind left out keeps its text), recorded in the audit log with what changed. */
  async update(input: Partial<ReturnPolicies>): Promise<ReturnPolicies> {
    return this.dataSource.transaction(async (manager) => {
      await manager.findOneOrFail(ShopSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = await this.policies(manager);
      const after: ReturnPolicies = { ...before };
      for (const kind of KINDS) {
        const text = input[kind];
        if (text !== undefined) after[kind] = text.trim();
      }
      const changed = KINDS.filter((k) => before[k] !== after[k]);
      if (!changed.length) return before;
      await manager.update(ShopSettings, { id: 1 }, Object.fromEntries(changed.map((k) => [COLUMNS[k], after[k]])));
      await this.audit.record(manager, {
        action: 'settings.return-policy-changed',
        target: { type: 'shop', id: 'return policy' },
        changes: changed.flatMap((k) => change(`${k} works`, before[k], after[k])),
      });
      return after;
    });
  }

  /**
   * The kinds of work an order's lines are (read from their editions while they exist; a line whose edition
   * was deleted counts as an original when its snapshot says so, else as a limited print), in RETURN_POLICY_KINDS order.
   */
  async kindsOf(manager: EntityManager, lines: Pick<OrderLine, 'editionId' | 'edition'>[]): Promise<EditionKind[]> {
    const ids = lines.flatMap((l) => (l.editionId ? [l.editionId] : []));
    const editions = ids.length ? await manager.find(Edition, { where: { id: In(ids) }, select: { id: true, type: true, editionSize: true } }) : [];
    const kinds = new Set(
      lines.map((l) => {
        const edition = editions.find((e) => e.id === l.editionId);
        if (edition) return editionKind(edition.type, edition.editionSize);
        return isOriginalEdition(l.edition) ? 'original' : 'limited';
      }),
    );
    return KINDS.filter((k) => kinds.has(k));
  }
}
