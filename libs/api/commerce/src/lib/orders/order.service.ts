import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Art } from '@sawa/api/catalog';
import { notFound, Page, pageWindow } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { orderPaidToBuyer, orderPaidToStudio } from '../templates/order-mails';
import { CheckoutService, restock } from './checkout.service';
import { OrderLine } from './order-line.entity';
import { ORDER_STATUSES, Order, OrderStatus } from './order.entity';

export interface PaymentConfirmation {
  paidAt?: string;
  paymentMethod?: string;
  paymentReference?: string;
}

@Injectable()
export class OrderService {
  private readonly studioEmail: string;
  private readonly publicUrl: string;

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly dataSource: DataSource,
    private readonly checkout: CheckoutService,
    private readonly outbox: OutboxService,
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
        const arts = await manager
          .getRepository(Art)
          .find({ where: lines.flatMap((l) => (l.artId ? [{ id: l.artId }] : [])), lock: { mode: 'pessimistic_write', tables: ['art'] } });
        const available = lines.every((l) => !l.artId || (arts.find((a) => a.id === l.artId)?.quantity ?? 0) >= l.quantity);
        if (available)
          for (const l of lines)
            if (l.artId) await manager.decrement(Art, { id: l.artId }, 'quantity', l.quantity);
            else
              order.staffNote = `${order.staffNote}${order.staffNote ? '\n' : ''}Paid after its reservation ended and a work is no longer in stock: contact the buyer (refund or another work).`;
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

  /** Ends every pending order whose invoice expired, putting its units back. Returns how many. */
  async expireOverdue(): Promise<number> {
    const overdue = await this.orders
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where("o.status = 'pending' AND o.expires_at < now()")
      .getRawMany<{ id: string }>();
    let count = 0;
    for (const { id } of overdue) if (await this.checkout.release(id, 'expired', 'The invoice expired unpaid.')) count += 1;
    return count;
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
