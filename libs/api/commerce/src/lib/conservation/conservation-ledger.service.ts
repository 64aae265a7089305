import { AuditLog } from '@sawa/api/audit';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager, In } from 'typeorm';
import { Art } from '@sawa/api/catalog';
import { Environment, Page, pageWindow, toCsv } from '@sawa/api/common';
import { ShopModeService } from '@sawa/api/shop';
import {
  conservationShare,
  effectiveSharePercent,
  fromCents,
  isTestPayment,
  normalisePercent,
  reversedShare,
  STUDIO_TIME_ZONE,
  toCents,
} from '@sawa/shared/domain';
import { OrderEvents, RefundRecorded } from '../orders/order-events';
import { OrderLine } from '../orders/order-line.entity';
import type { Order } from '../orders/order.entity';
import { ConservationEntry, ConservationEntryKind } from './conservation-entry.entity';

export interface ConservationTotals {
  raised: { currency: string; amount: string }[];
  worksSold: number;
  sharePercent: string;
}

export interface LedgerEntry {
  id: string;
  kind: ConservationEntryKind;
  orderNumber: string;
  artworkName: string;
  edition: string;
  quantity: number;
  saleAmount: string;
  percent: string;
  amount: string;
  currency: string;
  testPayment: boolean;
  createdAt: Date;
}

export interface LedgerMonth {
  month: string;
  currency: string;
  amount: string;
  worksSold: number;
}

/** The months the back office shows at most (ten years). */
export const LEDGER_MONTHS = 120;

/** Every entry with what it was for (the order line is a snapshot, so names never change). */
const ENTRIES = `
  SELECT e.id, e.kind, o.number AS "orderNumber", l.art_name AS "artworkName", l.edition, e.quantity,
         e.sale_amount::text AS "saleAmount", e.percent::text AS percent, e.amount::text AS amount, e.currency,
         e.test AS "testPayment", e.created_at AS "createdAt"
  FROM conservation_entry e JOIN customer_order o ON o.id = e.order_id JOIN order_line l ON l.id = e.order_line_id`;

/**
 * The conservation ledger: each paid order line sets aside its share for conservation (the share
 * the order was placed at: the work's own or CONSERVATION_SHARE_PERCENT), in exact decimals and the
 * order's currency, in the very transaction that marks the order paid; cancelling a paid order
 * reverses what is left of its entries in the transaction that cancels it; a refund recorded on an
 * order that was not cancelled reverses its part of the share (the refund over what was paid, see
 * reversedShare) in the transaction that records it. Nothing else writes here: a late
 * payment (the order had ended) and a payment that did not match are no sale, and studio visits
 * are not sales.
 *
 * Simulated payments (the sandbox, payment method SANDBOX) are entered too, marked `test`, and
 * counted in every total only while payments are simulated: a demo shop shows its demo sales, a
 * shop selling for real never counts one (and 'Start selling for real' deletes the test orders,
 * and with them their entries). See docs/decisions.md.
 */
