import { BadRequestException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from 'typeorm';
import { change } from '@sawa/api/audit';
import { Environment } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import { carrierLabel, formatMoney, fromCents, kigaliToday, publicPath, RefundMethod, RETURN_POLICY_KINDS, toCents } from '@sawa/shared/domain';
import { LifecycleKit, PaymentLifecycle } from '../lifecycle/payment-lifecycle';
import { PaymentConfirmation, PaymentOutcome, TransitionTable } from '../lifecycle/payable';
import {
  orderCancelledToBuyer,
  orderDeliveredToBuyer,
  orderExpiredToBuyer,
  orderPaidToBuyer,
  orderPaidToStudio,
  orderReadyForPickupToBuyer,
  orderRefundedToBuyer,
  orderShippedToBuyer,
} from '../templates/order-mails';
import type { RecordRefundInput, ShipOrderInput } from './order-after-sale.input';
import { OrderEvents } from './order-events';
import { OrderLine } from './order-line.entity';
import { OrderRefund } from './order-refund.entity';
import { ReturnPolicyService } from '../returns/return-policy.service';
import { commitReserved, releaseHeld } from './order-stock';
import { Order, OrderStatus } from './order.entity';

export type { PaymentConfirmation, PaymentOutcome };

/**
 * The one table of an order's statuses: pending → paid → shipped → delivered; a pickup order (issue 24)
 * paid → ready_for_pickup (the buyer is mailed the studio's address and opening hours) → collected;
 * pending → expired or cancelled; paid or ready_for_pickup → cancelled (the money is then to be refunded).
 * expired, cancelled, delivered and collected are final. A refund is not a status: it is a record (order_refund), and an order whose refunds add up to
 * what was paid is refunded (refundedAt), whatever its status.
 */
export const ORDER_TRANSITIONS: TransitionTable<OrderStatus> = {
  pending: ['paid', 'expired', 'cancelled'],
  paid: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  ready_for_pickup: ['collected', 'cancelled'],
  collected: [],
  expired: [],
  cancelled: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Written on an order whose payment arrived after it had ended: it takes no stock; the money goes back. */
export const LATE_PAYMENT_NOTE = 'Paid after the order had ended: it holds no works; refund the buyer.';
export const CANCELLED_AFTER_PAYMENT_NOTE = 'Cancelled after payment: refund the buyer.';

/** The return policy of each kind of work among `lines`, as the studio states it now (kinds it states none for are left out). */
async function returnPolicyOf(returns: ReturnPolicyService, manager: EntityManager, lines: OrderLine[]): Promise<{ kind: string; text: string }[]> {
  const policies = await returns.policies(manager);
  const kinds = await returns.kindsOf(manager, lines);
  return kinds.flatMap((kind) => (policies[kind] ? [{ kind: RETURN_POLICY_KINDS[kind], text: policies[kind] }] : []));
}

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
  /** Where and when a pickup order is collected (STUDIO_ADDRESS, STUDIO_PICKUP_HOURS). */
  private readonly pickup: { address: string; hours: string };

  constructor(
    kit: LifecycleKit,
    private readonly outbox: OutboxService,
    private readonly events: OrderEvents,
    config: ConfigService<Environment, true>,
    private readonly returns: ReturnPolicyService,
  ) {
    const studioEmail = config.get('STUDIO_EMAIL', { infer: true });
    const publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
    this.studioEmail = studioEmail;
    this.publicUrl = publicUrl;
    this.pickup = { address: config.get('STUDIO_ADDRESS', { infer: true }), hours: config.get('STUDIO_PICKUP_HOURS', { infer: true }) };
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
        paidStatuses: ['paid', 'shipped', 'delivered', 'ready_for_pickup', 'collected'],
        holds: (order) => order.holdsStock,
        reclaim: () => Promise.resolve(false),
        take: (manager, order) => commitReserved(manager, order),
        release: (manager, order) => releaseHeld(manager, order),
        async paid(manager, order) {
          order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
          const returnPolicy = await returnPolicyOf(returns, manager, order.lines);
          await outbox.enqueue(manager, { to: order.customerEmail, ...orderPaidToBuyer(order, `${publicUrl}${publicPath.order(order.number)}`, returnPolicy) });
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

  /** A paid order leaves the studio: its carrier and tracking number are kept, and the buyer is mailed them (with the tracking link). */
  async ship(number: string, shipment: ShipOrderInput): Promise<void> {
    await this.lifecycle.change(number, async (manager, order) => {
      if (!canTransition(order.status, 'shipped')) throw new BadRequestException(`Only a paid order can be shipped; ${order.number} is ${order.status}.`);
      if (!order.holdsStock)
        throw new BadRequestException(`Order ${order.number} holds no works (its payment came after it had ended): refund the buyer instead.`);
      const carrierName = shipment.carrier === 'other' ? (shipment.carrierName ?? null) : null;
      const trackingNumber = shipment.trackingNumber;
      await this.lifecycle.write(manager, order, 'shipped', { shippedAt: new Date(), carrier: shipment.carrier, carrierName, trackingNumber }, undefined, {
        carrier: carrierLabel(shipment.carrier, carrierName),
        trackingNumber,
      });
      order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
      await this.toBuyer(manager, order, orderShippedToBuyer(order, this.orderUrl(order), this.studioEmail));
    });
  }

  /**
   * A paid pickup order is ready at the studio: the date is kept and the buyer is mailed where and when to collect it
   * (the studio's address and opening hours). Only an order the buyer chose to collect, and one that holds its works.
   */
  async readyForPickup(number: string): Promise<void> {
    await this.lifecycle.change(number, async (manager, order) => {
      if (order.deliveryMethod !== 'pickup') throw new BadRequestException(`Order ${order.number} is to be shipped, not collected: mark it shipped instead.`);
      if (!canTransition(order.status, 'ready_for_pickup'))
        throw new BadRequestException(`Only a paid order can be made ready for pickup; ${order.number} is ${order.status}.`);
      if (!order.holdsStock)
        throw new BadRequestException(`Order ${order.number} holds no works (its payment came after it had ended): refund the buyer instead.`);
      await this.lifecycle.write(manager, order, 'ready_for_pickup', { readyForPickupAt: new Date() });
      order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
      await this.toBuyer(manager, order, orderReadyForPickupToBuyer(order, this.orderUrl(order), this.pickup, this.studioEmail));
    });
  }

  /** The buyer collected a pickup order at the studio: the date is kept. */
  async collected(number: string): Promise<void> {
    await this.lifecycle.change(number, async (manager, order) => {
      if (!canTransition(order.status, 'collected'))
        throw new BadRequestException(`Only an order ready for pickup can be marked collected; ${order.number} is ${order.status}.`);
      await this.lifecycle.write(manager, order, 'collected', { collectedAt: new Date() });
    });
  }

  /** The studio confirms a shipped order arrived: the date is kept and shown to the staff and the buyer, who is mailed. */
  async deliver(number: string): Promise<void> {
    await this.lifecycle.change(number, async (manager, order) => {
      if (!canTransition(order.status, 'delivered'))
        throw new BadRequestException(`Only a shipped order can be marked delivered; ${order.number} is ${order.status}.`);
      await this.lifecycle.write(manager, order, 'delivered', { deliveredAt: new Date() });
      order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
      const returnPolicy = await returnPolicyOf(this.returns, manager, order.lines);
      await this.toBuyer(manager, order, orderDeliveredToBuyer(order, this.orderUrl(order), returnPolicy, this.studioEmail));
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

  /**
   * The studio records money it gave back (IremboPay has no refund API). Under the order's row lock, so two
   * refunds recorded at once cannot together exceed what was paid: the amount is at most what was paid less
   * earlier refunds. When the refunds reach what was paid the order is refunded ('refund due' clears, the date
   * is kept). The ledger reverses the refund's part of the share and the buyer is mailed, in the same transaction.
   */
  recordRefund(number: string, input: RecordRefundInput): Promise<OrderRefund> {
    return this.lifecycle.change(number, async (manager, order) => {
      const today = kigaliToday();
      const refundedOn = input.refundedOn ?? today;
      if (refundedOn > today) throw new BadRequestException(`refundedOn cannot be in the future (today is ${today} in Kigali).`);
      const { paid, refunded } = await this.refundable(manager, order);
      if (!paid) throw new BadRequestException(`Order ${order.number} has no payment recorded: there is nothing to refund.`);
      const amount = toCents(input.amount);
      const left = paid - refunded;
      const money = (cents: number) => formatMoney(fromCents(cents), order.currency);
      if (amount > left)
        throw new BadRequestException(
          left === 0
            ? `Order ${order.number} is already refunded in full (${money(paid)}).`
            : `A refund of ${money(amount)} is more than what is left to refund on order ${order.number}: ${money(left)} (${money(paid)} paid, ${money(refunded)} refunded).`,
        );
      return this.refund(manager, order, {
        amount,
        refunded,
        paid,
        method: input.method,
        reference: input.reference ?? '',
        reason: input.reason ?? '',
        refundedOn,
      });
    });
  }

  /**
   * 'Mark refunded' on an order with a refund due: records a refund of all that is left (no method or reference
   * given). An order with no payment recorded (one that did not match it was never taken), or nothing left to
   * refund, only has the flag cleared and the date kept, as before refunds were records.
   */
  async markRefunded(number: string): Promise<void> {
    await this.lifecycle.change(number, async (manager, order) => {
      if (!order.refundDue) throw new BadRequestException(`Order ${order.number} has no refund due.`);
      const { paid, refunded } = await this.refundable(manager, order);
      if (paid > refunded) {
        await this.refund(manager, order, { amount: paid - refunded, refunded, paid, method: null, reference: '', reason: '', refundedOn: kigaliToday() });
        return;
      }
      await manager.update(Order, { id: order.id }, { refundDue: false, refundedAt: new Date() });
      await this.lifecycle.record(manager, order, 'order.refunded', { changes: change('refundDue', true, false) });
      order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
      await this.toBuyer(manager, order, orderRefundedToBuyer(order, this.orderUrl(order), null));
    });
  }

  /** What was paid (0 when no payment was recorded) and what went back so far, in cents, read under the order's lock. */
  private async refundable(manager: EntityManager, order: Order): Promise<{ paid: number; refunded: number }> {
    const [{ refunded }]: { refunded: string }[] = await manager.query(
      `SELECT coalesce(sum(amount), 0)::numeric(14,2)::text AS refunded FROM order_refund WHERE order_id = $1`,
      [order.id],
    );
    return { paid: order.paidAt ? toCents(order.total) : 0, refunded: toCents(refunded) };
  }

  private async refund(
    manager: EntityManager,
    order: Order,
    r: { amount: number; refunded: number; paid: number; method: RefundMethod | null; reference: string; reason: string; refundedOn: string },
  ): Promise<OrderRefund> {
    const refund = manager.create(OrderRefund, {
      orderId: order.id,
      amount: fromCents(r.amount),
      currency: order.currency,
      method: r.method,
      reference: r.reference,
      reason: r.reason,
      refundedOn: r.refundedOn,
    });
    await manager.insert(OrderRefund, refund);
    const full = r.refunded + r.amount === r.paid;
    if (full) await manager.update(Order, { id: order.id }, { refundDue: false, refundedAt: new Date() });
    await this.lifecycle.record(manager, order, 'order.refunded', {
      changes: full ? change('refundDue', order.refundDue, false) : [],
      details: {
        amount: refund.amount,
        currency: refund.currency,
        method: r.method ?? 'not stated',
        refunded: fromCents(r.refunded + r.amount),
        paid: fromCents(r.paid),
      },
    });
    await this.events.refunded(manager, order, { refund, refundedBefore: fromCents(r.refunded), paid: fromCents(r.paid) });
    order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
    await this.toBuyer(manager, order, orderRefundedToBuyer(order, this.orderUrl(order), { amount: refund.amount, method: r.method, full }));
    return refund;
  }
}
