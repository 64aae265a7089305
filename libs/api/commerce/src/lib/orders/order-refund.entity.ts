import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { RefundMethod } from '@sawa/shared/domain';
import type { Order } from './order.entity';

/**
 * Money the studio gave back on an order, as it recorded it (IremboPay has no refund API): the amount in the
 * order's currency, how and when it went back, the reference of that payment and why. Never changed; the
 * refunds of an order never add up to more than was paid (checked under the order's row lock).
 */
@Entity('order_refund')
@Check('order_refund_amount_positive', '"amount" > 0')
export class OrderRefund {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_order_refund' })
  id: string;

  @ManyToOne('Order', (order: Order) => order.refunds, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ foreignKeyConstraintName: 'FK_order_refund_order' })
  order: Order;

  @Index('IDX_order_refund_order')
  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount: string;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  /** Null on a refund recorded with 'Mark refunded' (the whole remainder, no details given). */
  @Column({ type: 'varchar', length: 20, nullable: true }) method: RefundMethod | null;
  /** The reference of the payment back (a mobile-money transaction id, a bank transfer's reference). */
  @Column({ type: 'varchar', length: 100, default: '' }) reference: string;
  @Column({ type: 'text', default: '' }) reason: string;
  /** The day the money went back (Kigali). */
  @Column({ type: 'date' }) refundedOn: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
