import { fromCents, toCents } from '@sawa/shared/domain';
import { OrderStatusEnum, OrderStatusView, OrderType } from '../commerce.types';
import { Order } from './order.entity';

const money = (value: string) => fromCents(toCents(value));

export function toOrderStatusView(order: Order): OrderStatusView {
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
    paymentLinkUrl: order.status === 'pending' ? (order.paymentLinkUrl ?? undefined) : undefined,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? undefined,
    expiresAt: order.expiresAt,
  };
}

export function toOrderType(order: Order): OrderType {
  return {
    ...toOrderStatusView(order),
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
  };
}
