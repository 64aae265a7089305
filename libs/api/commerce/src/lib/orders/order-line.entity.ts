import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Order } from './order.entity';

/** One line as it was bought: name, edition and unit price are copied, so later catalogue edits never change an order. */
@Entity('order_line')
export class OrderLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne('Order', (order: Order) => order.lines, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn()
  order: Order;

  @Index()
  @Column({ type: 'uuid' })
  orderId: string;

  /** The work, while it exists (a deleted work leaves the snapshot). */
  @Column({ type: 'uuid', nullable: true })
  artId: string | null;

  /** The edition this line took its units from, while it exists (no foreign key, like the work). */
  @Column({ type: 'uuid', nullable: true })
  editionId: string | null;

  @Column({ type: 'varchar', length: 200 }) artName: string;
  @Column({ type: 'varchar', length: 100 }) edition: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) unitPrice: string;
  @Column({ type: 'int' }) quantity: number;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) lineTotal: string;

  /**
   * The conservation share in percent the product page promised when the order was placed (the
   * work's own, or CONSERVATION_SHARE_PERCENT): the ledger sets it aside when the order is paid.
   * Null on lines of orders placed before the ledger existed (the share is then read at payment).
   */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true }) conservationPercent: string | null;
}
