import { formatMoney, STUDIO } from '@sawa/shared/domain';
import { escapeHtml, htmlMail } from '@sawa/api/messaging';
import type { ShippingQuote } from '../delivery/shipping-quote.entity';

const items = (q: ShippingQuote) => q.lines.map((l) => `${l.quantity} x ${l.artName} (${l.edition}) - ${formatMoney(l.unitPrice, q.currency)} each`);
const list = (lines: string[]) => `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
const para = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;

/** To the studio: a buyer asks what shipping these works to their address costs (answer it in the back office). */
export function quoteRequestToStudio(q: ShippingQuote, address: string, answerUrl: string) {
  const subject = `Shipping quote ${q.number} requested by ${q.customerName}`;
  const intro = `${q.customerName} asks for a shipping quote. Nothing is reserved until they take up your answer. Answer it in the back office: ${answerUrl}`;
  const buyer = [`${q.customerName} <${q.customerEmail}>`, q.customerPhone, address, q.notes ? `Notes: ${q.notes}` : ''].filter(Boolean);
  const text = [intro, '', ...items(q), `Works: ${formatMoney(q.worksTotal, q.currency)}`, '', 'Deliver to:', ...buyer].join('\n');
  const html = htmlMail(
    subject,
    `${para([intro])}${list(items(q))}${para([`Works: ${formatMoney(q.worksTotal, q.currency)}`])}<p>Deliver to:</p>${para(buyer)}`,
  );
  return { subject, text, html };
}

/** To the buyer: the request reached the studio, which answers by mail. */
export function quoteRequestToBuyer(q: ShippingQuote, studioEmail: string) {
  const subject = `We received your shipping quote request ${q.number} - ${STUDIO.name}`;
  const paragraphs = [
    'Thank you: the studio received your request for a shipping quote for these works. Nothing is reserved or charged yet.',
    `We will write to you with the cost of crating, insurance and freight to your address, and a link to pay. Questions? Reply to this mail or write to ${studioEmail}.`,
  ];
  const text = [`Dear ${q.customerName},`, '', paragraphs[0], '', ...items(q), '', paragraphs[1]].join('\n');
  const html = htmlMail(subject, `<p>Dear ${escapeHtml(q.customerName)},</p>${para([paragraphs[0]])}${list(items(q))}${para([paragraphs[1]])}`);
  return { subject, text, html };
}

/** To the buyer: the studio's answer, and the link that opens a checkout of exactly this total. */
export function quoteAnsweredToBuyer(q: ShippingQuote, link: string, total: string, validUntil: string) {
  const subject = `Your shipping quote ${q.number}: ${formatMoney(total, q.currency)} - ${STUDIO.name}`;
  const shipping = formatMoney(q.shippingAmount as string, q.currency);
  const terms = [
    `Shipping: ${shipping} by ${q.carrier}`,
    `Crate: ${q.crateIncluded ? 'included' : 'not included'}`,
    `Insurance: ${q.insuranceIncluded ? 'included' : 'not included'}`,
    `Total with the works: ${formatMoney(total, q.currency)}`,
    `Valid until ${validUntil}`,
  ];
  const outro = `To buy, open this link and pay: ${link} . The works are held for you only when you take up the quote, if they are still available then.`;
  const text = [`Dear ${q.customerName},`, '', 'The studio has priced the delivery of your works:', '', ...items(q), ...terms, '', outro].join('\n');
  const html = htmlMail(
    subject,
    `<p>Dear ${escapeHtml(q.customerName)},</p><p>The studio has priced the delivery of your works:</p>${list(items(q))}${para(terms)}<p><a href="${escapeHtml(link)}">Take up the quote and pay</a></p>${para(
      ['The works are held for you only when you take up the quote, if they are still available then.'],
    )}`,
  );
  return { subject, text, html };
}
