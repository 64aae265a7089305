import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { Art } from '@sawa/api/catalog';
import { notFound, Page, pageWindow } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { orderPaidToBuyer, orderPaidToStudio } from '../templates/order-mails';
import { CheckoutService, restock } from './checkout.service';
import { PAYMENT_PROVIDER, PaymentProvider, readInvoiceBack } from '../payments/payment-provider';
import { OrderLine } from './order-line.entity';
import { ORDER_STATUSES, Order, OrderStatus } from './order.entity';

/** Written on an order paid after its reservation ended when its works are no longer all there. */
export const LATE_PAYMENT_NOTE = 'Paid after its reservation ended and a work is no longer in stock: contact the buyer (refund or another work).';

export interface PaymentConfirmation {
  paidAt?: string;
  paymentMethod?: string;
  paymentReference?: string;
}

@Injectable()
export class OrderService {
  private readonly logger = new Logger('Orders');
  private readonly studioEmail: string;
  private readonly publicUrl: string;

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly dataSource: DataSource,
    private readonly checkout: CheckoutService,
    private readonly outbox: OutboxService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    config: ConfigService<Environment, true>,
  ) {
    this.studioEmail = config.get('STUDIO_EMAIL', { infer: true });
    this.publicUrl = config.get('PUBLIC_URL', { infer: true }) as string;
  }

  async findByNumber(number: string): Promise<Order> {
    const order = await this.orders.findOne({ where: { number }, relations: { lines: true } });
    if (!order) throw notFound('order', number);
    return order;
  }

  async list(input: { status?: OrderStatus; search?: string; page?: number; pageSize?: number } = {}): Promise<Page<Order>> {
    const query = this.orders.createQueryBuilder('o').leftJoinAndSelect('o.lines', 'line').orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'ASC');
    if (input.status) query.andWhere('o.status = :status', { status: input.status });
    if (input.search?.trim()) {
      query.andWhere('(o.number ILIKE :q OR o.customer_name ILIKE :q OR o.customer_email ILIKE :q)', {
        q: `%${input.search.trim().replace(/[\\%_]/g, '\\$&')}%`,
      });
    }
    const { skip, take } = pageWindow(input);
    const [items, totalItems] = await query.skip(skip).take(take).getManyAndCount();
    return { items, totalItems };
  }

  /**
   * A verified payment notification: the order becomes paid once (a replay changes nothing), and
   * the buyer and the studio are mailed in the same transaction. A payment that arrives after
   * the reservation expired takes the units back if they are still there, else flags the order.
   */
  async markPaid(number: string, payment: PaymentConfirmation): Promise<'paid' | 'already' | 'unknown'> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { number }, lock: { mode: 'pessimistic_write' } });
      if (!order) return 'unknown';
      if (order.status === 'paid' || order.status === 'shipped') return 'already';
      if (order.status === 'expired' || order.status === 'cancelled') {
        const lines = await manager.find(OrderLine, { where: { orderId: order.id } });
        const ids = [...new Set(lines.flatMap((l) => (l.artId ? [l.artId] : [])))].sort();
        // Row locks in id order, as checkout takes them, so the two never deadlock.
        const arts = ids.length
          ? await manager.getRepository(Art).find({ where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write', tables: ['art'] } })
          : [];
        // Every line must find its work with enough units (a deleted work cannot be taken back);
        // the same work on two lines (two editions) needs the sum of both.
        const wanted = new Map<string, number>();
        for (const l of lines) if (l.artId) wanted.set(l.artId, (wanted.get(l.artId) ?? 0) + l.quantity);
        const available =
          lines.every((l) => l.artId) && [...wanted].every(([artId, quantity]) => (arts.find((a) => a.id === artId)?.quantity ?? 0) >= quantity);
        if (available) {
          for (const [artId, quantity] of wanted) await manager.decrement(Art, { id: artId }, 'quantity', quantity);
        } else {
          order.staffNote = `${order.staffNote}${order.staffNote ? '\n' : ''}${LATE_PAYMENT_NOTE}`;
        }
      }
      order.status = 'paid';
      order.paidAt = payment.paidAt ? new Date(payment.paidAt) : new Date();
      order.paymentMethod = payment.paymentMethod ?? null;
      order.paymentReference = payment.paymentReference ?? null;
      await manager.save(order);
      order.lines = await manager.find(OrderLine, { where: { orderId: order.id } });
      await this.outbox.enqueue(manager, { to: order.customerEmail, ...orderPaidToBuyer(order, `${this.publicUrl}/order/${order.number}`) });
      await this.outbox.enqueue(manager, { to: this.studioEmail, replyTo: order.customerEmail, ...orderPaidToStudio(order) });
      return 'paid';
    });
  }

  async markShipped(number: string): Promise<Order> {
    const order = await this.findByNumber(number);
    if (order.status !== 'paid') throw new BadRequestException(`Only a paid order can be shipped; ${order.number} is ${order.status}.`);
    await this.orders.update({ id: order.id }, { status: 'shipped' });
    return this.findByNumber(number);
  }

  /** Cancels a pending or paid order and puts its units back on sale (a paid one needs a refund: noted). */
  async cancel(number: string): Promise<Order> {
    const order = await this.findByNumber(number);
    if (!['pending', 'paid'].includes(order.status)) throw new BadRequestException(`A ${order.status} order cannot be cancelled.`);
    const note = order.status === 'paid' ? 'Cancelled after payment: refund the buyer.' : 'Cancelled by the studio.';
    await this.checkout.release(order.id, 'cancelled', note);
    return this.findByNumber(number);
  }

  /**
   * Ends every pending order whose invoice expired, putting its units back; but first asks the
   * provider for the invoice: one that was paid (its notification lost) is marked paid instead,
   * through the same idempotent path as a notification. When the provider cannot answer, the
   * order waits for the next sweep.
   */
  async expireOverdue(): Promise<{ expired: number; paid: number }> {
    const overdue = await this.orders
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .addSelect('o.number', 'number')
      .addSelect('o.invoice_number', 'invoiceNumber')
      .where("o.status = 'pending' AND o.expires_at < now()")
      .orderBy('o.expires_at', 'ASC')
      .getRawMany<{ id: string; number: string; invoiceNumber: string | null }>();
    let expired = 0;
    let paid = 0;
    for (const { id, number, invoiceNumber } of overdue) {
      const invoice = await readInvoiceBack(this.payments, invoiceNumber, number);
      if (invoice === 'unreachable') {
        this.logger.warn(`Order ${number} expired but its invoice ${invoiceNumber} could not be read; it stays reserved until the next sweep`);
        continue;
      }
      if (invoice?.paymentStatus === 'PAID') {
        if ((await this.markPaid(number, invoice)) === 'paid') {
          paid += 1;
          this.logger.warn(`Order ${number} was paid but its notification never arrived: marked paid from its invoice`);
        }
        continue;
      }
      if (await this.checkout.release(id, 'expired', 'The invoice expired unpaid.')) expired += 1;
    }
    return { expired, paid };
  }

  async sales(): Promise<{ paidOrders: number; revenue: { currency: string; amount: string }[]; pendingOrders: number }> {
    const revenue: { currency: string; amount: string }[] = await this.dataSource.query(
      `SELECT currency, sum(total)::numeric(14,2)::text AS amount FROM customer_order WHERE status IN ('paid', 'shipped') GROUP BY currency ORDER BY currency`,
    );
    const [{ paid, pending }] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status IN ('paid', 'shipped'))::int AS paid, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM customer_order`,
    );
    return { paidOrders: paid, pendingOrders: pending, revenue };
  }

  static isStatus(value: unknown): value is OrderStatus {
    return ORDER_STATUSES.includes(value as OrderStatus);
  }
}

export { restock };
