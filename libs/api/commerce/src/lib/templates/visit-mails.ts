import ical, { ICalEventStatus } from 'ical-generator';
import { formatMoney, formatVisitTime, STUDIO, TEST_PAYMENT } from '@sawa/shared/domain';
import { escapeHtml, htmlMail, type OutboxAttachment } from '@sawa/api/messaging';

/** What a visitor's mail says about their visit. */
export interface VisitMailFacts {
  reference: string;
  visitorName: string | null;
  /** Null: a visit booked through the old Book Now, whose time the visitor has yet to choose. */
  startsAt: Date | null;
  visitMinutes: number;
  partySize: number;
  amount: string;
  currency: string;
  testPayment: boolean;
  address: string;
  mapUrl: string;
  /** The visit page. */
  pageUrl: string;
  /** The visit page with the signed key: reschedule or cancel there. */
  manageUrl: string;
  changeCutoffHours: number;
  /** Raised at each move, so a calendar replaces the entry it has. */
  calendarSequence: number;
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" style="color:#1f3a2e">${escapeHtml(text)}</a>`;
const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

function testMark(facts: VisitMailFacts) {
  if (!facts.testPayment) return { subject: '', text: [] as string[], html: '' };
  const note = `${TEST_PAYMENT}: this visit was paid in the payment sandbox (payments are simulated on this shop). Nothing was charged.`;
  return {
    subject: `${TEST_PAYMENT}: `,
    text: [note, ''],
    html: `<p style="padding:8px 12px;background:#fff4d6;border-left:4px solid #b7791f">${escapeHtml(note)}</p>`,
  };
}

/**
 * The visit as a calendar file (RFC 5545). Times are written in UTC, which every calendar shows in its
 * own zone; the text says the time in Kigali. The UID is the visit's, so a moved or cancelled visit's
 * file (a higher SEQUENCE) replaces the entry the visitor already has.
 */
export function visitCalendarFile(facts: VisitMailFacts & { startsAt: Date }, cancelled = false): OutboxAttachment & { content: string } {
  const calendar = ical({ prodId: { company: STUDIO.name, product: 'Studio visits', language: 'EN' }, name: `${STUDIO.name} visit` });
  calendar.createEvent({
    id: `${facts.reference}@${new URL(facts.pageUrl).hostname}`,
    sequence: facts.calendarSequence,
    start: facts.startsAt,
    end: new Date(facts.startsAt.getTime() + facts.visitMinutes * 60_000),
    stamp: new Date(),
    summary: `Studio visit at ${STUDIO.name} (${people(facts.partySize)})`,
    location: facts.address,
    description: [
      `Booking ${facts.reference} for ${people(facts.partySize)}, ${formatVisitTime(facts.startsAt)}.`,
      `Map: ${facts.mapUrl}`,
      `Reschedule or cancel: ${facts.manageUrl}`,
    ].join('\n'),
    url: facts.manageUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { filename: 'studio-visit.ics', contentType: 'text/calendar; charset=utf-8', content: calendar.toString() };
}

/** The details every mail about a booked time repeats: when, for how many, where (with the map), what it cost. */
function details(facts: VisitMailFacts & { startsAt: Date }) {
  const when = formatVisitTime(facts.startsAt);
  return {
    text: [
      `When: ${when}`,
      `Party: ${people(facts.partySize)}`,
      `Where: ${facts.address} (map: ${facts.mapUrl})`,
      `Paid: ${formatMoney(facts.amount, facts.currency)}`,
      `Booking: ${facts.reference}`,
    ],
    html: `<p><strong>When:</strong> ${escapeHtml(when)}<br><strong>Party:</strong> ${people(facts.partySize)}<br><strong>Where:</strong> ${escapeHtml(facts.address)} (${link(
      facts.mapUrl,
      'map',
    )})<br><strong>Paid:</strong> ${formatMoney(facts.amount, facts.currency)}<br><strong>Booking:</strong> ${escapeHtml(facts.reference)}</p>`,
  };
}

function changeLine(facts: VisitMailFacts) {
  const line = `To reschedule or cancel (until ${facts.changeCutoffHours} hours before your visit): ${facts.manageUrl}`;
  return {
    text: line,
    html: `<p>${link(facts.manageUrl, 'Reschedule or cancel your visit')} (until ${facts.changeCutoffHours} hours before it starts).</p>`,
  };
}

const greeting = (facts: VisitMailFacts) => `Dear ${facts.visitorName ?? 'visitor'},`;

function visitMail(
  facts: VisitMailFacts & { startsAt: Date },
  subject: string,
  opening: string,
  options: { change: boolean; calendar: 'confirmed' | 'cancelled'; closing?: string },
) {
  const test = testMark(facts);
  const fullSubject = `${test.subject}${subject}`;
  const info = details(facts);
  const change = changeLine(facts);
  const text = [
    ...test.text,
    greeting(facts),
    '',
    opening,
    '',
    ...info.text,
    '',
    ...(options.change ? [change.text, ''] : []),
    ...(options.closing ? [options.closing, ''] : []),
    `Your visit: ${facts.pageUrl}`,
  ].join('\n');
  const html = htmlMail(
    fullSubject,
    `${test.html}<p>${escapeHtml(greeting(facts))}</p><p>${escapeHtml(opening)}</p>${info.html}${options.change ? change.html : ''}${
      options.closing ? `<p>${escapeHtml(options.closing)}</p>` : ''
    }<p>${link(facts.pageUrl, 'See your visit')}</p>`,
  );
  return { subject: fullSubject, text, html, attachments: [visitCalendarFile(facts, options.calendar === 'cancelled')] };
}

/** To the visitor once the visit is paid and has a time: the confirmation, with the calendar file and the signed link. */
export const visitConfirmedMail = (facts: VisitMailFacts & { startsAt: Date }) =>
  visitMail(facts, `Your studio visit on ${formatVisitTime(facts.startsAt)} - ${STUDIO.name}`, 'Thank you: your studio visit is booked and paid.', {
    change: true,
    calendar: 'confirmed',
    closing: 'A visit lasts about an hour. We look forward to welcoming you in Musanze!',
  });

/** To the visitor when the visit moved (by them or the studio): the new time and an updated calendar file. */
export const visitRescheduledMail = (facts: VisitMailFacts & { startsAt: Date }) =>
  visitMail(facts, `Your studio visit moved to ${formatVisitTime(facts.startsAt)} - ${STUDIO.name}`, 'Your studio visit has a new time; your payment stays.', {
    change: true,
    calendar: 'confirmed',
  });

/** To the visitor a day before. */
export const visitReminderMail = (facts: VisitMailFacts & { startsAt: Date }) =>
  visitMail(facts, `Reminder: your studio visit on ${formatVisitTime(facts.startsAt)} - ${STUDIO.name}`, 'A reminder: we are expecting you soon.', {
    change: true,
    calendar: 'confirmed',
  });

/** To the visitor when the visit was cancelled; a paid one is refunded by the studio. */
export const visitCancelledMail = (facts: VisitMailFacts & { startsAt: Date }, refund: boolean) =>
  visitMail(facts, `Your studio visit on ${formatVisitTime(facts.startsAt)} is cancelled - ${STUDIO.name}`, 'Your studio visit is cancelled.', {
    change: false,
    calendar: 'cancelled',
    closing: refund ? 'The studio will refund your payment.' : undefined,
  });

/** To the visitor of a paid visit that has no time yet (the old Book Now): choose one on the visit page. */
export function visitChooseTimeMail(facts: VisitMailFacts) {
  const test = testMark(facts);
  const subject = `${test.subject}Your studio visit is paid: choose your time - ${STUDIO.name}`;
  const opening = `Thank you: your studio visit ${facts.reference} for ${people(facts.partySize)} is paid (${formatMoney(facts.amount, facts.currency)}).`;
  const text = [...test.text, greeting(facts), '', opening, '', `Choose the day and time of your visit here: ${facts.manageUrl}`].join('\n');
  const html = htmlMail(
    subject,
    `${test.html}<p>${escapeHtml(greeting(facts))}</p><p>${escapeHtml(opening)}</p><p>${link(facts.manageUrl, 'Choose the day and time of your visit')}</p>`,
  );
  return { subject, text, html };
}

/** To the studio: a visitor cancelled a paid visit, to refund. */
export function visitCancelledToStudio(facts: VisitMailFacts, contact: string[]) {
  const subject = `${facts.testPayment ? `${TEST_PAYMENT}: ` : ''}Visit ${facts.reference} cancelled by the visitor: refund due - ${STUDIO.name}`;
  const when = facts.startsAt ? formatVisitTime(facts.startsAt) : 'no time chosen yet';
  const lines = [
    `The visitor cancelled studio visit ${facts.reference} (${when}, ${people(facts.partySize)}), paid ${formatMoney(facts.amount, facts.currency)}.`,
    'Refund the visitor, then mark the visit refunded in the back office. Its places are free again.',
    ...(contact.length ? ['', ...contact] : []),
  ];
  return { subject, text: lines.join('\n'), html: htmlMail(subject, lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('')) };
}

/** A visit asked for while payments are off: who, when, how many. */
export interface VisitEnquiry {
  name: string;
  email: string;
  phone: string;
  startsAt: Date;
  partySize: number;
}

/** To the studio: a visitor who could not pay online (payments are off) asks for this visit. */
export function visitEnquiryToStudio(e: VisitEnquiry) {
  const when = `${formatVisitTime(e.startsAt)}, ${people(e.partySize)}`;
  const subject = `Visit enquiry from ${e.name}: ${when}`;
  const intro =
    'Online payment is not available on the site, so this visitor sent their booking as an enquiry. No place was held and nothing was charged: reply to confirm the visit.';
  const details = [`${e.name} <${e.email}>`, e.phone];
  const text = [intro, '', `Visit: ${when}`, '', ...details].join('\n');
  const html = htmlMail(subject, `<p>${escapeHtml(intro)}</p><p>Visit: ${escapeHtml(when)}</p><p>${details.map(escapeHtml).join('<br>')}</p>`);
  return { subject, text, html };
}

/** To the visitor: their enquiry reached the studio, which will write back. */
export function visitEnquiryToVisitor(e: VisitEnquiry, studioEmail: string) {
  const when = `${formatVisitTime(e.startsAt)}, ${people(e.partySize)}`;
  const subject = `We received your visit request - ${STUDIO.name}`;
  const paragraphs = [
    `Thank you: the studio received your request for a visit on ${when}. Online payment is not available yet, so no place is held and nothing was charged.`,
    `We will write to you soon to confirm. Questions? Reply to this mail or write to ${studioEmail}.`,
  ];
  const text = [`Dear ${e.name},`, '', ...paragraphs.flatMap((p) => [p, ''])].join('\n');
  const html = htmlMail(subject, `<p>Dear ${escapeHtml(e.name)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`);
  return { subject, text, html };
}
