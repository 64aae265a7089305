import { fromCents, isTestPayment, phoneEnding, toCents } from '@sawa/shared/domain';
import { OrderStatusEnum, OrderStatusView, OrderType } from '../commerce.types';
import { Order } from './order.entity';
import { paymentPageUrl } from './payment-page';

const money = (value: string) => fromCents(toCents(value));

/** `publicUrl`: the site's origin, for the way to the payment page (see payment-page.controller). */
export function toOrderStatusView(order: Order, publicUrl: string): OrderStatusView {
  return {
    number: order.number,
    status: order.status as OrderStatusEnum,
    total: money(order.total),
    currency: order.currency,
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
    cancelledAt: order.cancelledAt ?? undefined,
    refunded: order.refundedAt ? true : undefined,
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
    notes: order.notes,
    invoiceNumber: order.invoiceNumber ?? undefined,
    paymentReference: order.paymentReference ?? undefined,
    paymentMethod: order.paymentMethod ?? undefined,
    staffNote: order.staffNote,
    refundDue: order.refundDue,
    refundedAt: order.refundedAt ?? undefined,
    paymentIssue: order.paymentIssue ?? undefined,
    holdsStock: order.holdsStock,
  };
}
