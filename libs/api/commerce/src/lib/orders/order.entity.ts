import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OrderLine } from './order-line.entity';
import type { OrderRefund } from './order-refund.entity';
import type { Carrier, DeliveryMethod, VatTreatment } from '@sawa/shared/domain';
import type { TakenBy } from '../payments/payment-provider';

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'delivered' | 'ready_for_pickup' | 'collected' | 'cancelled' | 'expired';
export const ORDER_STATUSES: OrderStatus[] = ['pending', 'paid', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled', 'expired'];

/** A purchase: its lines are snapshots, its stock is reserved while it waits for payment. */
@Entity('customer_order')
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Human and unguessable, e.g. SAWA-7K3F9QXM; also the invoice's transactionId. */
  @Column({ type: 'varchar', length: 20, unique: true })
  number: string;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 200 }) customerName: string;
  @Column({ type: 'varchar', length: 320 }) customerEmail: string;
  @Column({ type: 'varchar', length: 40 }) customerPhone: string;
  /** The country's name (free text on orders placed before structured addresses). */
  @Column({ type: 'varchar', length: 100 }) country: string;
  /** The address as text: typed by the buyer before structured addresses, formatted from them (formatAddress) since. */
  @Column({ type: 'text' }) shippingAddress: string;
  /**
   * The structured address (issue 24): null on orders placed before it (they keep only the text above). The country
   * code stays when the buyer's personal data is erased (like `country`); the other parts are erased.
   */
  @Column({ type: 'varchar', length: 2, nullable: true }) addressCountryCode: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) addressRegion: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) addressCity: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) addressPostcode: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) addressLine1: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) addressLine2: string | null;
  @Column({ type: 'text', default: '' }) notes: string;

  /** What the buyer pays: the works plus the shipping. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  total: string;

  /** How the buyer receives it (issue 24): 'pickup' at the studio (free) or 'shipping' (every order placed before). */
  @Column({ type: 'varchar', length: 10, default: 'shipping' })
  deliveryMethod: DeliveryMethod;

  /** The flat shipping rate charged (in `currency`, part of `total`, never of the conservation share); 0.00 for pickup. */
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0 })
  shippingAmount: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /**
   * Tax (issue 24), set at checkout from the studio's settings: null when the studio was not VAT-registered. A domestic
   * order (collected, or delivered in Rwanda) stores the VAT included in `total` at `vatRate`; an export stores 0.00.
   */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true }) vatAmount: string | null;
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true }) vatRate: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) vatTreatment: VatTreatment | null;
  /** The tax authority's invoice number (EBM), typed by the staff once the invoice is issued. */
  @Column({ type: 'varchar', length: 50, nullable: true }) ebmInvoiceNumber: string | null;

  /**
   * True while the order holds its lines' units: reserved while pending, sold once paid. Releasing
   * them (cancel, expiry) sets it false in the same transaction, so units go back exactly once.
   */
  @Column({ type: 'boolean', default: false })
  holdsStock: boolean;

  @OneToMany('OrderLine', (line: OrderLine) => line.order, { cascade: ['insert'] })
  lines: OrderLine[];

  /** The refunds the studio recorded (order_refund). */
  @OneToMany('OrderRefund', (refund: OrderRefund) => refund.order)
  refunds?: OrderRefund[];

  /**
   * Which payments took this order: 'sandbox' (simulated, a demo's test order) or 'irembopay' (real money). Set at
   * checkout and again when its invoice is made; 'Start selling for real' removes only sandbox ones.
   */
  @Column({ type: 'varchar', length: 10, default: 'irembopay' }) paymentMode: TakenBy;
  /** A digest of the client address that placed it (never the address): what one client holds at once is capped. */
  @Column({ type: 'varchar', length: 32, nullable: true }) clientTag: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) invoiceNumber: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) paymentLinkUrl: string | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  /** When the buyer opened the payment page and the hold was extended (once). */
  @Column({ type: 'timestamptz', nullable: true }) holdExtendedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) paymentReference: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) paymentMethod: string | null;
  /** Money was received that must go back: a paid order cancelled, or a payment after the order ended. Cleared when refunded. */
  @Column({ type: 'boolean', default: false }) refundDue: boolean;
  @Column({ type: 'timestamptz', nullable: true }) refundedAt: Date | null;
  /** When the studio marked it shipped. */
  @Column({ type: 'timestamptz', nullable: true }) shippedAt: Date | null;
  /** Who carries it (CARRIERS), the name the staff typed for 'other', and its tracking number: set when it is shipped. */
  @Column({ type: 'varchar', length: 20, nullable: true }) carrier: Carrier | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) carrierName: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) trackingNumber: string | null;
  /** A pickup order: when the studio said it is ready to collect, and when the buyer collected it. */
  @Column({ type: 'timestamptz', nullable: true }) readyForPickupAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) collectedAt: Date | null;
  /** When the studio marked it delivered. */
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  /** When the studio cancelled it. */
  @Column({ type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  /** A payment whose amount or currency did not match the order: it was never marked paid; for the staff to settle. */
  @Column({ type: 'text', nullable: true }) paymentIssue: string | null;
  /** What the staff should know (e.g. paid after the reservation had expired). */
  @Column({ type: 'text', default: '' }) staffNote: string;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
