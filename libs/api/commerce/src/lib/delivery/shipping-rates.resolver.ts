import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Public } from '@sawa/api/common';
import { SHIPPING_ZONES } from '@sawa/shared/domain';
import { ShippingRatesInput, ShippingRateType } from './delivery.types';
import { ShippingRatesService, ZoneRate } from './shipping-rates.service';

const view = (rate: ZoneRate): ShippingRateType => ({ ...rate, name: SHIPPING_ZONES[rate.zone] });

@Resolver(() => ShippingRateType)
export class ShippingRatesResolver {
  constructor(private readonly service: ShippingRatesService) {}

  @Query(() => [ShippingRateType], { description: "The studio's flat shipping rate per zone, in the shop's currency (the checkout shows the buyer's)." })
  @Public()
  async shippingRates(): Promise<ShippingRateType[]> {
    return (await this.service.rates()).map(view);
  }

  @Mutation(() => [ShippingRateType], { description: 'Set the flat rates of the zones given (a zone left out keeps its rate).' })
  @Allow('settings.manage')
  async updateShippingRates(@Args('input') input: ShippingRatesInput): Promise<ShippingRateType[]> {
    return (await this.service.update(input.rates)).map(view);
  }
}