@Injectable()
export class ConservationLedgerService implements OnModuleInit {
  private readonly studioPercent: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: OrderEvents,
    private readonly shop: ShopModeService,
    private readonly audit: AuditLog,
    config: ConfigService<Environment, true>,
  ) {
    this.studioPercent = normalisePercent(config.get('CONSERVATION_SHARE_PERCENT', { infer: true }));
  }

  onModuleInit(): void {
    this.events.register({
      paid: (manager, order) => this.recordSale(manager, order),
      cancelledAfterPayment: (manager, order) => this.reverse(manager, order),
      refunded: (manager, order, recorded) => this.reverseRefund(manager, order, recorded),
    });
  }

  /** The share a work's sale sets aside now (checkout writes it on the order line: what the product page promised). */
  sharePercentOf(art: Pick<Art, 'conservationPercent'> | undefined): string {
    return effectiveSharePercent(art?.conservationPercent, this.studioPercent);
  }

  /** In the transaction that marks the order paid: one entry per line. */
  private async recordSale(manager: EntityManager, order: Order): Promise<void> {
    const lines = order.lines ?? (await manager.find(OrderLine, { where: { orderId: order.id } }));
    if (!lines.length) return;
    // Lines of orders placed before the ledger existed carry no share: the work's share now applies.
    const unknown = lines.flatMap((l) => (l.conservationPercent === null && l.artId ? [l.artId] : []));
    const arts = unknown.length ? await manager.find(Art, { where: { id: In(unknown) }, select: { id: true, conservationPercent: true } }) : [];
    const test = isTestPayment(order.paymentMethod);
    await manager.insert(
      ConservationEntry,
      lines.map((line) => {
        const percent = line.conservationPercent ?? this.sharePercentOf(arts.find((a) => a.id === line.artId));
        return {
          orderId: order.id,
          orderLineId: line.id,
          kind: 'sale' as const,
          quantity: line.quantity,
          saleAmount: line.lineTotal,
          percent,
          amount: conservationShare(line.lineTotal, percent),
          currency: order.currency,
          test,
        };
      }),
    );
  }

  /**
   * In the transaction that cancels a paid order: every sale entry of it, negated, less what its refunds
   * already reversed (once: one reversal per line). Its units always go back: the works are on sale again.
   */
  private async reverse(manager: EntityManager, order: Order): Promise<void> {
    await manager.query(
      `INSERT INTO conservation_entry (order_id, order_line_id, kind, quantity, sale_amount, percent, amount, currency, test)
       SELECT s.order_id, s.order_line_id, 'reversal', -s.quantity, -(s.sale_amount + coalesce(r.sale_amount, 0)), s.percent,
              -(s.amount + coalesce(r.amount, 0)), s.currency, s.test
       FROM conservation_entry s
       LEFT JOIN (SELECT order_line_id, sum(sale_amount) AS sale_amount, sum(amount) AS amount FROM conservation_entry
                  WHERE order_id = $1 AND kind = 'refund' GROUP BY order_line_id) r ON r.order_line_id = s.order_line_id
       WHERE s.order_id = $1 AND s.kind = 'sale'
       ON CONFLICT (order_line_id, kind) WHERE refund_id IS NULL DO NOTHING`,
      [order.id],
    );
  }

  /**
   * In the transaction that records a refund: each sale line of the order gives back the refund's part of its
   * share and of its total, computed on the running total of refunds (reversedShare), so partial refunds that
   * add up to what was paid reverse exactly the share. Nothing when the order has no sale entries (a late
   * payment never was a sale) or was cancelled (its share was reversed whole then).
   */
  private async reverseRefund(manager: EntityManager, order: Order, { refund, refundedBefore, paid }: RefundRecorded): Promise<void> {
    const entries = await manager.find(ConservationEntry, { where: { orderId: order.id, kind: In(['sale', 'reversal']) } });
    const sales = entries.filter((e) => e.kind === 'sale');
    if (!sales.length || entries.some((e) => e.kind === 'reversal')) return;
    const refundedNow = fromCents(toCents(refundedBefore) + toCents(refund.amount));
    // The part of `value` this refund reverses: what stands reversed after it less what stood reversed before it.
    const part = (value: string) => toCents(reversedShare(value, refundedNow, paid)) - toCents(reversedShare(value, refundedBefore, paid));
    const negative = (cents: number) => (cents ? `-${fromCents(cents)}` : '0.00');
    await manager.insert(
      ConservationEntry,
      sales.map((sale) => ({
        orderId: order.id,
        orderLineId: sale.orderLineId,
        refundId: refund.id,
        kind: 'refund' as const,
        quantity: 0,
        saleAmount: negative(part(sale.saleAmount)),
        percent: sale.percent,
        amount: negative(part(sale.amount)),
        currency: sale.currency,
        test: sale.test,
      })),
    );
  }

  /** The condition of an entry that counts: a real payment, or any while payments are simulated (read from the database). */
  private async counted(): Promise<string> {
    return (await this.shop.refresh()) === 'sandbox' ? 'TRUE' : 'NOT e.test';
  }

  /** The running total per currency and the works sold (the public /conservation page). */
  async totals(): Promise<ConservationTotals> {
    const counted = await this.counted();
    const raised: { currency: string; amount: string }[] = await this.dataSource.query(
      `SELECT e.currency, sum(e.amount)::text AS amount FROM conservation_entry e WHERE ${counted} GROUP BY e.currency ORDER BY e.currency`,
    );
    const [{ worksSold }]: { worksSold: number }[] = await this.dataSource.query(
      `SELECT coalesce(sum(e.quantity), 0)::int AS "worksSold" FROM conservation_entry e WHERE ${counted}`,
    );
    return { raised, worksSold, sharePercent: this.studioPercent };
  }

  /** Every entry, newest first, each order's lines together (the back office). */
  async entries(input: { page?: number; pageSize?: number }): Promise<Page<LedgerEntry>> {
    const { skip, take } = pageWindow(input);
    const items: LedgerEntry[] = await this.dataSource.query(`${ENTRIES} ORDER BY e.created_at DESC, o.number, e.kind, l.id LIMIT $1 OFFSET $2`, [take, skip]);
    const [{ count }]: { count: number }[] = await this.dataSource.query('SELECT count(*)::int AS count FROM conservation_entry');
    return { items, totalItems: count };
  }

  /** Net share and works sold per month and currency, newest month first (at most LEDGER_MONTHS rows). */
  async months(): Promise<LedgerMonth[]> {
    return this.dataSource.query(
      // The studio's own time: a sale at 23:30 in Kigali on 31 October belongs to October.
      `SELECT to_char(e.created_at AT TIME ZONE '${STUDIO_TIME_ZONE}', 'YYYY-MM') AS month, e.currency,
              sum(e.amount)::text AS amount, sum(e.quantity)::int AS "worksSold"
       FROM conservation_entry e WHERE ${await this.counted()}
       GROUP BY 1, 2 ORDER BY 1 DESC, 2 LIMIT ${LEDGER_MONTHS}`,
    );
  }

  /** The ledger for the conservation partner: every counted entry, oldest first; formula-safe CSV (RFC 4180). */
  async csv(): Promise<string> {
    const counted = await this.counted();
    // Read and audited together: the entry says how many rows left, in the export's own transaction.
    const entries = await this.dataSource.transaction(async (manager) => {
      const rows: LedgerEntry[] = await manager.query(`${ENTRIES} WHERE ${counted} ORDER BY e.created_at, o.number, e.kind, l.id`);
      await this.audit.record(manager, {
        action: 'export.csv',
        target: { type: 'export', id: 'conservation-ledger' },
        details: { what: 'conservation ledger', rows: rows.length },
      });
      return rows;
    });
    return toCsv(
      ['date', 'order', 'entry', 'artwork', 'edition', 'quantity', 'sale_amount', 'share_percent', 'share', 'currency', 'test_payment'],
      entries.map((e) => [
        e.createdAt,
        e.orderNumber,
        e.kind,
        e.artworkName,
        e.edition,
        e.quantity,
        e.saleAmount,
        e.percent,
        e.amount,
        e.currency,
        e.testPayment ? 'yes' : 'no',
      ]),
    );
  }
}
