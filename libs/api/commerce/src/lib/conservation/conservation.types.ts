import { Extensions, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DecimalScalar, LIST_SIZE, Paginated } from '@sawa/api/graphql';

export enum ConservationEntryKindEnum {
  sale = 'sale',
  reversal = 'reversal',
  refund = 'refund',
}
registerEnumType(ConservationEntryKindEnum, {
  name: 'ConservationEntryKind',
  description:
    "sale: set aside when the order was paid; reversal: taken back when the paid order was cancelled (refund due); refund: a recorded refund's part of the share, taken back",
});

@ObjectType('ConservationAmount')
export class ConservationAmountType {
  @Field() currency: string;
  @Field(() => DecimalScalar) amount: string;
}

@ObjectType('ConservationTotals', { description: "What paid sales have set aside for conservation: the /conservation page's 'Raised for conservation'." })
export class ConservationTotalsType {
  @Field(() => [ConservationAmountType], { description: 'Per currency (sales in one currency are never added to another)' })
  @Extensions({ [LIST_SIZE]: 4 })
  raised: ConservationAmountType[];

  @Field(() => Int, { description: 'Units sold by paid orders (less those of paid orders cancelled since)' })
  worksSold: number;

  @Field(() => DecimalScalar, { description: "The studio's share of every sale, in percent (CONSERVATION_SHARE_PERCENT); a work may have its own" })
  sharePercent: string;
}

@ObjectType('ConservationEntry', { description: 'One line of the conservation ledger (amounts negative on a reversal).' })
export class ConservationEntryType {
  @Field(() => ID) id: string;
  @Field(() => ConservationEntryKindEnum) kind: ConservationEntryKindEnum;
  @Field() orderNumber: string;
  @Field() artworkName: string;
  @Field() edition: string;
  @Field(() => Int, { description: 'Units (negative on a reversal, 0 on a refund)' }) quantity: number;
  @Field(() => DecimalScalar, { description: "The line's total the share was taken from (negative on a reversal)" }) saleAmount: string;
  @Field(() => DecimalScalar, { description: 'The share applied, in percent' }) percent: string;
  @Field(() => DecimalScalar, { description: 'Set aside for conservation (negative on a reversal)' }) amount: string;
  @Field() currency: string;
  @Field({ description: "The sandbox took the payment: a 'Test payment', counted only while payments are simulated" }) testPayment: boolean;
  @Field() createdAt: Date;
}
export const ConservationEntryList = Paginated(ConservationEntryType, 'ConservationEntry');

@ObjectType('ConservationMonth', { description: "A month's net conservation share in one currency (the studio's time, Africa/Kigali)." })
export class ConservationMonthType {
  @Field({ description: 'e.g. "2026-11"' }) month: string;
  @Field() currency: string;
  @Field(() => DecimalScalar, { description: 'Set aside less reversed (may be negative)' }) amount: string;
  @Field(() => Int, { description: 'Units sold less units of cancelled paid orders' }) worksSold: number;
}
