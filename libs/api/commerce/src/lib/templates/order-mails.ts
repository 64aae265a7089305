import { formatMoney, isTestPayment, STUDIO, TEST_PAYMENT } from '@sawa/shared/domain';
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

/** To the buyer when the payment is confirmed. */
export function orderPaidToBuyer(order: Order, orderUrl: string) {
  const test = testMark(order);
  const subject = `${test.subject}Your order ${order.number} is paid - ${STUDIO.name}`;
  const items = lines(order);
  const text = [
    ...test.text,
    `Dear ${order.customerName},`,
    '',
    `Thank you: we received your payment for order ${order.number}.`,
    '',
    ...items.map((i) => i.text),
    `Total: ${money(order, order.total)}`,
    '',
    'We will write to you with the shipping details before the work leaves the studio.',
    `Your order: ${orderUrl}`,
  ].join('\n');
  const html = htmlMail(
    subject,
    `${test.html}<p>Dear ${escapeHtml(order.customerName)},</p><p>Thank you: we received your payment for order <strong>${order.number}</strong>.</p>
<ul>${items.map((i) => i.html).join('')}</ul><p><strong>Total: ${money(order, order.total)}</strong></p>
<p>We will write to you with the shipping details before the work leaves the studio.</p><p><a href="${escapeHtml(orderUrl)}" style="color:#1f3a2e">See your order</a></p>`,
  );
  return { subject, text, html };
}

/** To the studio: a paid order to pack and ship. */
export function orderPaidToStudio(order: Order) {
  const test = testMark(order);
  const subject = `${test.subject}Paid order ${order.number}: ${money(order, order.total)}`;
  const items = lines(order);
  const customer = [
    `${order.customerName} <${order.customerEmail}>`,
    order.customerPhone,
    order.country,
    order.shippingAddress,
    order.notes ? `Notes: ${order.notes}` : '',
  ].filter(Boolean);
  const text = [
    ...test.text,
    `Order ${order.number} is paid (${order.paymentMethod ?? 'IremboPay'}, reference ${order.paymentReference ?? '-'}).`,
    '',
    ...items.map((i) => i.text),
    `Total: ${money(order, order.total)}`,
    '',
    'Ship to:',
    ...customer,
  ].join('\n');
  const html = htmlMail(
    subject,
    `${test.html}<p>Order <strong>${order.number}</strong> is paid (${escapeHtml(order.paymentMethod ?? 'IremboPay')}, reference ${escapeHtml(order.paymentReference ?? '-')}).</p>
<ul>${items.map((i) => i.html).join('')}</ul><p><strong>Total: ${money(order, order.total)}</strong></p><p>Ship to:<br>${customer.map(escapeHtml).join('<br>')}</p>`,
  );
  return { subject, text, html };
}
