import { STUDIO } from '@sawa/shared/domain';
import { escapeHtml, htmlMail } from './layout';

export function newsletterWelcome(unsubscribeUrl: string) {
  const subject = `Welcome to the ${STUDIO.name} newsletter`;
  const text = [
    `Thank you for subscribing to the ${STUDIO.name} newsletter.`,
    '',
    'Once a month we send new works, studio news and stories from the Virunga forests.',
    '',
    `To unsubscribe at any time, open: ${unsubscribeUrl}`,
  ].join('\n');
  const html = htmlMail(
    subject,
    `<h1 style="font-size:24px;font-weight:normal;margin:0 0 16px">Thank you for subscribing</h1>
<p>Once a month we send new works, studio news and stories from the Virunga forests.</p>`,
    `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#1f3a2e">Unsubscribe</a>`,
  );
  return { subject, text, html };
}
