import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ShippingQuoteStatus } from '@sawa/shared/domain';

/** A cart line as the quote keeps it: what the buyer asked for, at the price they saw. */
export interface ShippingQuoteLine {
  artworkId: string;
  editionId: string;
  artName: string;
  edition: string;
  quantity: number;
  unitPrice: string;
}

/**
 * A buyer's request for a shipping quote (issue 24 item 4): the cart, the structured address and the contact details,
 * then the staff's answer (amount, currency, carrier, crate and insurance, valid until). The buyer takes it up once,
 * through its secret `token` (the link mailed to them), into an ordinary checkout with the quoted shipping. Private:
 * a buyer's personal data, never on a public page.
 */
@Entity('shipping_quote')
@Check('shipping_quote_status_known', `"status" IN ('requested', 'answered', 'taken')`)
@Check('shipping_quote_amount_not_negative', '"shipping_amount" IS NULL OR "shipping_amount" >= 0')
export class ShippingQuote {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_shipping_quote' })
  id: string;

  /** What the staff and the buyer call it, e.g. QUOTE-7K3F9QXM. */
  @Index('UQ_shipping_quote_number', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  number: string;

  /** The secret in the buyer's link (/shipping-quote/:token): whoever holds it may take the quote up. */
  @Index('UQ_shipping_quote_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'varchar', length: 10, default: 'requested' })
  status: ShippingQuoteStatus;

  @Column({ type: 'varchar', length: 200 }) customerName: string;
  @Column({ type: 'varchar', length: 320 }) customerEmail: string;
  @Column({ type: 'varchar', length: 40 }) customerPhone: string;

  @Column({ type: 'varchar', length: 2 }) addressCountryCode: string;
  @Column({ type: 'varchar', length: 100 }) addressRegion: string;
  @Column({ type: 'varchar', length: 100 }) addressCity: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) addressPostcode: string | null;
  @Column({ type: 'varchar', length: 200 }) addressLine1: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) addressLine2: string | null;

  @Column({ type: 'text', default: '' }) notes: string;

  @Column({ type: 'jsonb' }) lines: ShippingQuoteLine[];

  /** The works at the prices the buyer saw, in `currency`. */
  @Column({ type: 'numeric', precision: 12, scale: 2 }) worksTotal: string;

  /** The currency of the works and, once answered, of the quoted shipping. */
  @Column({ type: 'varchar', length: 3 }) currency: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true }) shippingAmount: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) carrier: string | null;
  @Column({ type: 'boolean', nullable: true }) crateIncluded: boolean | null;
  @Column({ type: 'boolean', nullable: true }) insuranceIncluded: boolean | null;
  @Column({ type: 'timestamptz', nullable: true }) answeredAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) validUntil: Date | null;

  @Column({ type: 'timestamptz', nullable: true }) takenAt: Date | null;
  /** The order the take-up made. */
  @Column({ type: 'varchar', length: 20, nullable: true }) orderNumber: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
