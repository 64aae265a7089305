import { Extensions, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsEnum, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MoneyAmount } from '@sawa/api/common';
import { DecimalScalar, LIST_SIZE } from '@sawa/api/graphql';
import { ADDRESS_MESSAGES, COUNTRY_CODES, QUOTE_MAX_LINES, SHIPPING_ZONE_CODES, SHIPPING_ZONES, type ShippingZone } from '@sawa/shared/domain';

/** The flat-rate shipping zones (SHIPPING_ZONES), as GraphQL names them. */
export enum ShippingZoneEnum {
  rwanda = 'rwanda',
  east_africa = 'east_africa',
  africa = 'africa',
  europe = 'europe',
  world = 'world',
}
registerEnumType(ShippingZoneEnum, {
  name: 'ShippingZone',
  description: Object.entries(SHIPPING_ZONES)
    .map(([code, name]) => `${code}: ${name}`)
    .join('; '),
});

/** How the buyer receives the order. */
export enum DeliveryMethodEnum {
  pickup = 'pickup',
  shipping = 'shipping',
}
registerEnumType(DeliveryMethodEnum, {
  name: 'DeliveryMethod',
  description: 'pickup: collected at the studio in Musanze (free); shipping: delivered to the address',
});

@ObjectType('ShippingRate', { description: "A zone's flat shipping rate in the shop's currency: per order (its first item) plus per extra item." })
export class ShippingRateType {
  @Field(() => ShippingZoneEnum) zone: ShippingZone;
  @Field({ description: "The zone's name, e.g. 'East Africa'" }) name: string;
  @Field() currency: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'For the order (its first item); null: no rate set, shipping there is refused' })
  firstItem: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'For each further item' }) extraItem: string | null;
}

@InputType('ShippingRateInput')
export class ShippingRateInput {
  @Field(() => ShippingZoneEnum)
  @IsIn(SHIPPING_ZONE_CODES, { message: `$property must be one of ${SHIPPING_ZONE_CODES.join(', ')}` })
  zone: ShippingZone;

  @Field(() => DecimalScalar, { nullable: true, description: 'For the order (its first item); null with extraItem null removes the rate' })
  @IsOptional()
  @MoneyAmount()
  firstItem?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'For each further item (0.00 for none)' })
  @IsOptional()
  @MoneyAmount()
  extraItem?: string | null;
}

@InputType('ShippingRatesInput')
export class ShippingRatesInput {
  @Field(() => [ShippingRateInput], { description: 'The zones to set; a zone left out keeps its rate' })
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => ShippingRateInput)
  rates: ShippingRateInput[];

  @Field(() => String, { nullable: true, description: "The rates' currency (SHOP_CURRENCIES); left out, SHOP_CURRENCY" })
  @IsOptional()
  @IsString()
  @MaxLength(3, { message: 'currency must be a currency code such as USD or RWF' })
  currency?: string | null;
}

@InputType('DeliveryQuoteLineInput')
export class DeliveryQuoteLineInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'artworkId must be an id' })
  artworkId: string;

  @Field(() => ID)
  @IsUUID('all', { message: 'editionId must be an id' })
  editionId: string;

  @Field(() => Int)
  @IsInt()
  @Min(1)
  @Max(100)
  quantity: number;
}

/** What the checkout page asks before the order is placed: the cart, pickup or shipping, and the country. */
@InputType('DeliveryQuoteInput')
export class DeliveryQuoteInput {
  @Field(() => DeliveryMethodEnum)
  @IsEnum(DeliveryMethodEnum, { message: 'delivery must be pickup or shipping' })
  delivery: DeliveryMethodEnum;

  @Field(() => String, { nullable: true, description: 'ISO code of the delivery country (shipping)' })
  @IsOptional()
  @IsIn(COUNTRY_CODES, { message: ADDRESS_MESSAGES.country })
  countryCode?: string | null;

  @Field(() => String, { nullable: true, description: 'The checkout currency (SHOP_CURRENCIES); left out, USD' })
  @IsOptional()
  @IsString()
  @MaxLength(3, { message: 'currency must be a currency code such as USD or RWF' })
  currency?: string | null;

  @Field(() => [DeliveryQuoteLineInput])
  @ArrayMinSize(1, { message: 'the cart is empty' })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => DeliveryQuoteLineInput)
  lines: DeliveryQuoteLineInput[];
}

@ObjectType('DeliveryQuote', { description: 'What the cart costs delivered so, in the checkout currency; the checkout charges the same.' })
export class DeliveryQuoteType {
  @Field(() => DecimalScalar, { description: "The works at today's prices" }) works: string;
  @Field(() => DecimalScalar, { description: 'The flat shipping rate (0.00 for pickup)' }) shipping: string;
  @Field(() => DecimalScalar) total: string;
  @Field() currency: string;
  @Field(() => [String], {
    description:
      'The works of the cart shipped on quote (shipping only): the studio prices their delivery, so shipping is 0.00 here and the buyer asks for a quote (requestShippingQuote) instead of paying',
  })
  @Extensions({ [LIST_SIZE]: QUOTE_MAX_LINES })
  onQuote: string[];
}
