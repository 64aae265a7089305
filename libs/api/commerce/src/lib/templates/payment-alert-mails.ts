import { STUDIO, TEST_PAYMENT } from '@sawa/shared/domain';
import { escapeHtml, htmlMail } from '@sawa/api/messaging';

/** What a payment alert is about: an order or a studio visit, by its number and its page in the back office. */
export interface PaymentAlert {
  what: 'Order' | 'Studio visit';
  reference: string;
  /** Why the staff must look at it, in one sentence. */
  reason: string;
  /** What to do. */
  action: string;
  details?: string[];
  /** The payment sandbox took the payment (a demo shop): nothing was charged, there is nothing to refund. */
  testPayment?: boolean;
}

/** To the studio: a payment the shop did not take as paid (wrong amount or currency, or after the order ended). */
export function paymentAlertToStudio(alert: PaymentAlert) {
  const test = alert.testPayment
    ? `${TEST_PAYMENT}: the payment sandbox took this payment (payments are simulated on this shop). Nothing was charged and nothing is to be refunded.`
    : '';
  const subject = `${alert.testPayment ? `${TEST_PAYMENT}: ` : ''}Payment to check: ${alert.what.toLowerCase()} ${alert.reference} - ${STUDIO.name}`;
  const lines = [
    ...(test ? [test, ''] : []),
    `${alert.what} ${alert.reference}: ${alert.reason}`,
    '',
    alert.action,
    ...(alert.details?.length ? ['', ...alert.details] : []),
  ];
  const html = htmlMail(
    subject,
    `${test ? `<p style="padding:8px 12px;background:#fff4d6;border-left:4px solid #b7791f">${escapeHtml(test)}</p>` : ''}<p>${escapeHtml(alert.what)} <strong>${escapeHtml(alert.reference)}</strong>: ${escapeHtml(alert.reason)}</p><p>${escapeHtml(alert.action)}</p>${
      alert.details?.length ? `<p>${alert.details.map(escapeHtml).join('<br>')}</p>` : ''
    }`,
  );
  return { subject, text: lines.join('\n'), html };
}
