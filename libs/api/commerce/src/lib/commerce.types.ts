import { Extensions, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Carrier, RefundMethod } from '@sawa/shared/domain';
import { LIST_SIZE, Paginated } from '@sawa/api/graphql';
import { DeliveryMethodEnum } from './delivery/delivery.types';
import { CarrierEnum, RefundMethodEnum } from './orders/order-after-sale.input';
import { DecimalScalar } from '@sawa/api/graphql';
import { VatTreatmentEnum } from './tax/vat-treatment.enum';

export enum OrderStatusEnum {
  pending = 'pending',
  paid = 'paid',
  shipped = 'shipped',
  delivered = 'delivered',
  ready_for_pickup = 'ready_for_pickup',
  collected = 'collected',
  cancelled = 'cancelled',
  expired = 'expired',
}
registerEnumType(OrderStatusEnum, { name: 'OrderStatus' });

export enum BookingStatusEnum {
  pending = 'pending',
  paid = 'paid',
  attended = 'attended',
  no_show = 'no_show',
  expired = 'expired',
  cancelled = 'cancelled',
}
registerEnumType(BookingStatusEnum, { name: 'BookingStatus' });

export enum BookingSourceEnum {
  online = 'online',
  walk_in = 'walk_in',
}
registerEnumType(BookingSourceEnum, { name: 'BookingSource', description: 'Booked online, or recorded by the studio at the door' });

@ObjectType({ description: 'Where to send the payer: the IremboPay (or sandbox) payment page.' })
export class PaymentLink {
  @Field() paymentLinkUrl: string;
  @Field({ description: 'The booking reference or order number' }) reference: string;
}

@ObjectType()
export class CheckoutResult {
  @Field() orderNumber: string;
  @Field() paymentLinkUrl: string;
  @Field(() => DecimalScalar) total: string;
  @Field() currency: string;
}

@ObjectType('OrderLine')
export class OrderLineType {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true }) artworkId: string | null;
  @Field() name: string;
  @Field() edition: string;
  @Field(() => DecimalScalar) unitPrice: string;
  @Field(() => Int) quantity: number;
  @Field(() => DecimalScalar) lineTotal: string;
}

@ObjectType('OrderRefundView', { description: 'Money the studio gave back on an order, as the buyer sees it.' })
export class OrderRefundView {
  @Field(() => DecimalScalar) amount: string;
  @Field({ description: 'The day the money went back (Kigali), YYYY-MM-DD' }) refundedOn: string;
}

@ObjectType('OrderRefund', { description: 'A refund as the studio recorded it.' })
export class OrderRefundType extends OrderRefundView {
  @Field(() => ID) id: string;
  @Field(() => RefundMethodEnum, { nullable: true, description: "How it went back; none when recorded with 'Mark refunded'" }) method?: RefundMethod;
  @Field() reference: string;
  @Field() reason: string;
  @Field({ description: 'When it was recorded' }) createdAt: Date;
}

