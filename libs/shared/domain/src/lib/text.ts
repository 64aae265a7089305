import { CONTACT_LIMITS } from './contact';
import { EMAIL_MAX_LENGTH } from './email';

/**
 * Input lengths, the same on both sides: the web forms' `maxLength` and the server validators read
 * them from here. Lengths are counted in characters (Unicode code points), as PostgreSQL counts a
 * `varchar(n)`; a browser's `maxLength` counts UTF-16 units, never fewer, so whatever a form lets
 * through the server accepts.
 */
export const FIELD_LIMITS = {
  /** Public forms. */
  commission: {
    ...CONTACT_LIMITS,
    artworkType: 200,
    size: 200,
    stylePreferences: 500,
    message: 5000,
    website: 500,
  },
  checkout: { ...CONTACT_LIMITS, shippingAddress: 1000, notes: 2000 },
  visit: { name: CONTACT_LIMITS.name, email: CONTACT_LIMITS.email, phone: CONTACT_LIMITS.phone },
  newsletter: { email: EMAIL_MAX_LENGTH },
  /** Back-office forms. */
  login: { userName: 100, password: 200 },
  artwork: { name: 200, productCode: 100, description: 10_000, size: 200, material: 200, editionType: 100 },
  artist: { name: 200, description: 10_000, x: 500, instagram: 500, linkedin: 500, facebook: 500 },
  teamMember: { name: 200, position: 200 },
  category: { name: 200 },
  collection: { name: 200 },
  /** Marking an order shipped, and a refund recorded on it. */
  shipment: { carrierName: 100, trackingNumber: 100 },
  refund: { reference: 100, reason: 1000 },
  /** The staff's notes on a commission request or an order. */
  staffNotes: 10_000,
  /** Search boxes of lists. */
  search: 200,
} as const;

/** Gallery images of one artwork, its cover aside (the API refuses more; the art form says so first). */
export const MAX_GALLERY_IMAGES = 10;

/** Characters as PostgreSQL counts them (code points), not UTF-16 units. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

const graphemes = (text: string): string[] =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment)
    : Array.from(text);

/**
 * `text` cut to at most `max` characters (code points), ellipsis included, never inside a
 * character or a combined letter: for derived values (a mail subject built from what a visitor
 * typed) that must fit a column instead of overflowing it.
 */
export function truncateText(text: string, max: number, ellipsis = '…'): string {
  if (charCount(text) <= max) return text;
  const room = max - charCount(ellipsis);
  let kept = '';
  let used = 0;
  for (const grapheme of graphemes(text)) {
    const size = charCount(grapheme);
    if (used + size > room) break;
    kept += grapheme;
    used += size;
  }
  return `${kept.trimEnd()}${ellipsis}`;
}

export interface UnstorableCharacter {
  /** Position in characters (code points), from 0. */
  position: number;
  /** For example `U+0000`. */
  codePoint: string;
  what: string;
}

/**
 * The first character of `text` that the product refuses to store: NUL (PostgreSQL cannot store
 * it), a lone surrogate (not a character at all; it would be stored changed), or another control
 * character of the C0 range (never typed by a person; they hide in mails and spreadsheets). Tab,
 * line feed and carriage return are text.
 */
export function findUnstorableCharacter(text: string): UnstorableCharacter | undefined {
  let position = 0;
  for (let i = 0; i < text.length; i++, position++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return { position, codePoint: hex(unit), what: 'a lone surrogate' };
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return { position, codePoint: hex(unit), what: 'a lone surrogate' };
    if (unit === 0) return { position, codePoint: hex(unit), what: 'a NUL character' };
    if (unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return { position, codePoint: hex(unit), what: 'a control character' };
  }
  return undefined;
}

const hex = (unit: number) => `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
