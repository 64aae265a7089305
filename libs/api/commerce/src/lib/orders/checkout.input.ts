import { Field, InputType, OmitType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsEnum, IsIn, IsOptional, IsString, ValidateNested } from 'class-validator';
import { MaxChars, MoneyAmount, OptionalText, RequiredText, Trimmed } from '@sawa/api/common';
import { ContactDetailsFields } from '@sawa/api/graphql';
import { DeliveryMethodEnum, DeliveryQuoteLineInput } from '../delivery/delivery.types';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, COUNTRY_CODES, FIELD_LIMITS, PostalAddress } from '@sawa/shared/domain';

/**
 * A structured postal address (issue 24). The country is an ISO code from COUNTRIES; a Rwandan address names one of
 * Rwanda's provinces as its region and one of that province's districts as its city (addressProblem, checked by the
 * checkout with its message). The phone is the buyer's contact phone.
 */
@InputType('AddressInput')
export class AddressInput implements PostalAddress {
  @Field({ description: 'ISO 3166-1 alpha-2 code, e.g. "RW", "KE", "DE".' })
  @Trimmed()
  @IsIn(COUNTRY_CODES, { message: ADDRESS_MESSAGES.country })
  countryCode: string;

  @Field({ description: "Region, state or province; for Rwanda one of its provinces (e.g. 'Northern Province')." })
  @RequiredText(ADDRESS_LIMITS.region)
  region: string;

  @Field({ description: "City or town; for Rwanda one of the province's districts (e.g. 'Musanze')." })
  @RequiredText(ADDRESS_LIMITS.city)
  city: string;

  @Field(() => String, { nullable: true })
  @OptionalText(ADDRESS_LIMITS.postcode)
  postcode?: string | null;

  @Field({ description: 'Street and number, or PO box.' })
  @RequiredText(ADDRESS_LIMITS.line)
  line1: string;

  @Field(() => String, { nullable: true, description: 'Building, apartment, landmark.' })
  @OptionalText(ADDRESS_LIMITS.line)
  line2?: string | null;
}

/** A line of the cart as the delivery quote reads it, and the price the buyer saw. */
@InputType('CheckoutLineInput')
export class CheckoutLineInput extends DeliveryQuoteLineInput {
  @Field({
    description: 'The unit price the buyer saw in the checkout\'s currency, e.g. "1200.00" or "125000": a different current price refuses the checkout.',
  })
  @MoneyAmount()
  unitPrice: string;
}

/** The buyer's name, e-mail and phone (the shared contact block without its free-text country: the address names it). */
@InputType('CheckoutInput')
export class CheckoutInput extends OmitType(ContactDetailsFields as new () => ContactDetailsFields, ['country'] as const, InputType) {
  @Field(() => DeliveryMethodEnum, {
    description: 'pickup: collected at the studio in Musanze, free; shipping: delivered to `address` at the flat rate of its zone',
  })
  @IsEnum(DeliveryMethodEnum, { message: 'delivery must be pickup or shipping' })
  delivery: DeliveryMethodEnum;

  @Field(() => String, {
    nullable: true,
    description:
      "The currency the order is invoiced in, one the shop sells in (SHOP_CURRENCIES); left out, USD. A delivery in Rwanda or a pickup is invoiced in RWF; a delivery abroad in RWF or USD, where every line has a price in it. The lines' unitPrice are in it.",
  })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxChars(3, { message: 'currency must be a currency code such as USD or RWF' })
  currency?: string | null;

  @Field(() => AddressInput, { nullable: true, description: 'Required for shipping; optional for pickup' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressInput)
  address?: AddressInput | null;

  @Field({ nullable: true })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxChars(FIELD_LIMITS.checkout.notes)
  notes?: string;

  @Field(() => [CheckoutLineInput])
  @ArrayMinSize(1, { message: 'the cart is empty' })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => CheckoutLineInput)
  lines: CheckoutLineInput[];
}
