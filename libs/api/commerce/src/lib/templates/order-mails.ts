import {
  carrierLabel,
  formatMoney,
  isTestPayment,
  normaliseVatRate,
  REFUND_METHODS,
  RefundMethod,
  STUDIO,
  TEST_PAYMENT,
  toCents,
  trackingLink,
} from '@sawa/shared/domain';
import { escapeHtml, htmlMail } from '@sawa/api/messaging';
import type { Order } from '../orders/order.entity';

const money = (order: Order, amount: string) => formatMoney(amount, order.currency);

function lines(order: Order) {
  return order.lines.map((l) => ({
    text: `${l.quantity} x ${l.artName} (${l.edition}) - ${money(order, l.lineTotal)}`,
    html: `<li>${l.quantity} &times; ${escapeHtml(l.artName)} (${escapeHtml(l.edition)}): ${money(order, l.lineTotal)}</li>`,
  }));
}

/**
 * Every mail about an order the sandbox took says so: 'Test payment' at the start of the subject and a
 * first paragraph that nothing was charged, so no one packs a work or waits for money that never moved.
 */
function testMark(order: Order) {
  if (!isTestPayment(order.paymentMethod)) return { subject: '', text: [] as string[], html: '' };
  const note = `${TEST_PAYMENT}: this order was paid in the payment sandbox (payments are simulated on this shop). Nothing was charged and no work will be sent.`;
  return {
    subject: `${TEST_PAYMENT}: `,
    text: [note, ''],
    html: `<p style="padding:8px 12px;background:#fff4d6;border-left:4px solid #b7791f"><strong>${TEST_PAYMENT}</strong>: ${escapeHtml(note.slice(TEST_PAYMENT.length + 2))}</p>`,
  };
}

/** The order's shipping line (a flat rate), as the paid mails list it under the works; none for pickup or free shipping. */
function shippingLine(order: Order): { text: string; html: string }[] {
  if (!order.shippingAmount || toCents(order.shippingAmount) === 0) return [];
  const text = `Shipping - ${money(order, order.shippingAmount)}`;
  return [{ text, html: `<li>${escapeHtml(text)}</li>` }];
}

/** What happens next, as the paid mail says it: a pickup order is collected at the studio, any other is shipped. */
const nextStep = (order: Order) =>
  order.deliveryMethod === 'pickup'
    ? 'You chose to collect it at the studio in Musanze: we will write to you with the address and opening hours as soon as it is ready for pickup.'
    : 'We will write to you with the shipping details before the work leaves the studio.';

/** To the buyer when the payment is confirmed, with the studio's return policy for each kind of work bought (where it states one). */
export function orderPaidToBuyer(order: Order, orderUrl: string, returnPolicy: { kind: string; text: string }[] = []) {
  const test = testMark(order);
  const subject = `${test.subject}Your order ${order.number} is paid - ${STUDIO.name}`;
  const items = lines(order);
  const returns = returnPolicy.length ? ['', 'Returns:', ...returnPolicy.map((p) => `${p.kind}: ${p.text}`), ''] : [];
  const text = [
    ...test.text,
    `Dear ${order.customerName},`,
    '',
    `Thank you: we received your payment for order ${order.number}.`,
    '',
    ...items.map((i) => i.text),
    ...shippingLine(order).map((l) => l.text),
    `Total: ${money(order, order.total)}`,
    '',
    nextStep(order),
    ...returns,
    `Your order: ${orderUrl}`,
  ].join('\n');
  const returnsHtml = returnPolicy.length
    ? `<p><strong>Returns</strong></p><ul>${returnPolicy.map((p) => `<li>${escapeHtml(p.kind)}: ${escapeHtml(p.text)}</li>`).join('')}</ul>`
    : '';
  const html = htmlMail(
    subject,
    `${test.html}<p>Dear ${escapeHtml(order.customerName)},</p><p>Thank you: we received your payment for order <strong>${order.number}</strong>.</p>
<ul>${items.map((i) => i.html).join('')}${shippingLine(order)
      .map((l) => l.html)
      .join('')}</ul><p><strong>Total: ${money(order, order.total)}</strong></p>
<p>${escapeHtml(nextStep(order))}</p>${returnsHtml}<p><a href="${escapeHtml(orderUrl)}" style="color:#1f3a2e">See your order</a></p>`,
  );
  return { subject, text, html };
}

/** The VAT the order stored (issue 24), as the studio's paid mail states it; nothing when the studio was not VAT-registered. */
function vatLine(order: Order): string[] {
  if (order.vatAmount === null || order.vatAmount === undefined || !order.vatTreatment) return [];
  if (order.vatTreatment === 'export') return [`VAT: zero-rated export (${money(order, order.vatAmount)})`];
  return [`VAT included: ${money(order, order.vatAmount)} (${normaliseVatRate(order.vatRate ?? '0')} %)`];
}

