import { STUDIO } from '@sawa/shared/domain';

/** Escapes text for HTML mail bodies: every value that came from a visitor goes through this. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A plain, readable HTML mail: one column, the studio's name, the body, a footer line. */
export function htmlMail(title: string, bodyHtml: string, footerHtml = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f0;font-family:Georgia,'Times New Roman',serif;color:#1d1d1b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#1f3a2e">${STUDIO.name}</p>
${bodyHtml}
<p style="margin:32px 0 0;font-size:12px;color:#4a4a45">${STUDIO.name}, ${STUDIO.city}, ${STUDIO.country}. ${STUDIO.tagline}.${footerHtml ? `<br>${footerHtml}` : ''}</p>
</div></body></html>`;
}
