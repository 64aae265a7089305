import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import { toCsv } from '@sawa/api/common';
import { ShopSettings } from '@sawa/api/shop';
import { EBM_NUMBER_MAX_LENGTH, normaliseVatRate, taxSettingsProblem } from '@sawa/shared/domain';
import { Order } from '../orders/order.entity';

export interface TaxSettingsView {
  vatRegistered: boolean;
  taxNumber: string;
  /** Percent, two decimals ("18.00"). */
  vatRate: string;
}

interface LackingEbmRow {
  number: string;
  paidAt: Date;
  customerName: string;
  total: string;
  currency: string;
  vatTreatment: string;
  vatRate: string;
  vatAmount: string;
}

/** The statuses of an order that was paid (and not cancelled or expired since). */
const PAID = ['paid', 'shipped', 'delivered', 'ready_for_pickup', 'collected'];

/** Paid orders with VAT recorded and no EBM invoice number yet, oldest paid first. */
const LACKING_EBM = `FROM customer_order o
  WHERE o.status IN (${PAID.map((s) => `'${s}'`).join(', ')}) AND o.vat_treatment IS NOT NULL AND o.ebm_invoice_number IS NULL`;

/**
 * Tax as settings (issue 24): the studio's VAT registration, tax number and rate, kept in the shop's settings row (a
 * public table: a change drops the public cache); and the tax authority's invoice number (EBM) per order.
 */
@Injectable()
export class TaxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async settings(manager: EntityManager = this.dataSource.manager): Promise<TaxSettingsView> {
    const row = await manager.findOneOrFail(ShopSettings, { where: { id: 1 } });
    return { vatRegistered: row.vatRegistered, taxNumber: row.taxNumber, vatRate: normaliseVatRate(row.vatRate) };
  }

  /** Writes the settings (all three, checked together), recorded in the audit log with what changed. */
  async update(input: TaxSettingsView): Promise<TaxSettingsView> {
    const problem = taxSettingsProblem(input);
    if (problem) throw new BadRequestException(problem);
    const after: TaxSettingsView = { vatRegistered: input.vatRegistered, taxNumber: input.taxNumber.trim(), vatRate: normaliseVatRate(input.vatRate) };
    return this.dataSource.transaction(async (manager) => {
      await manager.findOneOrFail(ShopSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = await this.settings(manager);
      const changes = [
        ...change('VAT-registered', before.vatRegistered, after.vatRegistered),
        ...change('tax number', before.taxNumber, after.taxNumber),
        ...change('VAT rate', before.vatRate, after.vatRate),
      ];
      if (!changes.length) return before;
      await manager.update(ShopSettings, { id: 1 }, after);
      await this.audit.record(manager, { action: 'settings.tax-changed', target: { type: 'shop', id: 'tax' }, changes });
      return after;
    });
  }

  /** Sets (or, with an empty text, clears) an order's EBM invoice number; audited with the old and new number. */
  async setEbmNumber(number: string, ebm: string): Promise<void> {
    const value = ebm.trim();
    if (value.length > EBM_NUMBER_MAX_LENGTH) throw new BadRequestException(`The EBM invoice number must be at most ${EBM_NUMBER_MAX_LENGTH} characters.`);
    await this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { number }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new NotFoundException(`No order ${number}.`);
      if (!order.paidAt) throw new BadRequestException(`Order ${number} has not been paid: an EBM invoice is issued for a paid order.`);
      const next = value || null;
      if (order.ebmInvoiceNumber === next) return;
      await manager.update(Order, { id: order.id }, { ebmInvoiceNumber: next });
      await this.audit.record(manager, {
        action: 'order.ebm-number-set',
        target: { type: 'order', id: order.number },
        changes: change('EBM invoice number', order.ebmInvoiceNumber ?? '', value),
      });
    });
  }

  /** How many paid orders with VAT recorded lack an EBM invoice number. */
  async countLackingEbm(): Promise<number> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(`SELECT count(*)::int AS count ${LACKING_EBM}`);
    return count;
  }

  /** The orders lacking an EBM number as CSV (formula-safe, RFC 4180), for the accountant; read and audited together. */
  async lackingEbmCsv(): Promise<string> {
    const rows = await this.dataSource.transaction(async (manager) => {
      const found: LackingEbmRow[] = await manager.query(
        `SELECT o.number, o.paid_at AS "paidAt", o.customer_name AS "customerName", o.total::text AS total, o.currency,
                  o.vat_treatment AS "vatTreatment", o.vat_rate::text AS "vatRate", o.vat_amount::text AS "vatAmount"
           ${LACKING_EBM} ORDER BY o.paid_at, o.number`,
      );
      await this.audit.record(manager, {
        action: 'export.csv',
        target: { type: 'export', id: 'orders-lacking-ebm' },
        details: { what: 'paid orders lacking an EBM invoice number', rows: found.length },
      });
      return found;
    });
    return toCsv(
      ['paid_at', 'order', 'buyer', 'total', 'currency', 'vat_treatment', 'vat_rate', 'vat'],
      rows.map((r) => [r.paidAt, r.number, r.customerName, r.total, r.currency, r.vatTreatment, r.vatRate, r.vatAmount]),
    );
  }
}
