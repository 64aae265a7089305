import { Field, InputType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, ValidateBy, ValidateIf } from 'class-validator';
import { MaxChars, MoneyAmount, OptionalText, Trimmed } from '@sawa/api/common';
import {
  Carrier,
  CARRIER_CODES,
  CARRIERS,
  FIELD_LIMITS,
  isMoney,
  REFUND_METHOD_CODES,
  REFUND_METHODS,
  RefundMethod,
  SHIPPING_MESSAGES,
  toCents,
  TRACKING_NUMBER_PATTERN,
} from '@sawa/shared/domain';
import { CalendarDateField } from '../visit-schedule/visit-schedule.input';

const asEnum = <K extends string>(codes: readonly K[]) => Object.fromEntries(codes.map((c) => [c, c])) as Record<K, K>;

export const CarrierEnum = asEnum(CARRIER_CODES);
registerEnumType(CarrierEnum, {
  name: 'Carrier',
  description: 'Who carries a shipped order',
  valuesMap: Object.fromEntries(CARRIER_CODES.map((c) => [c, { description: CARRIERS[c].label }])),
});

export const RefundMethodEnum = asEnum(REFUND_METHOD_CODES);
registerEnumType(RefundMethodEnum, {
  name: 'RefundMethod',
  description: 'How a refund went back to the buyer',
  valuesMap: Object.fromEntries(REFUND_METHOD_CODES.map((m) => [m, { description: REFUND_METHODS[m] }])),
});

/** Marking a paid order shipped: who carries it and its tracking number (the buyer's mail and order page show both). */
@InputType('ShipOrderInput')
export class ShipOrderInput {
  @Field(() => CarrierEnum)
  @IsIn(CARRIER_CODES, { message: `carrier must be one of ${CARRIER_CODES.join(', ')}` })
  carrier: Carrier;

  @Field(() => String, { nullable: true, description: "The carrier's name, when carrier is 'other'" })
  @ValidateIf((input: ShipOrderInput) => input.carrier === 'other')
  @Trimmed()
  @IsString({ message: SHIPPING_MESSAGES.carrierNameRequired })
  @IsNotEmpty({ message: SHIPPING_MESSAGES.carrierNameRequired })
  @MaxChars(FIELD_LIMITS.shipment.carrierName)
  carrierName?: string;

  @Field()
  @Trimmed()
  @IsString({ message: SHIPPING_MESSAGES.trackingRequired })
  @IsNotEmpty({ message: SHIPPING_MESSAGES.trackingRequired })
  @Matches(TRACKING_NUMBER_PATTERN, { message: SHIPPING_MESSAGES.trackingFormat })
  @MaxChars(FIELD_LIMITS.shipment.trackingNumber)
  trackingNumber: string;
}

/** A refund the studio made: at most what was paid less earlier refunds (the service checks it under the order's lock). */
@InputType('RecordRefundInput')
export class RecordRefundInput {
  @Field({ description: 'In the order\'s currency, e.g. "400.00"' })
  @MoneyAmount()
  @ValidateBy({
    name: 'isPositiveMoney',
    validator: { validate: (value) => typeof value !== 'string' || !isMoney(value) || toCents(value) > 0, defaultMessage: () => 'amount must be more than 0' },
  })
  amount: string;

  @Field(() => RefundMethodEnum)
  @IsIn(REFUND_METHOD_CODES, { message: `method must be one of ${REFUND_METHOD_CODES.join(', ')}` })
  method: RefundMethod;

  @Field(() => String, { nullable: true, description: 'The reference of the payment back (mobile-money transaction, bank transfer)' })
  @OptionalText(FIELD_LIMITS.refund.reference)
  reference?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.refund.reason)
  reason?: string | null;

  @Field(() => String, { nullable: true, description: 'The day the money went back (Kigali), YYYY-MM-DD; today when left out. Never in the future.' })
  @IsOptional()
  @CalendarDateField()
  refundedOn?: string;
}
