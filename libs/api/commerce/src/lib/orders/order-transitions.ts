import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import { PaymentAlerts } from '../payments/payment-alerts';
import { PAYMENT_PROVIDER, PaymentProvider, paymentMismatch } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { orderPaidToBuyer, orderPaidToStudio } from '../templates/order-mails';
import { OrderEvents } from './order-events';
import { OrderLine } from './order-line.entity';
import { commitReserved, releaseHeld } from './order-stock';
import { Order, OrderStatus } from './order.entity';
import { publicPath } from '@sawa/shared/domain';

/**
 * The one table of an order's statuses: pending → paid → shipped; pending → expired or cancelled;
 * paid → cancelled (the money is then to be refunded). expired, cancelled and shipped are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
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

/** A payment as IremboPay (or its sandbox) reports it, in a notification or an invoice read back. */
export interface PaymentConfirmation {
  /** Decimal text, as the provider wrote it. */
  amount?: string;
  currency?: string;
  paidAt?: string;
  paymentMethod?: string;
  paymentReference?: string;
}

/** paid: now; already: nothing to do (a replay); late: recorded on an ended order, refund due; mismatch: not paid, flagged; unknown: no such order. */
export type PaymentOutcome = 'paid' | 'already' | 'late' | 'mismatch' | 'unknown';

const appendNote = (order: Order, note: string) =>
  order.staffNote.includes(note) ? order.staffNote : `${order.staffNote}${order.staffNote ? '\n' : ''}${note}`;

/**
 * Every change of an order's status, each in its own transaction: the order row is locked first
 * (`FOR UPDATE`), the transition table is checked against the status read under that lock, and the
 * status is written with a conditional update (`WHERE status = <the status read>`), so two changes
 * racing for one order (ship and cancel) cannot both win. Stock moves with the status (see
 * order-stock.ts), and listeners (OrderEvents) run in the same transaction. A cancelled or expired
 * order's invoice is then ended at IremboPay, after the commit.
 */
