import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import { Art, Edition } from '@sawa/api/catalog';
import { Environment } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import {
  addressProblem,
  availableUnits,
  formatAddress,
  formatKigaliDate,
  formatMoney,
  fromCents,
  isOriginalEdition,
  publicPath,
  QUOTE_DEFAULT_VALID_DAYS,
  QUOTE_MAX_VALID_DAYS,
  QUOTE_MESSAGES,
  toCents,
  type CountryCode,
  type ShippingQuoteStatus,
} from '@sawa/shared/domain';
import { CheckoutInput } from '../orders/checkout.input';
import { CheckoutResult, CheckoutService, editionPriceIn } from '../orders/checkout.service';
import { Order } from '../orders/order.entity';
import { PaymentsSettings } from '../payments/payments.settings';
import { newReference } from '../reference';
import { quoteAnsweredToBuyer, quoteRequestToBuyer, quoteRequestToStudio } from '../templates/quote-mails';
import { DeliveryMethodEnum } from './delivery.types';
import { ShippingQuote, ShippingQuoteLine } from './shipping-quote.entity';
import { ShippingRatesService } from './shipping-rates.service';

/** The staff's answer to a quote. */
export interface QuoteAnswer {
  amount: string;
  currency: string;
  carrier: string;
  crateIncluded: boolean;
  insuranceIncluded: boolean;
  validDays?: number | null;
}

/** A quote's day as the buyer reads it (the studio's time zone). */
export const quoteDay = (date: Date) => formatKigaliDate(date);

/** The works and the quoted shipping, in cents (the total a take-up's checkout charges). */
export const quoteTotal = (quote: ShippingQuote) => fromCents(toCents(quote.worksTotal) + toCents(quote.shippingAmount ?? '0'));

/** Whether an answered quote can no longer be taken up. */
export const quoteExpired = (quote: ShippingQuote, now = new Date()) => quote.validUntil !== null && quote.validUntil.getTime() <= now.getTime();

/**
 * Shipping quotes (issue 24 item 4). A cart with a work on quote asks for one instead of a payment: the request keeps
 * the cart, the address and the contact details, and the studio is mailed. The staff answer (amount, currency, carrier,
 * crate, insurance, validity) and the buyer is mailed a secret link. Taking it up is an ordinary checkout
 * (CheckoutService) with the quoted shipping: the works are held then, under the same stock rules, and only once.
 */
