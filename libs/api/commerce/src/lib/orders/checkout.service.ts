import { BadGatewayException, ConflictException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { Art, Edition } from '@sawa/api/catalog';
import { formatPrice, fromCents, ORIGINAL_ART_WORK, toCents } from '@sawa/shared/domain';
import { PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { newReference } from '../reference';
import { CheckoutInput } from './checkout.input';
import { OrderLine } from './order-line.entity';
import { Order } from './order.entity';

export interface CheckoutResult {
  orderNumber: string;
  paymentLinkUrl: string;
  total: string;
  currency: string;
}

/**
 * Turns a cart into an order: every price is read again from the database, stock is reserved
 * under row locks in one transaction (two buyers racing for the last unit get one order and
 * one clear refusal), then the invoice is created and its payment link returned.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PaymentsSettings,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  async checkout(input: CheckoutInput): Promise<CheckoutResult> {
    if (!this.payments.available)
      throw new ServiceUnavailableException('Payments are not configured on this site, so orders cannot be paid online. Please contact the studio.');
    const order = await this.dataSource.transaction((manager) => this.reserve(manager, input));
    try {
      const invoice = await this.payments.createInvoice({
        transactionId: order.number,
        items: order.lines.map((line) => ({ code: this.settings.artProductCode, quantity: line.quantity, unitAmount: Number(line.unitPrice) })),
        customer: { email: order.customerEmail, phoneNumber: order.customerPhone, name: order.customerName },
        description: `Order ${order.number}: ${order.lines.map((l) => `${l.quantity} x ${l.artName} (${l.edition})`).join(', ')}`.slice(0, 250),
        expiryAt: order.expiresAt,
        language: 'EN',
      });
      await this.dataSource.getRepository(Order).update({ id: order.id }, { invoiceNumber: invoice.invoiceNumber, paymentLinkUrl: invoice.paymentLinkUrl });
      return { orderNumber: order.number, paymentLinkUrl: invoice.paymentLinkUrl, total: order.total, currency: order.currency };
    } catch (error) {
      // No invoice, no order: the reservation is released at once.
      await this.release(order.id, 'cancelled', `The invoice could not be created: ${(error as Error).message}`);
      if (error instanceof PaymentProviderError) throw new BadGatewayException(`${error.message} Your order was not placed; please try again.`);
      throw error;
    }
  }

  private async reserve(manager: EntityManager, input: CheckoutInput): Promise<Order> {
    // Same work and edition twice in the cart: one line.
    const merged = new Map<string, (typeof input.lines)[number]>();
    for (const line of input.lines) {
      const key = `${line.artworkId}|${line.editionId}`;
      const seen = merged.get(key);
      if (seen && seen.unitPrice !== line.unitPrice)
        throw new ConflictException('The same edition appears twice with different prices; please review your cart.');
      merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
    }
    const ids = [...new Set([...merged.values()].map((l) => l.artworkId))].sort();
    // Row locks in a fixed order (by id): concurrent checkouts wait for each other, never deadlock.
    const arts = await manager.getRepository(Art).find({ where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write', tables: ['art'] } });
    const editions = await manager.getRepository(Edition).find({ where: { artId: In(ids) } });
    const wanted = new Map<string, number>();
    const lines: Partial<OrderLine>[] = [];
    let totalCents = 0;
    for (const line of merged.values()) {
      const art = arts.find((a) => a.id === line.artworkId);
      if (!art) throw new ConflictException('A work in your cart is no longer available.');
      const edition = editions.find((e) => e.id === line.editionId && e.artId === art.id);
      if (!edition) throw new ConflictException(`The chosen edition of "${art.artName}" is no longer available.`);
      if (toCents(edition.price) !== toCents(line.unitPrice)) {
        throw new ConflictException(
          `The price of "${art.artName}" (${edition.editionType}) is now ${formatPrice(edition.price)}, not ${formatPrice(line.unitPrice)}. Please review your cart.`,
        );
      }
      if (edition.editionType === ORIGINAL_ART_WORK && line.quantity > 1) throw new ConflictException(`There is only one original of "${art.artName}".`);
      wanted.set(art.id, (wanted.get(art.id) ?? 0) + line.quantity);
      const lineCents = toCents(edition.price) * line.quantity;
      totalCents += lineCents;
      lines.push({
        artId: art.id,
        artName: art.artName,
        edition: edition.editionType,
        unitPrice: fromCents(toCents(edition.price)),
        quantity: line.quantity,
        lineTotal: fromCents(lineCents),
      });
    }
    for (const art of arts) {
      const quantity = wanted.get(art.id) ?? 0;
      if (quantity > art.quantity)
        throw new ConflictException(
          art.quantity === 0
            ? `"${art.artName}" is no longer available.`
            : `Only ${art.quantity} of "${art.artName}" ${art.quantity === 1 ? 'is' : 'are'} left.`,
        );
      await manager.decrement(Art, { id: art.id }, 'quantity', quantity);
    }
    const order = manager.create(Order, {
      number: newReference('SAWA'),
      status: 'pending',
      customerName: input.name,
      customerEmail: input.email.toLowerCase(),
      customerPhone: input.phone,
      country: input.country,
      shippingAddress: input.shippingAddress,
      notes: input.notes ?? '',
      total: fromCents(totalCents),
      currency: this.settings.shopCurrency,
      expiresAt: new Date(Date.now() + this.settings.expiryMinutes * 60_000),
      lines: lines as OrderLine[],
    });
    return manager.save(order);
  }

  /** Ends a pending order and puts its units back on sale. Returns false when it was no longer pending. */
  async release(orderId: string, status: 'cancelled' | 'expired', note = ''): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order || (order.status !== 'pending' && !(status === 'cancelled' && order.status === 'paid'))) return false;
      await restock(manager, order.id);
      await manager.update(Order, { id: order.id }, { status, staffNote: note ? `${order.staffNote}${order.staffNote ? '\n' : ''}${note}` : order.staffNote });
      return true;
    });
  }
}

/** Puts an order's units back on their works (works deleted since are skipped). */
export async function restock(manager: EntityManager, orderId: string): Promise<void> {
  const lines = await manager.find(OrderLine, { where: { orderId } });
  for (const line of lines) if (line.artId) await manager.increment(Art, { id: line.artId }, 'quantity', line.quantity);
}
