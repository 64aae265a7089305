import { carrierLabel, countryName, fromCents, normaliseVatRate, isTestPayment, phoneEnding, toCents, trackingLink } from '@sawa/shared/domain';
import { OrderStatusEnum, OrderStatusView, OrderType } from '../commerce.types';
import { Order } from './order.entity';
import { DeliveryMethodEnum } from '../delivery/delivery.types';
import { paymentPageUrl } from './payment-page';
import { VatTreatmentEnum } from '../tax/vat-treatment.enum';

const money = (value: string) => fromCents(toCents(value));

/** The order's refunds, oldest first (the relation must be loaded). */
const refundsOf = (order: Order) => [...(order.refunds ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
const refundedCents = (order: Order) => refundsOf(order).reduce((sum, r) => sum + toCents(r.amount), 0);

/** `publicUrl`: the site's origin, for the way to the payment page (see payment-page.controller). */
export function toOrderStatusView(order: Order, publicUrl: string): OrderStatusView {
  return {
    number: order.number,
    status: order.status as OrderStatusEnum,
    total: money(order.total),
    currency: order.currency,
    delivery: order.deliveryMethod as DeliveryMethodEnum,
    shippingAmount: money(order.shippingAmount),
    customerName: order.customerName,
    lines: (order.lines ?? []).map((l) => ({
      id: l.id,
      artworkId: l.artId,
      name: l.artName,
      edition: l.edition,
      unitPrice: money(l.unitPrice),
      quantity: l.quantity,
      lineTotal: money(l.lineTotal),
    })),
    paymentLinkUrl: order.status === 'pending' ? paymentPageUrl(publicUrl, order.number) : undefined,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? undefined,
    shippedAt: order.shippedAt ?? undefined,
    readyForPickupAt: order.readyForPickupAt ?? undefined,
    collectedAt: order.collectedAt ?? undefined,
    carrier: order.carrier ?? undefined,
    carrierLabel: order.carrier ? carrierLabel(order.carrier, order.carrierName) : undefined,
    trackingNumber: order.trackingNumber ?? undefined,
    trackingUrl: (order.carrier && order.trackingNumber && trackingLink(order.carrier, order.trackingNumber)) || undefined,
    deliveredAt: order.deliveredAt ?? undefined,
    cancelledAt: order.cancelledAt ?? undefined,
    refunded: order.refundedAt ? true : undefined,
    refundedAmount: fromCents(refundedCents(order)),
    refunds: refundsOf(order).map((r) => ({ amount: money(r.amount), refundedOn: r.refundedOn })),
    expiresAt: order.expiresAt,
    testPayment: isTestPayment(order.paymentMethod),
    phoneEnding: order.status === 'pending' ? phoneEnding(order.customerPhone) : undefined,
  };
}

export function toOrderType(order: Order, publicUrl: string): OrderType {
  return {
    ...toOrderStatusView(order, publicUrl),
    id: order.id,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    country: order.country,
    shippingAddress: order.shippingAddress,
    address:
      order.addressCountryCode && order.addressLine1 && order.addressCity && order.addressRegion
        ? {
            countryCode: order.addressCountryCode,
            countryName: countryName(order.addressCountryCode),
            region: order.addressRegion,
            city: order.addressCity,
            postcode: order.addressPostcode ?? undefined,
            line1: order.addressLine1,
            line2: order.addressLine2 ?? undefined,
          }
        : undefined,
    notes: order.notes,
    invoiceNumber: order.invoiceNumber ?? undefined,
    vatAmount: order.vatAmount === null ? undefined : money(order.vatAmount),
    vatRate: order.vatRate === null ? undefined : normaliseVatRate(order.vatRate),
    vatTreatment: (order.vatTreatment ?? undefined) as VatTreatmentEnum | undefined,
    ebmInvoiceNumber: order.ebmInvoiceNumber ?? undefined,
    paymentReference: order.paymentReference ?? undefined,
    paymentMethod: order.paymentMethod ?? undefined,
    staffNote: order.staffNote,
    refundDue: order.refundDue,
    refundedAt: order.refundedAt ?? undefined,
    refundableAmount: fromCents(order.paidAt ? Math.max(0, toCents(order.total) - refundedCents(order)) : 0),
    refunds: refundsOf(order).map((r) => ({
      id: r.id,
      amount: money(r.amount),
      refundedOn: r.refundedOn,
      method: r.method ?? undefined,
      reference: r.reference,
      reason: r.reason,
      createdAt: r.createdAt,
    })),
    paymentIssue: order.paymentIssue ?? undefined,
    holdsStock: order.holdsStock,
  };
}