@Injectable()
export class OrderTransitions {
  private readonly logger = new Logger('Orders');
  private readonly studioEmail: string;
  private readonly publicUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly alerts: PaymentAlerts,
    private readonly events: OrderEvents,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly settings: PaymentsSettings,
    config: ConfigService<Environment, true>,
  ) {
    this.studioEmail = config.get('STUDIO_EMAIL', { infer: true });
    this.publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
  }

  /**
   * A payment reported for this order (verified notification, or the invoice read back). It must
   * match the order's total and currency exactly, else nothing is paid and the staff are alerted.
   * A pending order becomes paid once (a replay changes nothing) and its reserved units become sold;
   * an order that had ended (expired, cancelled) records the payment, takes no stock, and is flagged
   * 'refund due'.
   */
  async pay(number: string, payment: PaymentConfirmation): Promise<PaymentOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, { number });
      if (!order) return 'unknown';
      const mismatch = paymentMismatch(payment, { total: order.total, currency: order.currency });
      if (mismatch) {
        const issue = `A payment did not match the order (${mismatch}); it was not taken as paid.`;
        if (order.paymentIssue !== issue) {
          await manager.update(Order, { id: order.id }, { paymentIssue: issue, refundDue: true });
          await this.alerts.raise(manager, {
            what: 'Order',
            reference: order.number,
            reason: issue,
            action: 'Check the payment in the IremboPay merchant portal and refund it; the order stays unpaid.',
            details: [payment.paymentReference ? `Payment reference: ${payment.paymentReference}` : ''].filter(Boolean),
          });
        }
        return 'mismatch';
      }
      if (order.status === 'paid' || order.status === 'shipped' || order.paidAt) return 'already';
      const recorded = {
        paidAt: payment.paidAt ? new Date(payment.paidAt) : new Date(),
        // SANDBOX whenever the sandbox took it: a 'Test payment' everywhere it is shown.
        paymentMethod: this.settings.recordedPaymentMethod(payment.paymentMethod),
        paymentReference: payment.paymentReference ?? null,
      };
      if (order.status !== 'pending' || !order.holdsStock) {
        // Ended before the money came (or holds nothing): nothing is taken back, its works may be sold to someone else.
        const staffNote = appendNote(order, LATE_PAYMENT_NOTE);
        await manager.update(Order, { id: order.id }, { ...recorded, refundDue: true, staffNote });
        await this.alerts.raise(manager, {
          what: 'Order',
          reference: order.number,
          reason: `A payment of ${order.total} ${order.currency} arrived after the order had ${order.status === 'expired' ? 'expired' : 'been cancelled'}.`,
          action: 'Refund the buyer (or agree with them on another work); the order holds no works.',
          details: [`${order.customerName} <${order.customerEmail}>`, order.customerPhone],
        });
        return 'late';
      }
      await commitReserved(manager, order);
      await this.write(manager, order, 'paid', recorded);
      Object.assign(order, recorded, { status: 'paid' });
      order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
      await this.outbox.enqueue(manager, { to: order.customerEmail, ...orderPaidToBuyer(order, `${this.publicUrl}${publicPath.order(order.number)}`) });
      await this.outbox.enqueue(manager, { to: this.studioEmail, replyTo: order.customerEmail, ...orderPaidToStudio(order) });
      await this.events.paid(manager, order);
      return 'paid';
    });
  }

  async ship(number: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, { number }, true);
      if (!canTransition(order.status, 'shipped')) throw new BadRequestException(`Only a paid order can be shipped; ${order.number} is ${order.status}.`);
      if (!order.holdsStock)
        throw new BadRequestException(`Order ${order.number} holds no works (its payment came after it had ended): refund the buyer instead.`);
      await this.write(manager, order, 'shipped');
    });
  }

  /** The studio cancels a pending order (its units go back) or a paid one (its units go back; the money is to be refunded). */
  async cancel(number: string): Promise<void> {
    const order = await this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, { number }, true);
      if (!canTransition(order.status, 'cancelled')) throw new BadRequestException(`A ${order.status} order cannot be cancelled.`);
      const wasPaid = order.status === 'paid';
      await releaseHeld(manager, order);
      const staffNote = appendNote(order, wasPaid ? CANCELLED_AFTER_PAYMENT_NOTE : 'Cancelled by the studio.');
      await this.write(manager, order, 'cancelled', { staffNote, ...(wasPaid ? { refundDue: true } : {}) });
      if (wasPaid) await this.events.cancelledAfterPayment(manager, Object.assign(order, { status: 'cancelled', staffNote, refundDue: true }));
      return { ...order, wasPaid };
    });
    if (!order.wasPaid) await this.endInvoice(order);
  }

  /**
   * Ends a pending order (`expired`: its invoice expired unpaid; `cancelled`: no invoice could be
   * made for it) and puts its units back. False when it was no longer pending.
   */
  async end(orderId: string, status: 'expired' | 'cancelled', note: string, issue?: string): Promise<boolean> {
    const order = await this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, { id: orderId });
      if (!order || !canTransition(order.status, status) || order.status !== 'pending') return undefined;
      await releaseHeld(manager, order);
      await this.write(manager, order, status, { staffNote: appendNote(order, note), ...(issue ? { paymentIssue: issue } : {}) });
      return order;
    });
    if (!order) return false;
    await this.endInvoice(order);
    return true;
  }

  /** The studio refunded the buyer: the flag is cleared and the date kept. */
  async markRefunded(number: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, { number }, true);
      if (!order.refundDue) throw new BadRequestException(`Order ${order.number} has no refund due.`);
      await manager.update(Order, { id: order.id }, { refundDue: false, refundedAt: new Date() });
    });
  }

  private async lock(manager: EntityManager, where: { number: string } | { id: string }): Promise<Order | null>;
  private async lock(manager: EntityManager, where: { number: string } | { id: string }, required: true): Promise<Order>;
  private async lock(manager: EntityManager, where: { number: string } | { id: string }, required = false): Promise<Order | null> {
    const order = await manager.findOne(Order, { where, lock: { mode: 'pessimistic_write' } });
    if (!order && required) throw new BadRequestException(`No order ${'number' in where ? where.number : where.id}.`);
    return order;
  }

  /** The status change itself: conditional on the status read under the lock (belt and braces: the lock already serialises). */
  private async write(manager: EntityManager, order: Order, to: OrderStatus, also: Partial<Order> = {}): Promise<void> {
    if (!canTransition(order.status, to)) throw new BadRequestException(`An order cannot go from ${order.status} to ${to}.`);
    const result = await manager
      .createQueryBuilder()
      .update(Order)
      .set({ ...also, status: to })
      .where('id = :id AND status = :from', { id: order.id, from: order.status })
      .execute();
    if (result.affected !== 1) throw new BadRequestException(`Order ${order.number} changed meanwhile; try again.`);
  }

  /**
   * After a pending order ended: its invoice is ended at IremboPay too (its expiry moved to now;
   * IremboPay documents no cancel), so the buyer can no longer pay it. If that fails, a payment that
   * still arrives is recorded as late, takes no stock and is flagged for a refund.
   */
  private async endInvoice(order: Order): Promise<void> {
    if (!order.invoiceNumber || !this.payments.available) return;
    try {
      await this.payments.updateExpiry(order.invoiceNumber, new Date());
    } catch (error) {
      this.logger.warn(`The invoice ${order.invoiceNumber} of order ${order.number} could not be ended at the payment service: ${(error as Error).message}`);
    }
  }
}