@Injectable()
export class ShippingQuoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PaymentsSettings,
    private readonly shippingRates: ShippingRatesService,
    private readonly checkout: CheckoutService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditLog,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /** The buyer's link to a quote. */
  link(quote: ShippingQuote): string {
    return `${this.settings.publicUrl}${publicPath.shippingQuote(quote.token)}`;
  }

  /** Stores the request (refused when no work of the cart is on quote, or one cannot be shipped there) and mails the studio and the buyer. */
  async request(input: CheckoutInput): Promise<ShippingQuote> {
    if (input.delivery !== DeliveryMethodEnum.shipping || !input.address)
      throw new BadRequestException('A shipping quote is for delivery: give the delivery address.');
    const problem = addressProblem(input.address);
    if (problem) throw new BadRequestException(problem);
    const merged = new Map<string, CheckoutInput['lines'][number]>();
    for (const line of input.lines) {
      const key = `${line.artworkId}|${line.editionId}`;
      const seen = merged.get(key);
      merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
    }
    const address = input.address;
    // The works are quoted in the checkout's currency (a delivery in Rwanda in francs), as the take-up will charge them.
    const currency = this.checkout.assertCurrency(input);
    const studioEmail = this.config.get('STUDIO_EMAIL', { infer: true });
    return this.dataSource.transaction(async (manager) => {
      const wanted = [...merged.values()];
      const arts = await manager.find(Art, { where: { id: In(wanted.map((l) => l.artworkId)) }, select: { id: true, name: true } });
      const editions = await manager.find(Edition, { where: { id: In(wanted.map((l) => l.editionId)) } });
      let worksCents = 0;
      const lines: ShippingQuoteLine[] = [];
      const items = wanted.map((line) => {
        const art = arts.find((a) => a.id === line.artworkId);
        const edition = editions.find((e) => e.id === line.editionId && e.artId === line.artworkId);
        if (!art || !edition) throw new ConflictException('A work in your cart is no longer available.');
        const price = editionPriceIn(edition, currency);
        if (price === undefined) throw new BadRequestException(this.checkout.currencyProblem(input, currency, [{ art, edition }]));
        if (toCents(price) !== toCents(line.unitPrice))
          throw new ConflictException(
            `The price of "${art.name}" (${edition.type}) is now ${formatMoney(price, currency)}, not ${formatMoney(line.unitPrice, currency)}. Please review your cart.`,
          );
        if (isOriginalEdition(edition.type) && line.quantity > 1) throw new ConflictException(`There is only one original of "${art.name}".`);
        const available = availableUnits(edition);
        if (available !== null && line.quantity > available) throw new ConflictException(`"${art.name}" (${edition.type}) is no longer available.`);
        worksCents += toCents(price) * line.quantity;
        lines.push({
          artworkId: art.id,
          editionId: edition.id,
          artName: art.name,
          edition: edition.type,
          quantity: line.quantity,
          unitPrice: fromCents(toCents(price)),
        });
        return { work: art.name, quantity: line.quantity, edition };
      });
      if (!(await this.shippingRates.onQuote(manager, items)).length) throw new BadRequestException(QUOTE_MESSAGES.nothingOnQuote);
      // Every other delivery rule holds (limited to Rwanda, pickup only): quoted shipping lifts only "on quote".
      await this.shippingRates.charge(manager, items, 'shipping', address.countryCode as CountryCode, currency, 0);
      const quote = await manager.save(
        manager.create(ShippingQuote, {
          number: newReference('QUOTE'),
          token: randomBytes(24).toString('base64url'),
          status: 'requested',
          customerName: input.name,
          customerEmail: input.email.toLowerCase(),
          customerPhone: input.phone,
          addressCountryCode: address.countryCode,
          addressRegion: address.region,
          addressCity: address.city,
          addressPostcode: address.postcode ?? null,
          addressLine1: address.line1,
          addressLine2: address.line2 ?? null,
          notes: input.notes ?? '',
          lines,
          worksTotal: fromCents(worksCents),
          currency,
        }),
      );
      const answerUrl = `${this.settings.publicUrl}/admin/shipping-quotes`;
      await this.outbox.enqueue(manager, {
        to: studioEmail,
        replyTo: quote.customerEmail,
        regarding: quote.number,
        ...quoteRequestToStudio(quote, formatAddress(address), answerUrl),
      });
      await this.outbox.enqueue(manager, {
        to: quote.customerEmail,
        replyTo: studioEmail,
        regarding: quote.number,
        ...quoteRequestToBuyer(quote, studioEmail),
      });
      return quote;
    });
  }

  /** The back office's list, newest first (optionally of one status). */
  async list(status?: ShippingQuoteStatus | null, page = 1, pageSize = 20): Promise<{ items: ShippingQuote[]; totalItems: number }> {
    const [items, totalItems] = await this.dataSource
      .getRepository(ShippingQuote)
      .findAndCount({ where: status ? { status } : {}, order: { createdAt: 'DESC', id: 'ASC' }, skip: (page - 1) * pageSize, take: pageSize });
    return { items, totalItems };
  }

  /** The staff's answer: recorded once, audited, and mailed to the buyer with the link to take it up. */
  async answer(number: string, answer: QuoteAnswer): Promise<ShippingQuote> {
    const sold: readonly string[] = this.config.get('SHOP_CURRENCIES', { infer: true });
    if (!sold.includes(answer.currency)) throw new BadRequestException(`${answer.currency} is not a currency this shop sells in (${sold.join(', ')}).`);
    const days = answer.validDays ?? QUOTE_DEFAULT_VALID_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > QUOTE_MAX_VALID_DAYS)
      throw new BadRequestException(`The validity must be a whole number of days from 1 to ${QUOTE_MAX_VALID_DAYS}.`);
    const carrier = answer.carrier.trim();
    if (!carrier) throw new BadRequestException('Name the carrier (or "Studio delivery").');
    return this.dataSource.transaction(async (manager) => {
      const quote = await manager.findOne(ShippingQuote, { where: { number: number.trim().toUpperCase() }, lock: { mode: 'pessimistic_write' } });
      if (!quote) throw new NotFoundException(`No shipping quote ${number}.`);
      if (quote.status !== 'requested') throw new ConflictException(QUOTE_MESSAGES.alreadyAnswered);
      // The works were quoted in the quote's currency, and the take-up charges everything in it.
      if (answer.currency !== quote.currency) throw new BadRequestException(QUOTE_MESSAGES.currency(quote.currency, answer.currency));
      const answeredAt = new Date();
      Object.assign(quote, {
        status: 'answered',
        shippingAmount: fromCents(toCents(answer.amount)),
        currency: answer.currency,
        carrier,
        crateIncluded: answer.crateIncluded,
        insuranceIncluded: answer.insuranceIncluded,
        answeredAt,
        validUntil: new Date(answeredAt.getTime() + days * 86_400_000),
      });
      await manager.save(quote);
      await this.audit.record(manager, {
        action: 'shipping-quote.answered',
        target: { type: 'shipping-quote', id: quote.number },
        changes: [
          ...change('shipping', null, `${quote.shippingAmount} ${quote.currency}`),
          ...change('carrier', null, carrier),
          ...change('crate included', null, answer.crateIncluded),
          ...change('insurance included', null, answer.insuranceIncluded),
          ...change('valid until', null, quoteDay(quote.validUntil as Date)),
        ],
      });
      await this.outbox.enqueue(manager, {
        to: quote.customerEmail,
        replyTo: this.config.get('STUDIO_EMAIL', { infer: true }),
        regarding: quote.number,
        ...quoteAnsweredToBuyer(quote, this.link(quote), quoteTotal(quote), quoteDay(quote.validUntil as Date)),
      });
      return quote;
    });
  }

  /** A quote by the secret of its link. */
  async byToken(token: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<ShippingQuote> {
    const quote = /^[A-Za-z0-9_-]{16,64}$/.test(token)
      ? await manager.findOne(ShippingQuote, { where: { token }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!quote) throw new NotFoundException(QUOTE_MESSAGES.notFound);
    return quote;
  }

  /** Why this quote cannot be taken up now, as the error to throw, or null. */
  private refusal(quote: ShippingQuote): Error | null {
    if (quote.status === 'requested') return new BadRequestException(QUOTE_MESSAGES.notAnswered);
    if (quote.status === 'taken') return new ConflictException(QUOTE_MESSAGES.taken);
    if (quoteExpired(quote)) return new BadRequestException(QUOTE_MESSAGES.expired(quoteDay(quote.validUntil as Date)));
    return null;
  }

  /**
   * The buyer takes the quote up: the existing checkout, with the quote's cart, address and contact, and its shipping
   * as the order's shipping line. The quote is locked, checked and marked taken up in the checkout's own transaction.
   */
  async takeUp(token: string, client: string): Promise<CheckoutResult> {
    const quote = await this.byToken(token);
    const refused = this.refusal(quote);
    if (refused) throw refused;
    const input = Object.assign(new CheckoutInput(), {
      name: quote.customerName,
      email: quote.customerEmail,
      phone: quote.customerPhone,
      delivery: DeliveryMethodEnum.shipping,
      currency: quote.currency,
      address: {
        countryCode: quote.addressCountryCode,
        region: quote.addressRegion,
        city: quote.addressCity,
        postcode: quote.addressPostcode,
        line1: quote.addressLine1,
        line2: quote.addressLine2,
      },
      notes: [quote.notes, `Shipping quote ${quote.number}`].filter(Boolean).join('\n'),
      lines: quote.lines.map(({ artworkId, editionId, quantity, unitPrice }) => ({ artworkId, editionId, quantity, unitPrice })),
    });
    return this.checkout.checkout(input, client, {
      shippingCents: toCents(quote.shippingAmount as string),
      currency: quote.currency,
      claim: async (manager) => {
        const locked = await this.byToken(token, manager, true);
        const now = this.refusal(locked);
        if (now) throw now;
      },
      taken: async (manager, order: Order) => {
        await manager.update(ShippingQuote, { id: quote.id }, { status: 'taken', takenAt: new Date(), orderNumber: order.number });
      },
    });
  }
}
