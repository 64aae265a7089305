import { COMMISSION_FIELDS, type CommissionDetails, STUDIO } from '@sawa/shared/domain';
import { escapeHtml, htmlMail } from './layout';

/** To the studio: every field, the reference image attached, reply goes to the requester. */
export function commissionToStudio(request: CommissionDetails, hasImage: boolean) {
  const subject = `Commission request from ${request.name}: ${request.artworkType}`;
  const text = [
    'A new commission request arrived on the website.',
    '',
    ...COMMISSION_FIELDS.map(({ name, label }) => `${label}: ${request[name]}`),
    '',
    hasImage ? 'The reference image is attached.' : 'No reference image was sent.',
  ].join('\n');
  const rows = COMMISSION_FIELDS.map(
    ({ name, label }) =>
      `<tr><th style="text-align:left;vertical-align:top;padding:4px 16px 4px 0">${label}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(request[name])}</td></tr>`,
  ).join('');
  const html = htmlMail(
    subject,
    `<h1 style="font-size:22px;font-weight:normal;margin:0 0 16px">New commission request</h1>
<table style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">${rows}</table>
<p>${hasImage ? 'The reference image is attached.' : 'No reference image was sent.'}</p>`,
  );
  return { subject, text, html };
}

/** To the requester: we have it, and what happens next. */
export function commissionAcknowledgement(request: CommissionDetails) {
  const subject = `We received your commission request - ${STUDIO.name}`;
  const text = [
    `Dear ${request.name},`,
    '',
    `Thank you for your commission request (${request.artworkType}, ${request.size}).`,
    'One of our artists will reply within three working days to talk through your idea.',
    '',
    `${STUDIO.name}, ${STUDIO.city}`,
  ].join('\n');
  const html = htmlMail(
    subject,
    `<p>Dear ${escapeHtml(request.name)},</p>
<p>Thank you for your commission request (${escapeHtml(request.artworkType)}, ${escapeHtml(request.size)}).</p>
<p>One of our artists will reply within three working days to talk through your idea.</p>`,
  );
  return { subject, text, html };
}
