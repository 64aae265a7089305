import { ORIGINAL_ART_WORK } from './constants';

/**
 * Stock is kept per edition. An Original Art Work is unique (an edition of one); a limited print
 * has an edition size; an open edition has no limit. Orders count what they hold (reserved while
 * pending, sold once paid); the studio may keep units back from the shop (sold at the gallery,
 * artist's proofs, on loan). Shared by the API (the rules it enforces) and the web (what it shows).
 */
export type EditionKind = 'original' | 'limited' | 'open';

export interface EditionStock {
  type: string;
  /** null: an open edition (no limit). An original is always 1. */
  editionSize: number | null;
  reserved: number;
  sold: number;
  withheld: number;
}

export function isOriginalEdition(type: string): boolean {
  return type.trim() === ORIGINAL_ART_WORK;
}

export function editionKind(type: string, editionSize: number | null): EditionKind {
  if (isOriginalEdition(type)) return 'original';
  return editionSize === null ? 'open' : 'limited';
}

/** Units the shop can still sell; null for an open edition (no limit). */
export function availableUnits(stock: EditionStock): number | null {
  if (stock.editionSize === null) return null;
  return Math.max(0, stock.editionSize - stock.reserved - stock.sold - stock.withheld);
}

/**
 * Nothing left to buy, but only because unpaid orders hold units: an original held for 15 minutes by a buyer
 * who is paying. It reads 'Reserved', not 'Sold': if the payment does not come, it goes back on sale.
 */
export function heldByUnpaidOrders(stock: EditionStock): boolean {
  return availableUnits(stock) === 0 && stock.reserved > 0;
}

/** An artwork is sold out only when every edition is (and one without editions has nothing to sell). */
export function artworkSoldOut(editions: { available: number | null }[]): boolean {
  return editions.every((e) => e.available !== null && e.available <= 0);
}

/** What a work held by an unpaid order says (on its page and its card). */
export const RESERVED_TEXT = 'Reserved';
export const RESERVED_NOTE = 'Reserved by a buyer who is paying; if the payment does not come, it goes back on sale.';

type EditionAvailability = { kind: EditionKind; editionSize: number | null; available: number | null; onHold?: boolean };

/** How an edition's availability reads, short (the edition options, the back office's list): 'Sold', 'Reserved', '3 left', 'Available', ''. */
export function availabilityText(edition: EditionAvailability): string {
  if (edition.available !== null && edition.available <= 0) return edition.onHold ? RESERVED_TEXT : 'Sold';
  if (edition.kind === 'limited' && edition.available !== null) return `${edition.available} left`;
  if (edition.kind === 'original') return 'Available';
  return '';
}

/** The chosen edition beside its price: a limited print says its size too, 'Edition of 25 · 3 left'; others as availabilityText. */
export function editionAvailabilityText(edition: EditionAvailability): string {
  const short = availabilityText(edition);
  return edition.kind === 'limited' && edition.editionSize !== null && edition.available !== null && edition.available > 0
    ? `Edition of ${edition.editionSize} · ${short}`
    : short;
}

/** Every edition-stock problem the API refuses, in words the admin reads. */
export const STOCK_MESSAGES = {
  staleArtwork: 'This artwork changed since you opened it (a sale or another edit); reload to see it.',
  originalSize: 'An Original Art Work is unique: its edition size is always 1.',
  editionSizeTooSmall: (type: string, taken: number) =>
    `The edition size of "${type}" cannot be less than ${taken}: that many are already sold, reserved or kept back.`,
  withheldTooMany: (type: string, most: number) => `At most ${most} of "${type}" can be kept back from the shop (the rest are sold or reserved).`,
  openWithheld: (type: string) => `"${type}" is an open edition: give it an edition size to keep units back from the shop.`,
  reservedEditionRemoved: (type: string, reserved: number) =>
    `"${type}" cannot be removed while ${reserved} ${reserved === 1 ? 'is' : 'are'} reserved by pending orders.`,
} as const;
