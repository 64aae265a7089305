import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { ConfigService } from '@nestjs/config';
import { Art, Edition } from '@sawa/api/catalog';
import { Environment } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import {
  addressProblem,
  availableUnits,
  BASE_CURRENCY,
  checkoutCurrencyProblem,
  countryName,
  CountryCode,
  DELIVERY_MESSAGES,
  formatAddress,
  formatMoney,
  fromCents,
  isOriginalEdition,
  orderVat,
  toCents,
} from '@sawa/shared/domain';
import { ShippingRatesService } from '../delivery/shipping-rates.service';
import { TaxService } from '../tax/tax.service';
import { DeliveryMethodEnum } from '../delivery/delivery.types';
import { ConservationLedgerService } from '../conservation/conservation-ledger.service';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { orderEnquiryToBuyer, orderEnquiryToStudio } from '../templates/order-mails';
import { newReference } from '../reference';
import { CheckoutInput } from './checkout.input';
import { OrderLine } from './order-line.entity';
import { Order } from './order.entity';
import { bumpVersions, lockArtworks, unitsByEdition } from './order-stock';
import { HoldSettings, phoneDigits } from './hold.settings';
import { paymentPageUrl } from './payment-page';

export interface CheckoutResult {
  orderNumber: string;
  paymentLinkUrl: string;
  total: string;
  currency: string;
}

/** An edition's price in `currency`: the dollar price is its `price`, the others are in `otherPrices` (issue 22). */
export const editionPriceIn = (edition: Pick<Edition, 'price' | 'otherPrices'>, currency: string): string | undefined =>
  currency === BASE_CURRENCY ? edition.price : edition.otherPrices?.[currency];

/**
 * A checkout that takes up a shipping quote the studio answered (issue 24 item 4): the quoted shipping instead of the
 * flat rate, in the quote's currency; `claim` runs first in the checkout's transaction (locks the quote and checks it can
 * be taken up), `taken` last, with the order made (marks it taken up), so both commit with the order or not at all.
 */
export interface QuotedShipping {
  shippingCents: number;
  currency: string;
  claim(manager: EntityManager): Promise<void>;
  taken(manager: EntityManager, order: Order): Promise<void>;
}

/** The client an order came from, as a digest (the address itself is not kept): only compared, to count what it holds. */
export const clientTag = (client: string) => createHash('sha256').update(`sawa-order-client:${client}`).digest('hex').slice(0, 32);

