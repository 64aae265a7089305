import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Order } from './order.entity';
import type { OrderRefund } from './order-refund.entity';

/** A refund just recorded, with what had gone back before it and what was paid (exact decimal text). */
export interface RefundRecorded {
  refund: OrderRefund;
  refundedBefore: string;
  paid: string;
}

/**
 * What other features may do when an order changes, inside the transition's own transaction (so a
 * ledger entry, for example, is written exactly when the change is): `paid` once an order is paid;
 * `cancelledAfterPayment` when a paid (or shipped) order is cancelled and its money is to be refunded;
 * `refunded` when the studio records a refund (part or all of what was paid).
 */
export interface OrderListener {
  paid?(manager: EntityManager, order: Order): Promise<void>;
  cancelledAfterPayment?(manager: EntityManager, order: Order): Promise<void>;
  refunded?(manager: EntityManager, order: Order, recorded: RefundRecorded): Promise<void>;
}

/** Where listeners register (e.g. in their module's onModuleInit); the transitions call them in order. */
@Injectable()
export class OrderEvents {
  private readonly listeners: OrderListener[] = [];

  register(listener: OrderListener): void {
    this.listeners.push(listener);
  }

  async paid(manager: EntityManager, order: Order): Promise<void> {
    for (const listener of this.listeners) await listener.paid?.(manager, order);
  }

  async cancelledAfterPayment(manager: EntityManager, order: Order): Promise<void> {
    for (const listener of this.listeners) await listener.cancelledAfterPayment?.(manager, order);
  }

  async refunded(manager: EntityManager, order: Order, recorded: RefundRecorded): Promise<void> {
    for (const listener of this.listeners) await listener.refunded?.(manager, order, recorded);
  }
}
