import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { Allow, Public } from '@sawa/api/common';
import { clientKey, OrderLookupRateLimit, PublicRateLimit } from '@sawa/api/auth';
import { PaginatedShape } from '@sawa/api/graphql';
import { countryName, formatAddress, fromCents, toCents } from '@sawa/shared/domain';
import { CheckoutResult } from '../commerce.types';
import { CheckoutInput } from '../orders/checkout.input';
import { ShippingQuote } from './shipping-quote.entity';
import { quoteExpired, quoteTotal, ShippingQuoteService } from './shipping-quote.service';
import { ShippingRatesService } from './shipping-rates.service';
import {
  QuoteThresholdInput,
  QuoteThresholdType,
  QuoteTokenArgs,
  ShippingQuoteAnswerInput,
  ShippingQuoteRequestedType,
  ShippingQuotesArgs,
  ShippingQuoteStatusEnum,
  ShippingQuoteType,
  StaffShippingQuoteList,
  StaffShippingQuoteType,
} from './shipping-quote.types';

const money = (amount: string) => fromCents(toCents(amount));

export function toShippingQuoteType(quote: ShippingQuote): ShippingQuoteType {
  const answered = quote.status !== 'requested';
  return {
    number: quote.number,
    status: quote.status as ShippingQuoteStatusEnum,
    createdAt: quote.createdAt,
    customerName: quote.customerName,
    destination: `${quote.addressCity}, ${countryName(quote.addressCountryCode)}`,
    lines: quote.lines.map(({ artName, edition, quantity, unitPrice }) => ({ artName, edition, quantity, unitPrice: money(unitPrice) })),
    works: money(quote.worksTotal),
    shipping: answered && quote.shippingAmount !== null ? money(quote.shippingAmount) : null,
    total: answered ? quoteTotal(quote) : null,
    currency: quote.currency,
    carrier: quote.carrier,
    crateIncluded: quote.crateIncluded,
    insuranceIncluded: quote.insuranceIncluded,
    validUntil: quote.validUntil,
    expired: quote.status === 'answered' && quoteExpired(quote),
    orderNumber: quote.orderNumber,
  };
}

const toStaff = (quote: ShippingQuote): StaffShippingQuoteType => ({
  ...toShippingQuoteType(quote),
  customerEmail: quote.customerEmail,
  customerPhone: quote.customerPhone,
  address: formatAddress({
    countryCode: quote.addressCountryCode,
    region: quote.addressRegion,
    city: quote.addressCity,
    postcode: quote.addressPostcode,
    line1: quote.addressLine1,
    line2: quote.addressLine2,
  }),
  notes: quote.notes,
});

/** Shipping quotes (issue 24 item 4): thin over ShippingQuoteService and the threshold of ShippingRatesService. */
@Resolver(() => ShippingQuoteType)
export class ShippingQuoteResolver {
  constructor(
    private readonly quotes: ShippingQuoteService,
    private readonly rates: ShippingRatesService,
  ) {}

  @Mutation(() => ShippingQuoteRequestedType, {
    description:
      'A cart with a work shipped on quote asks the studio for a shipping quote instead of a payment: stored with the cart, the address and the contact details; the studio is mailed. Nothing is reserved.',
  })
  @PublicRateLimit(10, 600)
  @Public()
  async requestShippingQuote(@Args('input') input: CheckoutInput): Promise<ShippingQuoteRequestedType> {
    const quote = await this.quotes.request(input);
    return { number: quote.number, email: quote.customerEmail };
  }

  @Query(() => ShippingQuoteType, { description: "A buyer's shipping quote, by the secret of the link mailed to them (their private page)." })
  @OrderLookupRateLimit()
  @Public()
  async shippingQuote(@Args() { token }: QuoteTokenArgs): Promise<ShippingQuoteType> {
    return toShippingQuoteType(await this.quotes.byToken(token.trim()));
  }

  @Mutation(() => CheckoutResult, {
    description:
      'Take up an answered shipping quote: an ordinary checkout of its works at their prices plus the quoted shipping (stock held now, under the same rules); once only, and not after its validity.',
  })
  @PublicRateLimit(20, 600)
  @Public()
  takeUpShippingQuote(@Args() { token }: QuoteTokenArgs, @Context('req') req: Request): Promise<CheckoutResult> {
    return this.quotes.takeUp(token.trim(), clientKey(req));
  }

  @Query(() => StaffShippingQuoteList, { description: 'Shipping quote requests, newest first.' })
  @Allow('orders.read')
  async shippingQuotes(@Args() args: ShippingQuotesArgs): Promise<PaginatedShape<StaffShippingQuoteType>> {
    const { items, totalItems } = await this.quotes.list(args.status, args.page, args.pageSize);
    return { items: items.map(toStaff), totalItems, page: args.page, pageSize: args.pageSize };
  }

  @Mutation(() => StaffShippingQuoteType, {
    description: 'Answer a quote request (once): amount, currency, carrier, crate, insurance and validity; audited; the buyer is mailed the link.',
  })
  @Allow('shipping.manage')
  async answerShippingQuote(@Args('number') number: string, @Args('input') input: ShippingQuoteAnswerInput): Promise<StaffShippingQuoteType> {
    return toStaff(await this.quotes.answer(number, input));
  }

  @Query(() => QuoteThresholdType, { description: 'The size and weight over which a work is always on quote.' })
  @Allow('settings.manage')
  quoteThreshold(): Promise<QuoteThresholdType> {
    return this.rates.threshold();
  }

  @Mutation(() => QuoteThresholdType, { description: 'Set the size and weight over which a work is always on quote (null: no limit); audited.' })
  @Allow('settings.manage')
  updateQuoteThreshold(@Args('input') input: QuoteThresholdInput): Promise<QuoteThresholdType> {
    return this.rates.updateThreshold({ longestSideCm: input.longestSideCm ?? null, weightKg: input.weightKg ?? null });
  }
}
