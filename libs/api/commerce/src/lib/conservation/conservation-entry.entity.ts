import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { OrderLine } from '../orders/order-line.entity';
import { OrderRefund } from '../orders/order-refund.entity';
import { Order } from '../orders/order.entity';

export type ConservationEntryKind = 'sale' | 'reversal' | 'refund';

/**
 * The conservation ledger: what each sale set aside for conservation. One `sale` entry per order
 * line, written in the transaction that marks the order paid; one `reversal` entry per line (the
 * same amounts, negative) in the transaction that cancels a paid order; one `refund` entry per line
 * and refund recorded on an order that was not cancelled (its part of the share, negative: see
 * reversedShare). Entries are never changed:
 * a total is a plain sum. They go with their order (an order is deleted only when 'Start selling
 * for real' removes the demo shop's test orders).
 */
@Entity('conservation_entry')
@Index('conservation_entry_once_per_line', ['orderLineId', 'kind'], { unique: true, where: '"refund_id" IS NULL' })
@Unique('conservation_entry_once_per_refund', ['refundId', 'orderLineId'])
@Check(
  'conservation_entry_signs',
  `("kind" = 'sale' AND "quantity" > 0 AND "sale_amount" >= 0 AND "amount" >= 0 AND "refund_id" IS NULL) OR ("kind" = 'reversal' AND "quantity" < 0 AND "sale_amount" <= 0 AND "amount" <= 0 AND "refund_id" IS NULL) OR ("kind" = 'refund' AND "quantity" = 0 AND "sale_amount" <= 0 AND "amount" <= 0 AND "refund_id" IS NOT NULL)`,
)
@Check('conservation_entry_percent_range', '"percent" >= 0 AND "percent" <= 100')
export class ConservationEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn()
  order: Order;

  @Index()
  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => OrderLine, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn()
  orderLine: OrderLine;

  @Column({ type: 'uuid' })
  orderLineId: string;

  @Column({ type: 'varchar', length: 10 })
  kind: ConservationEntryKind;

  /** The refund a `refund` entry follows. */
  @ManyToOne(() => OrderRefund, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ foreignKeyConstraintName: 'FK_conservation_entry_refund' })
  refund: OrderRefund | null;

  @Column({ type: 'uuid', nullable: true })
  refundId: string | null;

  /** Units sold (negative on a reversal; 0 on a refund: the works stay sold). */
  @Column({ type: 'int' })
  quantity: number;

  /** The line's total, the amount the share was taken from (negative on a reversal; on a refund, the line's part of it). */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  saleAmount: string;

  /** The share in percent that was applied. */
  @Column({ type: 'numeric', precision: 5, scale: 2 })
  percent: string;

  /** What goes to conservation (negative on a reversal), in `currency`. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  /** The order's currency. */
  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The payment was simulated (the sandbox took it, payment method SANDBOX): counted only while payments are simulated. */
  @Column({ type: 'boolean' })
  test: boolean;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
