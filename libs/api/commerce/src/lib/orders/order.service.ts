import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { containsPattern, notFound, Page, pageWindow } from '@sawa/api/common';
import type { OverdueOutcome } from '../lifecycle/payable';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payments/payment-provider';
import { HoldSettings } from './hold.settings';
import { OrderInvoices } from './order-invoice';
import type { RecordRefundInput, ShipOrderInput } from './order-after-sale.input';
import { OrderTransitions, PaymentConfirmation, PaymentOutcome } from './order-transitions';
import { ORDER_STATUSES, Order, OrderStatus } from './order.entity';
import { publicPath } from '@sawa/shared/domain';

/** What an order shows as its customer's name once their data was erased on request. */
export const ERASED_NAME = 'Erased on request';

export interface OverdueOrder {
  id: string;
  number: string;
  invoiceNumber: string | null;
}

@Injectable()
export class OrderService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly dataSource: DataSource,
    private readonly transitions: OrderTransitions,
    private readonly holds: HoldSettings,
    private readonly invoices: OrderInvoices,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /**
   * The orders of an address that still need its contact details: waiting for payment, paid and not yet
   * shipped (the address is where it goes), ready for pickup, or owed a refund. A customer's data is erased only once none is left.
   */
  async needingContact(manager: EntityManager, email: string): Promise<string[]> {
    const rows = await manager
      .createQueryBuilder(Order, 'o')
      .select('o.number', 'number')
      .where('lower(o.customer_email) = :email', { email: email.toLowerCase() })
      .andWhere("(o.status IN ('pending', 'paid', 'ready_for_pickup') OR o.refund_due)")
      .orderBy('o.created_at')
      .getRawMany<{ number: string }>();
    return rows.map((r) => r.number);
  }

  /**
   * Erases the customer's personal data from their orders (name, e-mail, phone, shipping address, their
   * notes); the money records stay: number, lines, totals, payment reference, dates, country. The staff
   * note says when. In the caller's transaction; returns how many orders.
   */
  async anonymiseCustomer(manager: EntityManager, email: string): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .update(Order)
      .set({
        customerName: ERASED_NAME,
        customerEmail: '',
        customerPhone: '',
        shippingAddress: '',
        addressRegion: null,
        addressCity: null,
        addressPostcode: null,
        addressLine1: null,
        addressLine2: null,
        notes: '',
        staffNote: () =>
          `concat_ws(E'\\n', NULLIF(staff_note, ''), 'Customer data erased on request on ' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '.')`,
      })
      .where('lower(customer_email) = :email', { email: email.toLowerCase() })
      .execute();
    return result.affected ?? 0;
  }

  async findByNumber(number: string): Promise<Order> {
    const order = await this.orders.findOne({ where: { number }, relations: { lines: true, refunds: true } });
    if (!order) throw notFound('order', number);
    return order;
  }

  async list(input: { status?: OrderStatus; search?: string; lacksEbm?: boolean; page?: number; pageSize?: number } = {}): Promise<Page<Order>> {
    const query = this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.lines', 'line')
      .leftJoinAndSelect('o.refunds', 'refund')
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'ASC');
    if (input.status) query.andWhere('o.status = :status', { status: input.status });
    if (input.lacksEbm) {
      // Paid (and not ended since), with VAT recorded, and no EBM invoice number yet (TaxService.lackingEbmCsv lists the same).
      query.andWhere(
        "o.status IN ('paid', 'shipped', 'delivered', 'ready_for_pickup', 'collected') AND o.vat_treatment IS NOT NULL AND o.ebm_invoice_number IS NULL",
      );
    }
    if (input.search?.trim()) {
      query.andWhere('(o.number ILIKE :q OR o.customer_name ILIKE :q OR o.customer_email ILIKE :q)', {
        q: containsPattern(input.search),
      });
    }
    const { skip, take } = pageWindow(input);
    const [items, totalItems] = await query.skip(skip).take(take).getManyAndCount();
    return { items, totalItems };
  }

  /**
   * The buyer opens the payment page (the Pay step). The first time, while the order still waits and its hold has not
   * lapsed, the hold is extended to HOLD_EXTENSION_MINUTES from now; the extension is claimed by a conditional update,
   * so it happens once however often the page is opened. The order's invoice is made now, the first time (checkout
   * makes none), expiring with the hold; an order whose invoice was made at checkout by an earlier version has its
   * invoice's expiry moved, at IremboPay first and then here. Returns where to send the buyer.
   */
  async openPayment(number: string): Promise<string> {
    const order = await this.findByNumber(number);
    if (order.status !== 'pending') return publicPath.order(order.number);
    const until = new Date(Date.now() + this.holds.extensionMinutes * 60_000);
    const claim = this.orders
      .createQueryBuilder()
      .update()
      .set(order.invoiceNumber ? { holdExtendedAt: () => 'now()' } : { holdExtendedAt: () => 'now()', expiresAt: until })
      .where("id = :id AND status = 'pending' AND hold_extended_at IS NULL AND expires_at > now() AND expires_at < :until", { id: order.id, until });
    const claimed = await claim.execute();
    if (!order.invoiceNumber) {
      if (claimed.affected) order.expiresAt = until;
      // A hold that lapsed is not paid for: the sweep ends it.
      else if (order.expiresAt.getTime() <= Date.now()) return publicPath.order(order.number);
      return (await this.invoices.create(order)) ?? publicPath.order(order.number);
    }
    if (claimed.affected) {
      try {
        await this.payments.updateExpiry(order.invoiceNumber, until);
        await this.orders.createQueryBuilder().update().set({ expiresAt: until }).where("id = :id AND status = 'pending'", { id: order.id }).execute();
      } catch (error) {
        this.logger.warn(`The hold of order ${order.number} could not be extended at the payment service: ${(error as Error).message}`);
      }
    }
    return order.paymentLinkUrl ?? publicPath.order(order.number);
  }

  /** A payment reported for this order (see OrderTransitions.pay). */
  markPaid(number: string, payment: PaymentConfirmation): Promise<PaymentOutcome> {
    return this.transitions.pay(number, payment);
  }

  async markShipped(number: string, shipment: ShipOrderInput): Promise<Order> {
    await this.transitions.ship(number, shipment);
    return this.findByNumber(number);
  }

  async markReadyForPickup(number: string): Promise<Order> {
    await this.transitions.readyForPickup(number);
    return this.findByNumber(number);
  }

  async markCollected(number: string): Promise<Order> {
    await this.transitions.collected(number);
    return this.findByNumber(number);
  }

  async markDelivered(number: string): Promise<Order> {
    await this.transitions.deliver(number);
    return this.findByNumber(number);
  }

  /** Records a refund the studio made (see OrderTransitions.recordRefund). */
  async recordRefund(number: string, input: RecordRefundInput): Promise<Order> {
    await this.transitions.recordRefund(number, input);
    return this.findByNumber(number);
  }

  /** Cancels a pending or paid order; what it holds goes back on sale, once (a paid one is flagged 'refund due'). */
  async cancel(number: string): Promise<Order> {
    await this.transitions.cancel(number);
    return this.findByNumber(number);
  }

  async markRefunded(number: string): Promise<Order> {
    await this.transitions.markRefunded(number);
    return this.findByNumber(number);
  }

  /** Pending orders whose hold has lapsed, oldest first (the sweep settles them one by one). */
  async overdue(): Promise<OverdueOrder[]> {
    return (await this.transitions.lifecycle.overdue()).map(({ id, key, invoiceNumber }) => ({ id, number: key, invoiceNumber }));
  }

  /**
   * Settles one order whose hold lapsed: its invoice is read back first; paid (its notification lost)
   * makes it paid through the notification's own path and checks; no answer from the provider leaves it
   * reserved for the next sweep; anything else ends it (expired) and puts back what it holds.
   */
  settleOverdue({ id, number, invoiceNumber }: OverdueOrder): Promise<OverdueOutcome> {
    return this.transitions.lifecycle.settleOverdue({ id, key: number, invoiceNumber });
  }

  async sales(): Promise<{ paidOrders: number; revenue: { currency: string; amount: string }[]; pendingOrders: number }> {
    const revenue: { currency: string; amount: string }[] = await this.dataSource.query(
      `SELECT currency, sum(total)::numeric(14,2)::text AS amount FROM customer_order WHERE status IN ('paid', 'shipped', 'delivered', 'ready_for_pickup', 'collected') GROUP BY currency ORDER BY currency`,
    );
    const [{ paid, pending }]: { paid: number; pending: number }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status IN ('paid', 'shipped', 'delivered', 'ready_for_pickup', 'collected'))::int AS paid, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM customer_order`,
    );
    return { paidOrders: paid, pendingOrders: pending, revenue };
  }

  static isStatus(value: unknown): value is OrderStatus {
    return ORDER_STATUSES.includes(value as OrderStatus);
  }
}
