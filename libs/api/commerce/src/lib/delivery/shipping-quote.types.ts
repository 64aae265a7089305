import { ArgsType, Extensions, Field, Float, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsInt, IsOptional, IsPositive, IsString, Max, Min } from 'class-validator';
import { MaxChars, MoneyAmount, RequiredText } from '@sawa/api/common';
import { DecimalScalar, LIST_SIZE, PageArgs, Paginated } from '@sawa/api/graphql';
import { CURRENCIES, QUOTE_MAX_LINES, QUOTE_MAX_VALID_DAYS, QUOTE_THRESHOLD_LIMITS, SHIPPING_QUOTE_STATUSES } from '@sawa/shared/domain';

export enum ShippingQuoteStatusEnum {
  requested = 'requested',
  answered = 'answered',
  taken = 'taken',
}
registerEnumType(ShippingQuoteStatusEnum, {
  name: 'ShippingQuoteStatus',
  description: Object.entries(SHIPPING_QUOTE_STATUSES)
    .map(([code, name]) => `${code}: ${name}`)
    .join('; '),
});

@ObjectType('ShippingQuoteLine')
export class ShippingQuoteLineType {
  @Field() artName: string;
  @Field() edition: string;
  @Field(() => Int) quantity: number;
  @Field(() => DecimalScalar) unitPrice: string;
}

@ObjectType('ShippingQuote', { description: "A buyer's request for a shipping quote and the studio's answer (issue 24)." })
export class ShippingQuoteType {
  @Field({ description: 'e.g. QUOTE-7K3F9QXM' }) number: string;
  @Field(() => ShippingQuoteStatusEnum) status: ShippingQuoteStatusEnum;
  @Field() createdAt: Date;
  @Field() customerName: string;
  @Field({ description: "Where the works go: the city and the country's name" }) destination: string;
  /** At most the cart's lines (CheckoutInput: 50). */
  @Field(() => [ShippingQuoteLineType])
  @Extensions({ [LIST_SIZE]: QUOTE_MAX_LINES })
  lines: ShippingQuoteLineType[];
  @Field(() => DecimalScalar, { description: 'The works at the prices the buyer saw' }) works: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'The quoted shipping; null until answered' }) shipping: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Works and shipping: what the take-up checkout charges; null until answered' })
  total: string | null;
  @Field() currency: string;
  @Field(() => String, { nullable: true }) carrier: string | null;
  @Field(() => Boolean, { nullable: true }) crateIncluded: boolean | null;
  @Field(() => Boolean, { nullable: true }) insuranceIncluded: boolean | null;
  @Field(() => Date, { nullable: true, description: 'The quote can be taken up until then' }) validUntil: Date | null;
  @Field({ description: 'Answered and past its validity' }) expired: boolean;
  @Field(() => String, { nullable: true, description: 'The order its take-up made' }) orderNumber: string | null;
}

@ObjectType('StaffShippingQuote', { description: 'A shipping quote with the buyer’s contact details and address, for the back office.' })
export class StaffShippingQuoteType extends ShippingQuoteType {
  @Field() customerEmail: string;
  @Field() customerPhone: string;
  @Field({ description: 'The full delivery address' }) address: string;
  @Field() notes: string;
}

@ObjectType('ShippingQuoteRequested')
export class ShippingQuoteRequestedType {
  @Field() number: string;
  @Field({ description: 'The studio answers to this address' }) email: string;
}

@ArgsType()
export class ShippingQuotesArgs extends PageArgs {
  @Field(() => ShippingQuoteStatusEnum, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(ShippingQuoteStatusEnum))
  status?: ShippingQuoteStatusEnum | null;
}

@InputType('ShippingQuoteAnswerInput')
export class ShippingQuoteAnswerInput {
  @Field(() => DecimalScalar, { description: 'The shipping, crating and insurance as quoted, e.g. "340.00"' })
  @MoneyAmount()
  amount: string;

  @Field({ description: "The quote's currency: the one its works were quoted in (the checkout's, by the delivery's rule)" })
  @IsIn(CURRENCIES, { message: `currency must be one of ${CURRENCIES.join(', ')}` })
  currency: string;

  @Field({ description: 'Who carries it, e.g. "DHL Express"' })
  @RequiredText(100)
  carrier: string;

  @Field() @IsBoolean() crateIncluded: boolean;
  @Field() @IsBoolean() insuranceIncluded: boolean;

  @Field(() => Int, { nullable: true, description: `Days it can be taken up (default 30, at most ${QUOTE_MAX_VALID_DAYS})` })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(QUOTE_MAX_VALID_DAYS)
  validDays?: number | null;
}

@ObjectType('QuoteThreshold', { description: 'Over either, a work is always shipped on quote (null: no limit of that kind).' })
export class QuoteThresholdType {
  @Field(() => Int, { nullable: true, description: "Longest side in cm (the largest of a work's width, height and depth)" }) longestSideCm: number | null;
  @Field(() => Float, { nullable: true, description: 'Weight in kg (an edition’s weight)' }) weightKg: number | null;
}

@InputType('QuoteThresholdInput')
export class QuoteThresholdInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @IsPositive()
  @Max(QUOTE_THRESHOLD_LIMITS.longestSideCm)
  longestSideCm: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsPositive()
  @Max(QUOTE_THRESHOLD_LIMITS.weightKg)
  weightKg: number | null;
}

/** The secret of a quote's link. */
@ArgsType()
export class QuoteTokenArgs {
  @Field({ description: 'The secret in the link mailed to the buyer' })
  @IsString()
  @MaxChars(64)
  token: string;
}

export const StaffShippingQuoteList = Paginated(StaffShippingQuoteType, 'StaffShippingQuote');
