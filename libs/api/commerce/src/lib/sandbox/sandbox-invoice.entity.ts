import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An invoice of the built-in IremboPay sandbox. Kept in the shared database, not in one instance's
 * memory: an invoice made through one instance is shown, paid and read back through any other, and
 * survives restarts. Texts are kept exactly as the sandbox answers them (amount digits, the expiry
 * as the shop sent it).
 */
@Entity('sandbox_invoice')
export class SandboxInvoiceRecord {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  invoiceNumber: string;

  /** Unique per merchant, as at IremboPay: asking again for the same transaction returns the same invoice. */
  @Column({ type: 'varchar', length: 100, unique: true })
  transactionId: string;

  @Column({ type: 'varchar', length: 10 })
  paymentStatus: 'NEW' | 'PAID';

  /** Decimal text, e.g. "95.50". */
  @Column({ type: 'varchar', length: 30 })
  amount: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** ISO 8601 with an offset, as sent (compared as a timestamp where it matters). */
  @Column({ type: 'varchar', length: 40 })
  expiryAt: string;

  @Column({ type: 'varchar', length: 500 })
  paymentLinkUrl: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'jsonb' })
  items: { code: string; quantity: number; unitAmount: string }[];

  /** The merchant's payment account the invoice was made for. */
  @Column({ type: 'varchar', length: 100 })
  account: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  paidAt: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  paymentMethod: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  paymentReference: string | null;

  /** A mobile-money push waiting on the payer's (simulated) phone: the network, the number, and what the payer did. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  pushProvider: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  pushAccount: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  pushStatus: 'PENDING' | 'DECLINED' | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
