import { BadRequestException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import { publicPath } from '@sawa/shared/domain';
import { LifecycleKit, PaymentLifecycle } from '../lifecycle/payment-lifecycle';
import { PaymentConfirmation, PaymentOutcome, TransitionTable } from '../lifecycle/payable';
import {
  orderCancelledToBuyer,
  orderExpiredToBuyer,
  orderPaidToBuyer,
  orderPaidToStudio,
  orderRefundedToBuyer,
  orderShippedToBuyer,
} from '../templates/order-mails';
import { OrderEvents } from './order-events';
import { OrderLine } from './order-line.entity';
import { commitReserved, releaseHeld } from './order-stock';
import { Order, OrderStatus } from './order.entity';

export type { PaymentConfirmation, PaymentOutcome };

/**
 * The one table of an order's statuses: pending → paid → shipped; pending → expired or cancelled;
 * paid → cancelled (the money is then to be refunded). expired, cancelled and shipped are final.
 */
export const ORDER_TRANSITIONS: TransitionTable<OrderStatus> = {
  pending: ['paid', 'expired', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: [],
  expired: [],
  cancelled: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Written on an order whose payment arrived after it had ended: it takes no stock; the money goes back. */
export const LATE_PAYMENT_NOTE = 'Paid after the order had ended: it holds no works; refund the buyer.';
export const CANCELLED_AFTER_PAYMENT_NOTE = 'Cancelled after payment: refund the buyer.';

/**
 * Every change of an order's status, through the one payment lifecycle (PaymentLifecycle: row lock,
 * table, conditional write, invoice ended after an order ends). What is the order's own: stock moves
 * with the status (order-stock.ts), the buyer's and studio's mails, the listeners (OrderEvents), and a
 * late payment never takes stock back (its works may be sold to someone else by then).
 */
@Injectable()
export class OrderTransitions {
  readonly lifecycle: PaymentLifecycle<Order, OrderStatus>;
  private readonly studioEmail: string;
  private readonly publicUrl: string;

  constructor(
    kit: LifecycleKit,
    private readonly outbox: OutboxService,
    events: OrderEvents,
    config: ConfigService<Environment, true>,
  ) {
    const studioEmail = config.get('STUDIO_EMAIL', { infer: true });
    const publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
    this.studioEmail = studioEmail;
    this.publicUrl = publicUrl;
    const toBuyer = (manager: EntityManager, order: Order, mail: { subject: string; text: string; html: string }) =>
      // An order whose customer data was erased on request has no address left to write to.
      order.customerEmail ? outbox.enqueue(manager, { to: order.customerEmail, replyTo: studioEmail, regarding: `order:${order.id}`, ...mail }) : undefined;
    this.toBuyer = toBuyer;
    this.lifecycle = new PaymentLifecycle<Order, OrderStatus>(
      {
        what: 'Order',
        noun: 'order',
        auditTarget: 'order',
        entity: Order,
        table: ORDER_TRANSITIONS,
        keyColumn: 'number',
        keyOf: (order) => order.number,
        expected: (order) => ({ total: order.total, currency: order.currency }),
        paidStatuses: ['paid', 'shipped'],
        holds: (order) => order.holdsStock,
        reclaim: () => Promise.resolve(false),
        take: (manager, order) => commitReserved(manager, order),
        release: (manager, order) => releaseHeld(manager, order),
        async paid(manager, order) {
          order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
          await outbox.enqueue(manager, { to: order.customerEmail, ...orderPaidToBuyer(order, `${publicUrl}${publicPath.order(order.number)}`) });
          await outbox.enqueue(manager, { to: studioEmail, replyTo: order.customerEmail, ...orderPaidToStudio(order) });
          await events.paid(manager, order);
        },
        cancelledAfterPayment: (manager, order) => events.cancelledAfterPayment(manager, order),
        // Expired unpaid: the buyer learns the works are no longer held. (Cancelled here: no invoice could be made; checkout told them at once.)
        async ended(manager, order, status) {
          if (status !== 'expired') return;
          order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
          await toBuyer(manager, order, orderExpiredToBuyer(order, `${publicUrl}${publicPath.order(order.number)}`));
        },
        async refunded(manager, order) {
          order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
          await toBuyer(manager, order, orderRefundedToBuyer(order, `${publicUrl}${publicPath.order(order.number)}`));
        },
        lateAlert: (order) => ({
          reason: `A payment of ${order.total} ${order.currency} arrived after the order had ${order.status === 'expired' ? 'expired' : 'been cancelled'}.`,
          action: 'Refund the buyer (or agree with them on another work); the order holds no works.',
          details: [`${order.customerName} <${order.customerEmail}>`, order.customerPhone],
        }),
        mismatchAction: 'Check the payment in the IremboPay merchant portal and refund it; the order stays unpaid.',
        notes: { late: LATE_PAYMENT_NOTE, cancelledAfterPayment: CANCELLED_AFTER_PAYMENT_NOTE },
      },
      kit,
    );
  }

  /**
   * A payment reported for this order: checked against its total and currency; a pending order becomes paid
   * once and its reserved units sold; an order that had ended records the payment, takes no stock and is
   * flagged 'refund due' (see PaymentLifecycle.pay).
   */
  pay(number: string, payment: PaymentConfirmation): Promise<PaymentOutcome> {
    return this.lifecycle.pay(number, payment);
  }

  async ship(number: string): Promise<void> {
    await this.lifecycle.change(number, async (manager, order) => {
      if (!canTransition(order.status, 'shipped')) throw new BadRequestException(`Only a paid order can be shipped; ${order.number} is ${order.status}.`);
      if (!order.holdsStock)
        throw new BadRequestException(`Order ${order.number} holds no works (its payment came after it had ended): refund the buyer instead.`);
      await this.lifecycle.write(manager, order, 'shipped', { shippedAt: new Date() });
      order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
      await this.toBuyer(manager, order, orderShippedToBuyer(order, this.orderUrl(order), this.studioEmail));
    });
  }

  /**
   * The studio cancels a pending order (its units go back) or a paid one (its units go back; the money is to be refunded).
   * The buyer is told, and what happens to their money.
   */
  async cancel(number: string): Promise<void> {
    await this.lifecycle.cancel(number, {
      note: 'Cancelled by the studio.',
      after: async (manager, order, wasPaid) => {
        await manager.update(Order, { id: order.id }, { cancelledAt: new Date() });
        order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
        await this.toBuyer(manager, order, orderCancelledToBuyer(order, this.orderUrl(order), wasPaid, this.studioEmail));
      },
    });
  }

  private readonly toBuyer: (manager: EntityManager, order: Order, mail: { subject: string; text: string; html: string }) => Promise<unknown> | undefined;

  private orderUrl(order: Order): string {
    return `${this.publicUrl}${publicPath.order(order.number)}`;
  }

  /**
   * Ends a pending order (`expired`: its invoice expired unpaid; `cancelled`: no invoice could be made for
   * it) and puts its units back. False when it was no longer pending.
   */
  end(orderId: string, status: 'expired' | 'cancelled', note: string, issue?: string): Promise<boolean> {
    return this.lifecycle.end(orderId, status, note, issue);
  }

  /** The studio refunded the buyer: the flag is cleared and the date kept. */
  markRefunded(number: string): Promise<void> {
    return this.lifecycle.markRefunded(number);
  }
}
