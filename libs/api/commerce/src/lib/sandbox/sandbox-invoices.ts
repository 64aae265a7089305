import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { Repository } from 'typeorm';
import { SandboxInvoiceRecord } from './sandbox-invoice.entity';

export type SandboxInvoice = Omit<SandboxInvoiceRecord, 'createdAt'>;

const COLUMNS = `invoice_number AS "invoiceNumber", transaction_id AS "transactionId", payment_status AS "paymentStatus", amount, currency,
  expiry_at AS "expiryAt", payment_link_url AS "paymentLinkUrl", description, items, account, paid_at AS "paidAt",
  payment_method AS "paymentMethod", payment_reference AS "paymentReference", push_provider AS "pushProvider", push_account AS "pushAccount",
  push_status AS "pushStatus"`;

/**
 * The sandbox's invoices in the shared database: whichever instance made an invoice, any instance shows,
 * pays, extends and reads it back. Each change is one conditional statement, so two instances acting on
 * one invoice at once (a payer's click and the shop ending the invoice) are serialised by PostgreSQL.
 */
@Injectable()
export class SandboxInvoices {
  constructor(@InjectRepository(SandboxInvoiceRecord) private readonly repository: Repository<SandboxInvoiceRecord>) {}

  /**
   * Makes the invoice for a transaction, numbered here; `created` false when the transaction already had
   * one (from any instance, even at the same moment), which is returned instead.
   */
  async create(
    invoice: Omit<
      SandboxInvoice,
      'invoiceNumber' | 'paymentLinkUrl' | 'paidAt' | 'paymentMethod' | 'paymentReference' | 'pushProvider' | 'pushAccount' | 'pushStatus'
    >,
    linkOf: (invoiceNumber: string) => string,
  ) {
    for (;;) {
      const invoiceNumber = `880${String(randomInt(1e9)).padStart(9, '0')}`;
      const row = {
        ...invoice,
        invoiceNumber,
        paymentLinkUrl: linkOf(invoiceNumber),
        paidAt: null,
        paymentMethod: null,
        paymentReference: null,
        pushProvider: null,
        pushAccount: null,
        pushStatus: null,
      };
      await this.repository.createQueryBuilder().insert().values(row).orIgnore().execute();
      const stored = await this.find({ transactionId: invoice.transactionId });
      // Nothing stored for the transaction: the random number was taken by another one; draw again.
      if (stored) return { invoice: stored, created: stored.invoiceNumber === invoiceNumber };
    }
  }

  async find(where: { invoiceNumber: string } | { transactionId: string }): Promise<SandboxInvoice | undefined> {
    const row = await this.repository.findOne({ where });
    if (!row) return undefined;
    const { createdAt: _createdAt, ...invoice } = row;
    return invoice;
  }

  /** A new expiry, unless the invoice is paid: the invoice as it is now, or why not. */
  async updateExpiry(invoiceNumber: string, expiryAt: string): Promise<SandboxInvoice | 'missing' | 'paid'> {
    const [rows] = await this.repository.query<[SandboxInvoice[], number]>(
      `UPDATE sandbox_invoice SET expiry_at = $2 WHERE invoice_number = $1 AND payment_status <> 'PAID' RETURNING ${COLUMNS}`,
      [invoiceNumber, expiryAt],
    );
    if (rows[0]) return rows[0];
    return (await this.find({ invoiceNumber })) ? 'paid' : 'missing';
  }

  /** Pays an open invoice that has not expired: the paid invoice, or undefined when it was paid already or has expired. */
  async pay(invoiceNumber: string, payment: { paidAt: string; paymentMethod: string; paymentReference: string }): Promise<SandboxInvoice | undefined> {
    const [rows] = await this.repository.query<[SandboxInvoice[], number]>(
      `UPDATE sandbox_invoice SET payment_status = 'PAID', paid_at = $2, payment_method = $3, payment_reference = $4, push_status = NULL
        WHERE invoice_number = $1 AND payment_status = 'NEW' AND expiry_at::timestamptz >= now() RETURNING ${COLUMNS}`,
      [invoiceNumber, payment.paidAt, payment.paymentMethod, payment.paymentReference],
    );
    return rows[0];
  }

  /** A mobile-money push to the payer's phone, for an open invoice that has not expired (it replaces an earlier one). */
  async push(invoiceNumber: string, provider: string, account: string): Promise<SandboxInvoice | undefined> {
    const [rows] = await this.repository.query<[SandboxInvoice[], number]>(
      `UPDATE sandbox_invoice SET push_provider = $2, push_account = $3, push_status = 'PENDING'
        WHERE invoice_number = $1 AND payment_status = 'NEW' AND expiry_at::timestamptz >= now() RETURNING ${COLUMNS}`,
      [invoiceNumber, provider, account],
    );
    return rows[0];
  }

  /** The payer declined the push on their phone: the invoice stays open (they may pay another way). */
  async decline(invoiceNumber: string): Promise<SandboxInvoice | undefined> {
    const [rows] = await this.repository.query<[SandboxInvoice[], number]>(
      `UPDATE sandbox_invoice SET push_status = 'DECLINED' WHERE invoice_number = $1 AND payment_status = 'NEW' AND push_status = 'PENDING' RETURNING ${COLUMNS}`,
      [invoiceNumber],
    );
    return rows[0];
  }
}