/**
 * Turns a cart into an order: every price is read again from the database, stock is reserved
 * under row locks in one transaction (two buyers racing for the last unit get one order and
 * one clear refusal), and the way to pay returned.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PaymentsSettings,
    private readonly holds: HoldSettings,
    private readonly conservation: ConservationLedgerService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly outbox: OutboxService,
    private readonly config: ConfigService<Environment, true>,
    private readonly shippingRates: ShippingRatesService,
    private readonly tax: TaxService,
  ) {}

  /**
   * Payments are off (no IremboPay account, no sandbox): the buyer's cart and details go to the studio as an
   * enquiry instead of being dropped, and the buyer gets an acknowledgement. Nothing is reserved or charged; the
   * lines are read from the catalogue now (names and current prices). Refused while payments are taken online.
   */
  async enquire(input: CheckoutInput): Promise<{ studioEmail: string }> {
    if (this.payments.available) throw new BadRequestException('Payments are available: please place your order and pay online.');
    this.assertAddress(input);
    const currency = this.assertCurrency(input);
    const lines = this.mergeLines(input.lines);
    const studioEmail = this.config.get('STUDIO_EMAIL', { infer: true });
    await this.dataSource.transaction(async (manager) => {
      const arts = await manager.getRepository(Art).find({ where: { id: In(lines.map((l) => l.artworkId)) } });
      const editions = await manager.getRepository(Edition).find({ where: { id: In(lines.map((l) => l.editionId)) } });
      const enquiry = {
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        country: input.address ? countryName(input.address.countryCode) : '',
        shippingAddress:
          input.delivery === DeliveryMethodEnum.pickup ? 'Collected at the studio in Musanze (pickup)' : input.address ? formatAddress(input.address) : '',
        notes: input.notes,
        currency,
        lines: lines.map((line) => {
          const art = arts.find((a) => a.id === line.artworkId);
          const edition = editions.find((e) => e.id === line.editionId && e.artId === line.artworkId);
          if (!art || !edition) throw new ConflictException('A work in your cart is no longer available.');
          const unitPrice = editionPriceIn(edition, currency);
          if (unitPrice === undefined) throw new BadRequestException(this.currencyProblem(input, currency, [{ art, edition }]));
          return { quantity: line.quantity, artName: art.name, edition: edition.type, unitPrice };
        }),
      };
      await this.outbox.enqueue(manager, { to: studioEmail, replyTo: enquiry.email, ...orderEnquiryToStudio(enquiry) });
      await this.outbox.enqueue(manager, { to: enquiry.email, replyTo: studioEmail, ...orderEnquiryToBuyer(enquiry, studioEmail) });
    });
    return { studioEmail };
  }

  /**
   * `client`: who asks (clientKey: the address, an IPv6 client by its /64), for the cap on what one client may hold.
   * No invoice is made here: the buyer's way to pay (paymentLinkUrl, the Pay step) makes it (OrderInvoices).
   */
  async checkout(input: CheckoutInput, client: string, quoted?: QuotedShipping): Promise<CheckoutResult> {
    if (!this.payments.available)
      throw new ServiceUnavailableException('Payments are not configured on this site, so orders cannot be paid online. Please contact the studio.');
    this.assertAddress(input);
    const currency = this.assertCurrency(input);
    const lines = this.mergeLines(input.lines);
    if (quoted && quoted.currency !== currency) throw new ConflictException(`This quote is in ${quoted.currency}; this checkout is in ${currency}.`);
    const order = await this.dataSource.transaction(async (manager) => {
      await quoted?.claim(manager);
      const made = await this.reserve(manager, input, lines, clientTag(client), currency, quoted?.shippingCents);
      await quoted?.taken(manager, made);
      return made;
    });
    // The buyer goes to the payment page through the shop, which makes the invoice and extends the hold once on the way.
    return { orderNumber: order.number, paymentLinkUrl: paymentPageUrl(this.settings.publicUrl, order.number), total: order.total, currency: order.currency };
  }

  /** The address rules the input's decorators cannot say alone (a Rwandan address's province and district): addressProblem. */
  private assertAddress(input: CheckoutInput): void {
    if (!input.address) {
      if (input.delivery === DeliveryMethodEnum.shipping) throw new BadRequestException(DELIVERY_MESSAGES.addressRequired);
      return;
    }
    const problem = addressProblem(input.address);
    if (problem) throw new BadRequestException(problem);
  }

  /**
   * The checkout's currency (issue 22): one the shop sells in (left out: dollars), and one this delivery may be paid in
   * (checkoutCurrencyProblem: a delivery in Rwanda or a pickup is invoiced in RWF). The lines are checked under lock.
   */
  /** The checkout's currency (left out: USD), refused when the delivery's rule does not allow it (also a quote request's). */
  assertCurrency(input: CheckoutInput): string {
    const currency = this.settings.checkoutCurrency(input.currency);
    const problem = this.currencyProblem(input, currency, []);
    if (problem) throw new BadRequestException(problem);
    return currency;
  }

  /** The one rule (checkoutCurrencyProblem) over these editions' prices. */
  currencyProblem(input: CheckoutInput, currency: string, lines: { art: Pick<Art, 'name'>; edition: Edition }[]): string | undefined {
    return checkoutCurrencyProblem(
      { delivery: input.delivery, countryCode: input.address?.countryCode, currency, sold: this.settings.sold },
      lines.map(({ art, edition }) => ({
        work: art.name,
        edition: edition.type,
        prices: this.settings.sold.flatMap((c) => {
          const amount = editionPriceIn(edition, c);
          return amount === undefined ? [] : [{ currency: c, amount }];
        }),
      })),
    );
  }

  /** Same work and edition twice in the cart: one line. Then the size limits of one order. */
  private mergeLines(lines: CheckoutInput['lines']): CheckoutInput['lines'] {
    const merged = new Map<string, CheckoutInput['lines'][number]>();
    for (const line of lines) {
      const key = `${line.artworkId}|${line.editionId}`;
      const seen = merged.get(key);
      if (seen && seen.unitPrice !== line.unitPrice)
        throw new ConflictException('The same edition appears twice with different prices; please review your cart.');
      merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
    }
    if (merged.size > this.holds.maxLines)
      throw new BadRequestException(`An order can hold at most ${this.holds.maxLines} different editions; please split your cart into several orders.`);
    if ([...merged.values()].some((l) => l.quantity > this.holds.maxQuantity))
      throw new BadRequestException(`An order can hold at most ${this.holds.maxQuantity} of one edition.`);
    return [...merged.values()];
  }

  /**
   * At most a few orders waiting for payment per buyer e-mail and per phone. Counted under an
   * advisory lock on each (e-mail first, then phone, always in that order, before any row lock), so
   * parallel checkouts of one buyer are counted one after the other and never deadlock.
   */
  private async assertHoldsAllowed(manager: EntityManager, email: string, phone: string, client: string, lines: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`order-holds:client:${client}`]);
    const [{ heldLines }] = await manager.query<{ heldLines: number }[]>(
      `SELECT count(l.id)::int AS "heldLines" FROM customer_order o JOIN order_line l ON l.order_id = o.id
       WHERE o.client_tag = $1 AND o.status = 'pending' AND o.holds_stock AND o.expires_at > now()`,
      [client],
    );
    if (heldLines + lines > this.holds.linesPerClient)
      throw new HttpException(
        `Orders placed from your connection already hold ${heldLines} of the ${this.holds.linesPerClient} works one visitor may hold at once while waiting for payment. Pay for an order, or let one lapse, before placing another.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`order-holds:email:${email}`]);
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`order-holds:phone:${phone}`]);
    const [held] = await manager.query<{ byEmail: number; byPhone: number }[]>(
      `SELECT count(*) FILTER (WHERE customer_email = $1)::int AS "byEmail",
              count(*) FILTER (WHERE regexp_replace(customer_phone, '\\D', '', 'g') = $2)::int AS "byPhone"
       FROM customer_order WHERE status = 'pending' AND holds_stock AND expires_at > now()`,
      [email, phone],
    );
    const refuse = (count: number, by: string) =>
      new HttpException(
        `You already have ${count} orders waiting for payment with this ${by}. Pay for one of them, or let it lapse, before placing another.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    if (held.byEmail >= this.holds.perEmail) throw refuse(held.byEmail, 'e-mail address');
    if (held.byPhone >= this.holds.perPhone) throw refuse(held.byPhone, 'phone number');
  }

  private async reserve(
    manager: EntityManager,
    input: CheckoutInput,
    merged: CheckoutInput['lines'],
    client: string,
    currency: string,
    quotedCents?: number,
  ): Promise<Order> {
    await this.assertHoldsAllowed(manager, input.email.toLowerCase(), phoneDigits(input.phone), client, merged.length);
    // Row locks in a fixed order (by id): concurrent checkouts wait for each other, never deadlock.
    const arts = await lockArtworks(
      manager,
      merged.map((l) => l.artworkId),
    );
    const editions = await manager.getRepository(Edition).find({ where: { artId: In([...arts.keys()]) } });
    const lines: Partial<OrderLine>[] = [];
    let totalCents = 0;
    for (const line of merged) {
      const art = arts.get(line.artworkId);
      if (!art) throw new ConflictException('A work in your cart is no longer available.');
      const edition = editions.find((e) => e.id === line.editionId && e.artId === art.id);
      if (!edition) throw new ConflictException(`The chosen edition of "${art.name}" is no longer available.`);
      // The price in the checkout's currency: a line without one refuses the order, the message naming the work.
      const price = editionPriceIn(edition, currency);
      if (price === undefined) throw new BadRequestException(this.currencyProblem(input, currency, [{ art, edition }]));
      if (toCents(price) !== toCents(line.unitPrice)) {
        throw new ConflictException(
          `The price of "${art.name}" (${edition.type}) is now ${formatMoney(price, currency)}, not ${formatMoney(line.unitPrice, currency)}. Please review your cart.`,
        );
      }
      const original = isOriginalEdition(edition.type);
      if (original && line.quantity > 1) throw new ConflictException(`There is only one original of "${art.name}".`);
      const available = availableUnits(edition);
      if (available !== null && line.quantity > available) {
        throw new ConflictException(
          original
            ? `"${art.name}" is no longer available.`
            : available === 0
              ? `"${art.name}" (${edition.type}) is sold out.`
              : `Only ${available} of "${art.name}" (${edition.type}) ${available === 1 ? 'is' : 'are'} left.`,
        );
      }
      const lineCents = toCents(price) * line.quantity;
      totalCents += lineCents;
      lines.push({
        artId: art.id,
        editionId: edition.id,
        artName: art.name,
        edition: edition.type,
        unitPrice: fromCents(toCents(price)),
        quantity: line.quantity,
        lineTotal: fromCents(lineCents),
        // The share the product page showed: set aside at this percent when the order is paid.
        conservationPercent: this.conservation.sharePercentOf(art),
      });
    }
    // How the works reach the buyer, under the same locks: an edition that cannot go there refuses the whole order.
    const shippingCents = await this.shippingRates.charge(
      manager,
      merged.map((line) => {
        const edition = editions.find((e) => e.id === line.editionId) as Edition;
        return { work: arts.get(line.artworkId)?.name ?? '', quantity: line.quantity, edition };
      }),
      input.delivery,
      input.address?.countryCode as CountryCode | undefined,
      currency,
      quotedCents,
    );
    const held = unitsByEdition(lines as OrderLine[]);
    for (const [editionId, units] of held) {
      await manager.update(Edition, { id: editionId }, { reserved: () => `"reserved" + ${units}` });
    }
    await bumpVersions(manager, held.keys());
    const address = input.address ?? null;
    const total = fromCents(totalCents + shippingCents);
    // The VAT in the total, at the studio's settings of this moment (null when not VAT-registered; 0.00 for an export).
    const vat = orderVat(await this.tax.settings(manager), { total, delivery: input.delivery, countryCode: address?.countryCode, currency });
    const order = manager.create(Order, {
      number: newReference('SAWA'),
      status: 'pending',
      customerName: input.name,
      customerEmail: input.email.toLowerCase(),
      customerPhone: input.phone,
      country: address ? countryName(address.countryCode) : '',
      shippingAddress: address ? formatAddress(address) : '',
      addressCountryCode: address?.countryCode ?? null,
      addressRegion: address?.region ?? null,
      addressCity: address?.city ?? null,
      addressPostcode: address?.postcode ?? null,
      addressLine1: address?.line1 ?? null,
      addressLine2: address?.line2 ?? null,
      deliveryMethod: input.delivery,
      shippingAmount: fromCents(shippingCents),
      notes: input.notes ?? '',
      holdsStock: true,
      paymentMode: this.settings.takenBy(),
      clientTag: client,
      total,
      ...vat,
      currency,
      expiresAt: new Date(Date.now() + this.holds.firstHoldMinutes * 60_000),
      lines: lines as OrderLine[],
    });
    return manager.save(order);
  }
}