/** To the studio: a paid order to pack and ship. */
export function orderPaidToStudio(order: Order) {
  const test = testMark(order);
  const subject = `${test.subject}Paid order ${order.number}: ${money(order, order.total)}`;
  const items = lines(order);
  const customer = [
    `${order.customerName} <${order.customerEmail}>`,
    order.customerPhone,
    order.deliveryMethod === 'pickup'
      ? 'Delivery: collected at the studio (pickup)'
      : `Delivery: shipped${order.shippingAmount && toCents(order.shippingAmount) > 0 ? ` (shipping ${money(order, order.shippingAmount)} charged)` : ''}`,
    // A structured address names its country in its text; an old free-text one does not.
    order.addressCountryCode ? '' : order.country,
    order.shippingAddress,
    order.notes ? `Notes: ${order.notes}` : '',
  ].filter(Boolean);
  const text = [
    ...test.text,
    `Order ${order.number} is paid (${order.paymentMethod ?? 'IremboPay'}, reference ${order.paymentReference ?? '-'}).`,
    '',
    ...items.map((i) => i.text),
    `Total: ${money(order, order.total)}`,
    ...vatLine(order),
    '',
    'Ship to:',
    ...customer,
  ].join('\n');
  const html = htmlMail(
    subject,
    `${test.html}<p>Order <strong>${order.number}</strong> is paid (${escapeHtml(order.paymentMethod ?? 'IremboPay')}, reference ${escapeHtml(order.paymentReference ?? '-')}).</p>
<ul>${items.map((i) => i.html).join('')}</ul><p><strong>Total: ${money(order, order.total)}</strong>${vatLine(order)
      .map((l) => `<br>${escapeHtml(l)}`)
      .join('')}</p><p>Ship to:<br>${customer.map(escapeHtml).join('<br>')}</p>`,
  );
  return { subject, text, html };
}

/** The order's works as a short list: "1 x Mist over Bisoke (Giclée print (A3))". */
function workList(order: Order) {
  const items = lines(order);
  return { text: items.map((i) => i.text), html: `<ul>${items.map((i) => i.html).join('')}</ul>` };
}

function buyerMail(order: Order, subject: string, paragraphs: string[], orderUrl: string, linkText = 'See your order') {
  const test = testMark(order);
  const fullSubject = `${test.subject}${subject} - ${STUDIO.name}`;
  const works = workList(order);
  const text = [
    ...test.text,
    `Dear ${order.customerName},`,
    '',
    paragraphs[0],
    '',
    ...works.text,
    '',
    ...paragraphs.slice(1).flatMap((p) => [p, '']),
    `Your order: ${orderUrl}`,
  ].join('\n');
  const html = htmlMail(
    fullSubject,
    `${test.html}<p>Dear ${escapeHtml(order.customerName)},</p><p>${escapeHtml(paragraphs[0])}</p>${works.html}${paragraphs
      .slice(1)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}<p><a href="${escapeHtml(orderUrl)}" style="color:#1f3a2e">${escapeHtml(linkText)}</a></p>`,
  );
  return { subject: fullSubject, text, html };
}

/**
 * To the buyer when the studio cancels their order. A paid one says what happens to the money: the full amount
 * is refunded to the way they paid, and a mail follows when it is done.
 */
export function orderCancelledToBuyer(order: Order, orderUrl: string, wasPaid: boolean, studioEmail: string) {
  return buyerMail(
    order,
    `Your order ${order.number} was cancelled`,
    [
      `The studio has cancelled your order ${order.number}.`,
      wasPaid && isTestPayment(order.paymentMethod)
        ? 'It was a test payment: nothing was charged, so there is nothing to refund.'
        : wasPaid
          ? `You paid ${money(order, order.total)}: it will be refunded in full, to the account or card you paid with. We will write to you again when the refund is made.`
          : 'It had not been paid, so nothing was charged.',
      `Questions? Reply to this mail or write to ${studioEmail}.`,
    ],
    orderUrl,
  );
}

/** To the buyer when an order expired unpaid: nothing was charged; the works are no longer held (they may be ordered again). */
export function orderExpiredToBuyer(order: Order, orderUrl: string) {
  return buyerMail(
    order,
    `Your order ${order.number} was not paid in time`,
    [
      `The payment for your order ${order.number} did not arrive in time, so the order has ended and nothing was charged.`,
      'The works are no longer held for you. If they are still available, you can put them back in your cart from your order page and order again.',
    ],
    orderUrl,
    'Back to your order',
  );
}

/** To the buyer when the studio marks the order shipped (the promise of the paid mail and the order page): the carrier, the number and the tracking link. */
export function orderShippedToBuyer(order: Order, orderUrl: string, studioEmail: string) {
  const tracking = order.carrier && order.trackingNumber ? trackingLink(order.carrier, order.trackingNumber) : null;
  return buyerMail(
    order,
    `Your order ${order.number} is on its way`,
    [
      `Your order ${order.number} has left the studio.`,
      `It goes to: ${order.shippingAddress.replace(/\s*\n\s*/g, ', ')}${order.addressCountryCode ? '' : ` (${order.country})`}.`,
      ...(order.carrier && order.trackingNumber
        ? [`Carrier: ${carrierLabel(order.carrier, order.carrierName)}. Tracking number: ${order.trackingNumber}.`]
        : []),
      ...(tracking ? [`Follow it here: ${tracking}`] : []),
      `Questions about the delivery? Reply to this mail or write to ${studioEmail}.`,
    ],
    orderUrl,
  );
}

