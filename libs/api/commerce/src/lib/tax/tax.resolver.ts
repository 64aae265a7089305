import { Args, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { IsBoolean, IsString } from 'class-validator';
import { Allow, MaxChars, Public } from '@sawa/api/common';
import { EBM_NUMBER_MAX_LENGTH, TAX_NUMBER_MAX_LENGTH } from '@sawa/shared/domain';
import { OrderType } from '../commerce.types';
import { toOrderType } from '../orders/order.mapper';
import { OrderService } from '../orders/order.service';
import { PaymentsSettings } from '../payments/payments.settings';
import { TaxService, TaxSettingsView } from './tax.service';

@ObjectType('VatDisplay', { description: 'What the site needs to state prices: whether they include VAT, and at what rate.' })
export class VatDisplayType {
  @Field({ description: 'The studio is VAT-registered: domestic prices are shown "incl. VAT"' }) vatRegistered: boolean;
  @Field({ description: 'The VAT rate in percent, two decimals ("18.00")' }) vatRate: string;
}

@ObjectType('TaxSettings', { description: "The studio's tax settings (back office)." })
export class TaxSettingsType extends VatDisplayType {
  @Field({ description: 'The tax number (TIN); required while VAT-registered' }) taxNumber: string;
}

@InputType('TaxSettingsInput')
export class TaxSettingsInput {
  @Field()
  @IsBoolean()
  vatRegistered: boolean;

  @Field({ description: 'Required when VAT-registered' })
  @IsString({ message: '$property must be text' })
  @MaxChars(TAX_NUMBER_MAX_LENGTH)
  taxNumber: string;

  @Field({ description: 'Percent from 0 to 100 with at most 2 decimals, e.g. "18"' })
  @IsString({ message: '$property must be text' })
  @MaxChars(6)
  vatRate: string;
}

@Resolver()
export class TaxResolver {
  constructor(
    private readonly service: TaxService,
    private readonly orders: OrderService,
    private readonly payments: PaymentsSettings,
  ) {}

  @Query(() => VatDisplayType, { description: 'Whether prices include VAT (the product page and checkout say "incl. VAT" when they do).' })
  @Public()
  async vatDisplay(): Promise<VatDisplayType> {
    const { vatRegistered, vatRate } = await this.service.settings();
    return { vatRegistered, vatRate };
  }

  @Query(() => TaxSettingsType)
  @Allow('settings.manage')
  taxSettings(): Promise<TaxSettingsView> {
    return this.service.settings();
  }

  @Mutation(() => TaxSettingsType, {
    description: 'Change the tax settings (audited): a VAT-registered studio needs its tax number; the rate 0 to 100 with at most 2 decimals.',
  })
  @Allow('settings.manage')
  updateTaxSettings(@Args('input') input: TaxSettingsInput): Promise<TaxSettingsView> {
    return this.service.update(input);
  }

  @Mutation(() => OrderType, { description: "Set a paid order's EBM invoice number (the tax authority's); an empty text clears it. Audited." })
  @Allow('orders.manage')
  async setOrderEbmNumber(
    @Args('number') number: string,
    @Args('ebmInvoiceNumber', { description: `At most ${EBM_NUMBER_MAX_LENGTH} characters` }) ebm: string,
  ): Promise<OrderType> {
    await this.service.setEbmNumber(number, ebm);
    return toOrderType(await this.orders.findByNumber(number), this.payments.publicUrl);
  }

  @Query(() => Int, { description: 'How many paid orders with VAT recorded lack an EBM invoice number.' })
  @Allow('orders.read')
  ordersLackingEbmCount(): Promise<number> {
    return this.service.countLackingEbm();
  }

  @Query(() => String, { description: 'The paid orders with VAT recorded that lack an EBM invoice number, as CSV (audited as an export).' })
  @Allow('csv.export')
  ordersLackingEbmCsv(): Promise<string> {
    return this.service.lackingEbmCsv();
  }
}
