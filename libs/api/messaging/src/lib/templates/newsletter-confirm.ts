import { STUDIO } from '@sawa/shared/domain';
import { escapeHtml, htmlMail } from './layout';

/** The double opt-in mail: the address is subscribed only once its link is followed (and confirmed on the page it opens). */
export function newsletterConfirmation(confirmUrl: string, validDays: number) {
  const subject = `Please confirm your subscription to the ${STUDIO.name} newsletter`;
  const text = [
    `Someone, probably you, asked to receive the ${STUDIO.name} newsletter at this address.`,
    '',
    `To confirm, open this link within ${validDays} days: ${confirmUrl}`,
    '',
    'If it was not you, ignore this mail: nothing will be sent to you.',
  ].join('\n');
  const html = htmlMail(
    subject,
    `<h1 style="font-size:24px;font-weight:normal;margin:0 0 16px">Confirm your subscription</h1>
<p>Someone, probably you, asked to receive the ${STUDIO.name} newsletter at this address.</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#1f3a2e;color:#ffffff;text-decoration:none">Confirm my subscription</a></p>
<p style="font-size:14px;color:#4a4a45">The link works for ${validDays} days. If it was not you, ignore this mail: nothing will be sent to you.</p>`,
  );
  return { subject, text, html };
}
