import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { OrderLine } from '../orders/order-line.entity';
import { Order } from '../orders/order.entity';

export type ConservationEntryKind = 'sale' | 'reversal';

/**
 * The conservation ledger: what each sale set aside for conservation. One `sale` entry per order
 * line, written in the transaction that marks the order paid; one `reversal` entry per line (the
 * same amounts, negative) in the transaction that cancels a paid order. Entries are never changed:
 * a total is a plain sum. They go with their order (an order is deleted only when 'Start selling
 * for real' removes the demo shop's test orders).
 */
@Entity('conservation_entry')
@Unique('conservation_entry_once_per_line', ['orderLineId', 'kind'])
@Check(
  'conservation_entry_signs',
  `("kind" = 'sale' AND "quantity" > 0 AND "sale_amount" >= 0 AND "amount" >= 0) OR ("kind" = 'reversal' AND "quantity" < 0 AND "sale_amount" <= 0 AND "amount" <= 0)`,
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

  /** Units sold (negative on a reversal). */
  @Column({ type: 'int' })
  quantity: number;

  /** The line's total, the amount the share was taken from (negative on a reversal). */
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