@ObjectType('OrderStatusView', { description: "What the buyer's order page shows (no contact details)." })
export class OrderStatusView {
  @Field() number: string;
  @Field(() => OrderStatusEnum) status: OrderStatusEnum;
  @Field(() => DecimalScalar, { description: 'What the buyer pays: the works plus shippingAmount' }) total: string;
  @Field() currency: string;
  @Field(() => DeliveryMethodEnum, { description: 'Collected at the studio, or shipped' }) delivery: DeliveryMethodEnum;
  @Field(() => DecimalScalar, { description: 'The flat shipping rate charged (0.00 for pickup and for orders placed before delivery was charged)' })
  shippingAmount: string;
  @Field(() => [OrderLineType]) lines: OrderLineType[];
  @Field() customerName: string;
  @Field({ nullable: true, description: 'While the order waits for payment' }) paymentLinkUrl?: string;
  @Field() createdAt: Date;
  @Field({ nullable: true }) paidAt?: Date;
  @Field({ nullable: true, description: 'When the studio marked it shipped' }) shippedAt?: Date;
  @Field({ nullable: true, description: 'A pickup order: when the studio said it is ready to collect' }) readyForPickupAt?: Date;
  @Field({ nullable: true, description: 'A pickup order: when the buyer collected it' }) collectedAt?: Date;
  @Field(() => CarrierEnum, { nullable: true, description: 'Who carries it (once shipped)' }) carrier?: Carrier;
  @Field({ nullable: true, description: "The carrier's name as the buyer reads it (the name typed for 'other')" }) carrierLabel?: string;
  @Field({ nullable: true }) trackingNumber?: string;
  @Field({ nullable: true, description: "The carrier's tracking page for this parcel, where the carrier has a known pattern" }) trackingUrl?: string;
  @Field({ nullable: true, description: 'When the studio marked it delivered' }) deliveredAt?: Date;
  @Field({ nullable: true, description: 'When the studio cancelled it' }) cancelledAt?: Date;
  @Field({ nullable: true, description: 'Refunds add up to what was paid (or the refund due was marked made)' }) refunded?: boolean;
  @Field(() => DecimalScalar, { description: 'What went back so far (0.00 when nothing)' }) refundedAmount: string;
  @Field(() => [OrderRefundView], { description: 'The refunds made, oldest first' })
  @Extensions({ [LIST_SIZE]: 20 })
  refunds: OrderRefundView[];
  @Field() expiresAt: Date;
  @Field({ description: "True when the payment sandbox took the payment (payment method SANDBOX): a 'Test payment', nothing was charged." })
  testPayment: boolean;
  @Field({
    nullable: true,
    description: 'While it waits for payment: the last digits of the phone given at checkout (a mobile-money push goes there unless another number is given)',
  })
  phoneEnding?: string;
}

/** An order's structured address (issue 24); orders placed before it have none, only their text (Order.shippingAddress). */
@ObjectType('OrderAddress')
export class OrderAddressType {
  @Field({ description: 'ISO 3166-1 alpha-2 code' }) countryCode: string;
  @Field({ description: "The country's English name" }) countryName: string;
  @Field() region: string;
  @Field() city: string;
  @Field({ nullable: true }) postcode?: string;
  @Field() line1: string;
  @Field({ nullable: true }) line2?: string;
}

@ObjectType('Order')
export class OrderType extends OrderStatusView {
  @Field(() => ID) id: string;
  @Field() customerEmail: string;
  @Field() customerPhone: string;
  @Field({ description: "The country's name (as typed, on orders placed before structured addresses)" }) country: string;
  @Field({ description: 'The address as text: as typed on orders placed before structured addresses, else formatted from `address`' })
  shippingAddress: string;
  @Field(() => OrderAddressType, { nullable: true, description: 'The structured address; null on orders placed before it (and once erased)' })
  address?: OrderAddressType;
  @Field() notes: string;
  @Field({ nullable: true }) invoiceNumber?: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'The VAT in the total (0.00 for an export); none when the studio was not VAT-registered' })
  vatAmount?: string;
  @Field({ nullable: true, description: 'The VAT rate applied, percent ("18.00"; "0.00" for an export)' }) vatRate?: string;
  @Field(() => VatTreatmentEnum, { nullable: true, description: 'Domestic, or export (zero-rated); none when not VAT-registered' })
  vatTreatment?: VatTreatmentEnum;
  @Field({ nullable: true, description: "The tax authority's invoice number (EBM), set by the staff" }) ebmInvoiceNumber?: string;
  @Field({ nullable: true }) paymentReference?: string;
  @Field({ nullable: true, description: 'As IremboPay names it (e.g. MTN_MOMO), or SANDBOX' }) paymentMethod?: string;
  @Field() staffNote: string;
  @Field({ description: 'Money received must go back: a paid order cancelled, or a payment after the order ended' }) refundDue: boolean;
  @Field({ nullable: true }) refundedAt?: Date;
  @Field(() => DecimalScalar, { description: 'What may still be refunded: what was paid less the refunds (0.00 when no payment was recorded)' })
  refundableAmount: string;
  @Field(() => [OrderRefundType], { description: 'The refunds recorded, oldest first' })
  @Extensions({ [LIST_SIZE]: 20 })
  declare refunds: OrderRefundType[];
  @Field({ nullable: true, description: 'A payment whose amount or currency did not match: never taken as paid' }) paymentIssue?: string;
  @Field({ description: 'True while the order holds its works (reserved while pending, sold once paid)' }) holdsStock: boolean;
}
export const OrderList = Paginated(OrderType, 'Order');

