import { Args, ArgsType, Extensions, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Allow } from '@sawa/api/common';
import { LIST_SIZE, Paginated, PageArgs, type PaginatedShape } from '@sawa/api/graphql';
import { CURRENCIES, type CurrencyRate } from '@sawa/shared/domain';
import { CurrencyRatesService, type EditionLackingPrice } from './currency-rates.service';

@ObjectType('CurrencyRate', { description: "The studio's rate from dollars to another currency it sells in: 1 USD = perDollar, rounded to step" })
export class CurrencyRateType {
  @Field() currency: string;
  @Field({ description: 'Units of the currency per dollar, e.g. "1450"' }) perDollar: string;
  @Field({ description: 'Prices made with the rate are rounded to this (half up), e.g. "1000" francs' }) step: string;
}

@InputType('CurrencyRateInput')
export class CurrencyRateInput {
  @Field({ description: 'A currency the shop sells in other than USD, e.g. "RWF"' })
  @IsString({ message: '$property must be a currency code such as RWF' })
  @MaxLength(3, { message: '$property must be a currency code such as RWF' })
  currency: string;

  @Field(() => String, { nullable: true, description: 'Units per dollar (more than 0, at most four decimals); null removes the rate' })
  @IsOptional()
  @IsString({ message: '$property must be a number such as 1450' })
  @MaxLength(20, { message: '$property must be a number such as 1450' })
  perDollar?: string | null;

  @Field(() => String, { nullable: true, description: 'The rounding step: RWF whole francs (1, 100, 1000), others at least 0.01' })
  @IsOptional()
  @IsString({ message: '$property must be a number such as 1000' })
  @MaxLength(20, { message: '$property must be a number such as 1000' })
  step?: string | null;
}

@ObjectType('EditionLackingPrice', { description: 'An edition without a price in some currency the shop sells in' })
export class EditionLackingPriceType {
  @Field() editionId: string;
  @Field() artworkId: string;
  @Field() artworkName: string;
  @Field() productCode: string;
  @Field({ description: 'The edition, e.g. "Original Art Work"' }) type: string;
  @Field(() => [String], { description: 'The currencies it has no price in' })
  @Extensions({ [LIST_SIZE]: CURRENCIES.length })
  missing: string[];
}

export const EditionLackingPriceList = Paginated(EditionLackingPriceType, 'EditionLackingPrice');

@ArgsType()
export class ApplyCurrencyRateArgs {
  @Field({ description: 'The currency to price, e.g. "RWF": its rate must be set' })
  @IsString({ message: '$property must be a currency code such as RWF' })
  @MaxLength(3, { message: '$property must be a currency code such as RWF' })
  currency: string;

  @Field({ defaultValue: false, description: 'True: only editions without a price in it; false: every edition (prices set by hand are replaced)' })
  @IsBoolean()
  onlyMissing: boolean;
}

@ObjectType('CurrencyRateApplied')
export class CurrencyRateAppliedType {
  @Field(() => Int, { description: 'Editions whose price in the currency was written' }) priced: number;
}

/** The studio's currency rates (settings page) and the editions lacking a price (back office). */
@Resolver()
export class CurrencyRatesResolver {
  constructor(private readonly service: CurrencyRatesService) {}

  @Query(() => [CurrencyRateType], { description: "The studio's rates from dollars to its other currencies" })
  @Extensions({ [LIST_SIZE]: CURRENCIES.length })
  @Allow('settings.manage')
  currencyRates(): Promise<CurrencyRate[]> {
    return this.service.rates();
  }

  @Extensions({ [LIST_SIZE]: CURRENCIES.length })
  @Mutation(() => [CurrencyRateType], { description: 'Sets a rate (or removes it, perDollar null). Writes no price: applyCurrencyRate does.' })
  @Allow('settings.manage')
  setCurrencyRate(@Args('input') input: CurrencyRateInput): Promise<CurrencyRate[]> {
    const rate = input.perDollar === null || input.perDollar === undefined ? null : { perDollar: input.perDollar, step: input.step ?? '1' };
    return this.service.setRate(input.currency, rate);
  }

  @Mutation(() => CurrencyRateAppliedType, {
    description: "Stores every edition's (or every edition lacking one's) price in the currency, from its dollar price and the rate",
  })
  @Allow('settings.manage')
  async applyCurrencyRate(@Args() args: ApplyCurrencyRateArgs): Promise<CurrencyRateAppliedType> {
    return { priced: await this.service.apply(args.currency, args.onlyMissing) };
  }

  @Query(() => EditionLackingPriceList, { description: 'Editions without a price in some currency the shop sells in, newest artworks first' })
  @Allow('catalog.manage')
  async editionsLackingPrice(@Args() args: PageArgs): Promise<PaginatedShape<EditionLackingPrice>> {
    const page = await this.service.lacking(args);
    return { ...page, page: args.page, pageSize: args.pageSize };
  }
}
