import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Public } from '@sawa/api/common';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Art, Edition } from '@sawa/api/catalog';
import { checkoutCurrencyProblem, CountryCode, fromCents, SHIPPING_ZONES, toCents } from '@sawa/shared/domain';
import { PaymentsSettings } from '../payments/payments.settings';
import { DeliveryMethodEnum, DeliveryQuoteInput, DeliveryQuoteType, ShippingRatesInput, ShippingRateType } from './delivery.types';
import { ShippingRatesService, ZoneRate } from './shipping-rates.service';
import { editionPriceIn } from '../orders/checkout.service';

const view = (rate: ZoneRate): ShippingRateType => ({ ...rate, name: SHIPPING_ZONES[rate.zone] });

@Resolver(() => ShippingRateType)
export class ShippingRatesResolver {
  constructor(
    private readonly service: ShippingRatesService,
    private readonly dataSource: DataSource,
    private readonly settings: PaymentsSettings,
  ) {}

  @Query(() => DeliveryQuoteType, {
    description:
      'What the cart costs with the delivery chosen (the checkout page shows it): refused, with a message naming the work, when an edition cannot go there.',
  })
  @Public()
  async deliveryQuote(@Args('input') input: DeliveryQuoteInput): Promise<DeliveryQuoteType> {
    const manager = this.dataSource.manager;
    const currency = this.settings.checkoutCurrency(input.currency);
    const editions = await manager.find(Edition, { where: { id: In(input.lines.map((l) => l.editionId)) } });
    const arts = await manager.find(Art, { where: { id: In(input.lines.map((l) => l.artworkId)) }, select: { id: true, name: true } });
    const items = input.lines.map((line) => {
      const edition = editions.find((e) => e.id === line.editionId && e.artId === line.artworkId);
      const art = arts.find((a) => a.id === line.artworkId);
      if (!edition || !art) throw new ConflictException('A work in your cart is no longer available.');
      return { work: art.name, quantity: line.quantity, edition };
    });
    // The checkout's currency rule (a delivery in Rwanda or a pickup in RWF; every line priced in it), as the checkout.
    const problem = checkoutCurrencyProblem(
      { delivery: input.delivery, countryCode: input.countryCode, currency, sold: this.settings.sold },
      items.map((item) => ({
        work: item.work,
        edition: item.edition.type,
        prices: this.settings.sold.flatMap((c) => {
          const amount = editionPriceIn(item.edition, c);
          return amount === undefined ? [] : [{ currency: c, amount }];
        }),
      })),
    );
    if (problem) throw new BadRequestException(problem);
    const onQuote = input.delivery === DeliveryMethodEnum.shipping ? await this.service.onQuote(manager, items) : [];
    // A cart with a work on quote: every other rule is checked, and the shipping is left to the studio's quote.
    const country = (input.countryCode ?? undefined) as CountryCode | undefined;
    const shipping = await this.service.charge(manager, items, input.delivery, country, currency, onQuote.length ? 0 : undefined);
    const works = items.reduce((sum, item) => sum + toCents(editionPriceIn(item.edition, currency) as string) * item.quantity, 0);
    return { works: fromCents(works), shipping: fromCents(shipping), total: fromCents(works + shipping), currency, onQuote };
  }

  @Query(() => [ShippingRateType], {
    description: "The studio's flat shipping rate per zone, in `currency` (left out, the shop's currency; the checkout shows the buyer's).",
  })
  @Public()
  async shippingRates(@Args('currency', { type: () => String, nullable: true }) currency?: string | null): Promise<ShippingRateType[]> {
    return (await this.service.rates(undefined, this.settings.checkoutCurrency(currency, this.settings.shopCurrency))).map(view);
  }

  @Mutation(() => [ShippingRateType], { description: 'Set the flat rates of the zones given (a zone left out keeps its rate).' })
  @Allow('settings.manage')
  async updateShippingRates(@Args('input') input: ShippingRatesInput): Promise<ShippingRateType[]> {
    return (await this.service.update(input.rates, this.settings.checkoutCurrency(input.currency, this.settings.shopCurrency))).map(view);
  }
}