@ObjectType('Booking')
export class BookingType {
  @Field(() => ID) id: string;
  @Field() reference: string;
  @Field(() => BookingStatusEnum) status: BookingStatusEnum;
  @Field(() => BookingSourceEnum) source: BookingSourceEnum;
  @Field({ nullable: true }) visitorName?: string;
  @Field({ nullable: true }) visitorEmail?: string;
  @Field({ nullable: true }) visitorPhone?: string;
  @Field({ nullable: true, description: 'When the visit starts; none yet for a visit booked through the old Book Now until its visitor chooses' })
  startsAt?: Date;
  @Field(() => Int) partySize: number;
  @Field(() => DecimalScalar) amount: string;
  @Field() currency: string;
  @Field({ nullable: true }) paymentReference?: string;
  @Field({ nullable: true, description: 'A payment whose amount or currency did not match: never taken as paid' }) paymentIssue?: string;
  @Field({ nullable: true, description: 'As IremboPay names it (e.g. MTN_MOMO), or SANDBOX' }) paymentMethod?: string;
  @Field({ description: "True when the payment sandbox took the payment: a 'Test payment', nothing was charged." }) testPayment: boolean;
  @Field({ description: 'Money received must go back: a paid visit cancelled, or a payment that came too late' }) refundDue: boolean;
  @Field({ nullable: true }) refundedAt?: Date;
  @Field() staffNote: string;
  @Field() createdAt: Date;
  @Field({ nullable: true }) paidAt?: Date;
  @Field() expiresAt: Date;
}
export const BookingList = Paginated(BookingType, 'Booking');

@ObjectType('VisitStatusView', { description: "What the visitor's booking page shows." })
export class VisitStatusView {
  @Field() reference: string;
  @Field(() => BookingStatusEnum) status: BookingStatusEnum;
  @Field(() => DecimalScalar) amount: string;
  @Field() currency: string;
  @Field({ nullable: true }) paymentLinkUrl?: string;
  @Field({ nullable: true }) paidAt?: Date;
  @Field({ description: "True when the payment sandbox took the payment: a 'Test payment', nothing was charged." }) testPayment: boolean;
  @Field({ nullable: true, description: 'When the visit starts (none yet: a paid visit of the old Book Now chooses its time on this page)' })
  startsAt?: Date;
  @Field({ nullable: true }) endsAt?: Date;
  @Field(() => Int) partySize: number;
  @Field({ description: 'Paid, with no time yet: the visitor chooses one (within the booking horizon)' }) needsTime: boolean;
  @Field({ description: "The key given is the visit's signed key (from its confirmation mail): reschedule and cancel are offered" }) keyValid: boolean;
  @Field({ nullable: true, description: 'Until when the visitor may reschedule or cancel online' }) changeableUntil?: Date;
  @Field({ description: 'The visitor may reschedule or cancel now: the key is valid, the visit is booked and its change deadline has not passed' })
  canChange: boolean;
  @Field({ description: 'The money is to be refunded by the studio' }) refundDue: boolean;
  @Field() address: string;
  @Field() mapUrl: string;
  @Field({
    nullable: true,
    description: 'The last digits of the phone the visitor booked with (a mobile-money push goes there unless another number is given)',
  })
  phoneEnding?: string;
}

/** IremboPay's mobile-money networks (MTN MoMo, Airtel Money). */
export enum MobileMoneyProviderEnum {
  MTN = 'MTN',
  AIRTEL = 'AIRTEL',
}
registerEnumType(MobileMoneyProviderEnum, { name: 'MobileMoneyProvider', description: 'MTN: MTN MoMo; AIRTEL: Airtel Money' });

@ObjectType()
export class MobileMoneyPushResult {
  @Field({ description: 'What to do now: approve the request on the phone' }) message: string;
  @Field({ nullable: true, description: "While the payment sandbox runs: the simulated phone's page, where the request is approved or declined" })
  sandboxPhoneUrl?: string;
}

@ObjectType()
export class RevenueByCurrency {
  @Field() currency: string;
  @Field(() => DecimalScalar) amount: string;
}

@ObjectType('Sales')
export class SalesType {
  @Field(() => Int) paidOrders: number;
  @Field(() => Int) pendingOrders: number;
  @Field(() => [RevenueByCurrency]) revenue: RevenueByCurrency[];
  @Field(() => Int) paidVisits: number;
}