/**
 * To the buyer when the studio has marked a shipped order delivered: it has arrived, whom to write to if anything is
 * wrong with it, and the studio's return policy for each kind of work bought (where it states one).
 */
export function orderDeliveredToBuyer(order: Order, orderUrl: string, returnPolicy: { kind: string; text: string }[], studioEmail: string) {
  return buyerMail(
    order,
    `Your order ${order.number} has arrived`,
    [
      `Your order ${order.number} has been delivered${order.carrier ? ` by ${carrierLabel(order.carrier, order.carrierName)}` : ''}. We hope the work has found its place.`,
      `If anything arrived damaged or is not as described, reply to this mail or write to ${studioEmail} with a photo, and we will make it right.`,
      ...returnPolicy.map((p) => `Returns, ${p.kind}: ${p.text}`),
    ],
    orderUrl,
  );
}

/** To the buyer when a pickup order is ready at the studio: where and when to collect it. */
export function orderReadyForPickupToBuyer(order: Order, orderUrl: string, pickup: { address: string; hours: string }, studioEmail: string) {
  return buyerMail(
    order,
    `Your order ${order.number} is ready for pickup`,
    [
      `Your order ${order.number} is ready: you can collect it at the studio.`,
      `Address: ${pickup.address}.`,
      `Opening hours: ${pickup.hours}.`,
      `Please bring this mail or your order number. Questions? Reply to this mail or write to ${studioEmail}.`,
    ],
    orderUrl,
  );
}

/**
 * To the buyer when the studio has recorded a refund: how much and how it went back, and whether that is all they
 * paid. `refund` is null when only the flag was cleared (a payment that never matched the order: no amount recorded).
 */
export function orderRefundedToBuyer(order: Order, orderUrl: string, refund: { amount: string; method: RefundMethod | null; full: boolean } | null) {
  const how = refund?.method ? ` by ${REFUND_METHODS[refund.method].toLowerCase()}` : ', to the account or card you paid with';
  return buyerMail(
    order,
    `Your refund for order ${order.number}`,
    [
      refund
        ? `We have refunded ${money(order, refund.amount)} for your order ${order.number}${how}.`
        : `We have refunded your payment for order ${order.number}, to the account or card you paid with.`,
      ...(refund && !refund.full ? [`This is part of the ${money(order, order.total)} you paid.`] : []),
      'It may take a few days to show on your statement.',
    ],
    orderUrl,
  );
}

/** An order enquiry's lines as read from the catalogue now (payments off: nothing is reserved or charged). */
export interface EnquiryLine {
  quantity: number;
  artName: string;
  edition: string;
  unitPrice: string;
}

export interface OrderEnquiry {
  name: string;
  email: string;
  phone: string;
  country: string;
  shippingAddress: string;
  notes?: string;
  currency: string;
  lines: EnquiryLine[];
}

const enquiryLines = (e: OrderEnquiry) => e.lines.map((l) => `${l.quantity} x ${l.artName} (${l.edition}) - ${formatMoney(l.unitPrice, e.currency)} each`);

/** To the studio: a buyer who could not pay online (payments are off) wants these works. */
export function orderEnquiryToStudio(e: OrderEnquiry) {
  const subject = `Order enquiry from ${e.name} (online payment is off)`;
  const details = [`${e.name} <${e.email}>`, e.phone, e.shippingAddress, e.notes ? `Notes: ${e.notes}` : ''].filter(Boolean);
  const items = enquiryLines(e);
  const intro =
    'Online payment is not available on the shop, so this buyer sent their order as an enquiry. Nothing was reserved or charged: reply to arrange payment and delivery.';
  const text = [intro, '', ...items, '', 'Buyer:', ...details].join('\n');
  const html = htmlMail(
    subject,
    `<p>${escapeHtml(intro)}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul><p>Buyer:<br>${details.map(escapeHtml).join('<br>')}</p>`,
  );
  return { subject, text, html };
}

/** To the buyer: their enquiry reached the studio, which will write back. */
export function orderEnquiryToBuyer(e: OrderEnquiry, studioEmail: string) {
  const subject = `We received your order request - ${STUDIO.name}`;
  const items = enquiryLines(e);
  const paragraphs = [
    'Thank you: the studio received your request for these works. Online payment is not available yet, so nothing was reserved or charged.',
    `We will write to you soon to arrange payment and delivery. Questions? Reply to this mail or write to ${studioEmail}.`,
  ];
  const text = [`Dear ${e.name},`, '', paragraphs[0], '', ...items, '', paragraphs[1]].join('\n');
  const html = htmlMail(
    subject,
    `<p>Dear ${escapeHtml(e.name)},</p><p>${escapeHtml(paragraphs[0])}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul><p>${escapeHtml(paragraphs[1])}</p>`,
  );
  return { subject, text, html };
}
