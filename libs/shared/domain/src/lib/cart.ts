import { MESSAGES } from './messages';
import { ORIGINAL_ART_WORK } from './constants';
import { formatMoney, fromCents, toCents } from './money';

/** A cart line as kept in the browser under `cart` (SPEC §3). `price` is the unit price. */
export interface CartLine {
  id: string;
  name: string;
  price: string;
  artImageCover: string | null;
  edition: string;
  quantity: number;
}

export type CartResult = { ok: true; lines: CartLine[] } | { ok: false; lines: CartLine[]; error: string };

const isOriginal = (edition: string) => edition === ORIGINAL_ART_WORK;
const sameLine = (a: Pick<CartLine, 'id' | 'edition'>, b: Pick<CartLine, 'id' | 'edition'>) => a.id === b.id && a.edition === b.edition;

/**
 * Adds one of an art edition: a new line with quantity 1, or one more on the same art and edition. An original is one only.
 * The line takes the price the work's page shows now: adding again never keeps a price the studio has since changed.
 */
export function addToCart(lines: CartLine[], item: Omit<CartLine, 'quantity'>): CartResult {
  const existing = lines.find((line) => sameLine(line, item));
  if (existing) {
    if (isOriginal(item.edition)) return { ok: false, lines, error: MESSAGES.cart.secondOriginal };
    return { ok: true, lines: lines.map((line) => (line === existing ? { ...line, price: item.price, quantity: line.quantity + 1 } : line)) };
  }
  return { ok: true, lines: [...lines, { ...item, quantity: 1 }] };
}

/** Plus: one more, except for an Original Art Work. */
export function increase(lines: CartLine[], key: Pick<CartLine, 'id' | 'edition'>): CartResult {
  if (isOriginal(key.edition)) return { ok: false, lines, error: MESSAGES.cart.originalQuantity };
  return { ok: true, lines: lines.map((line) => (sameLine(line, key) ? { ...line, quantity: line.quantity + 1 } : line)) };
}

/** Minus: one fewer, never below 1. */
export function decrease(lines: CartLine[], key: Pick<CartLine, 'id' | 'edition'>): CartLine[] {
  return lines.map((line) => (sameLine(line, key) ? { ...line, quantity: Math.max(1, line.quantity - 1) } : line));
}

/** The buyer accepts the catalogue's new price for a line (one action, from the cart). */
export function repriceLine(lines: CartLine[], key: Pick<CartLine, 'id' | 'edition'>, price: string): CartLine[] {
  return lines.map((line) => (sameLine(line, key) ? { ...line, price } : line));
}

/** Fewer left than the line wants: the buyer takes what is left (at least 1). */
export function setQuantity(lines: CartLine[], key: Pick<CartLine, 'id' | 'edition'>, quantity: number): CartLine[] {
  return lines.map((line) => (sameLine(line, key) ? { ...line, quantity: isOriginal(line.edition) ? 1 : Math.max(1, Math.floor(quantity)) } : line));
}

export function removeLine(lines: CartLine[], key: Pick<CartLine, 'id' | 'edition'>): CartLine[] {
  return lines.filter((line) => !sameLine(line, key));
}

export function itemCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Subtotal in exact cents, as a two-decimal string. */
export function subtotal(lines: CartLine[]): string {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
}

/** Reads a stored cart defensively: anything malformed is dropped rather than trusted. */
export function parseCart(stored: string | null): CartLine[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.flatMap((raw) => {
      const line = raw as Partial<CartLine>;
      const price = typeof line.price === 'number' ? String(line.price) : line.price;
      if (typeof line.id !== 'string' || typeof line.name !== 'string' || typeof line.edition !== 'string' || typeof price !== 'string') return [];
      try {
        toCents(price);
      } catch {
        return [];
      }
      const quantity = Number.isInteger(line.quantity) && (line.quantity as number) > 0 ? (line.quantity as number) : 1;
      return [
        {
          id: line.id,
          name: line.name,
          price,
          artImageCover: line.artImageCover ?? null,
          edition: line.edition,
          quantity: isOriginal(line.edition) ? 1 : quantity,
        },
      ];
    });
  } catch {
    return [];
  }
}

/** What the catalogue now says about an art in the cart: its sold-out flag and its editions with what each has left. */
export interface CatalogueArt {
  soldOut: boolean;
  /** `available`: units the shop can still sell of that edition; null for an open edition; absent when not asked. */
  editions: { type: string; price: string; available?: number | null }[];
}

/** Why a stored cart line no longer stands as stored. */
export type CartLineIssue =
  | { kind: 'deleted'; message: string }
  | { kind: 'sold'; message: string }
  | { kind: 'editionGone'; message: string }
  | { kind: 'fewerLeft'; message: string; available: number }
  | { kind: 'priceChanged'; message: string; price: string };

export const CART_LINE_ISSUES = {
  deleted: 'This work is no longer available.',
  sold: 'Sold: this work is no longer available.',
  editionSold: 'Sold: this edition is no longer available.',
  editionGone: 'This edition is no longer available.',
  fewerLeft: (available: number) => `Only ${available} of this edition ${available === 1 ? 'is' : 'are'} left.`,
  priceChanged: (price: string, currency: string) => `The price is now ${formatMoney(price, currency)}.`,
} as const;

/**
 * Checks a cart line against the catalogue, so a line is flagged rather than silently kept:
 * `art` null means the art was deleted, undefined that the catalogue has not answered yet (no flag).
 * In order: deleted, sold (the work, or this edition), edition gone, fewer left than the line wants,
 * price changed (compared in exact cents); undefined when the line still stands.
 */
export function cartLineIssue(
  line: Pick<CartLine, 'edition' | 'price'> & { quantity?: number },
  art: CatalogueArt | null | undefined,
  currency: string,
): CartLineIssue | undefined {
  if (art === undefined) return undefined;
  if (art === null) return { kind: 'deleted', message: CART_LINE_ISSUES.deleted };
  if (art.soldOut) return { kind: 'sold', message: CART_LINE_ISSUES.sold };
  const edition = art.editions.find((e) => e.type === line.edition);
  if (!edition) return { kind: 'editionGone', message: CART_LINE_ISSUES.editionGone };
  const available = edition.available;
  if (available === 0) return { kind: 'sold', message: isOriginal(line.edition) ? CART_LINE_ISSUES.sold : CART_LINE_ISSUES.editionSold };
  if (typeof available === 'number' && (line.quantity ?? 1) > available)
    return { kind: 'fewerLeft', message: CART_LINE_ISSUES.fewerLeft(available), available };
  if (samePrice(edition.price, line.price)) return undefined;
  return { kind: 'priceChanged', message: CART_LINE_ISSUES.priceChanged(edition.price, currency), price: edition.price };
}

function samePrice(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return toCents(a) === toCents(b);
  } catch {
    return false;
  }
}

/** The key of a cart line (an art and one of its editions). */
export const cartLineKey = (line: Pick<CartLine, 'id' | 'edition'>) => `${line.id}|${line.edition}`;

/** A line that cannot be bought at all (deleted, sold, edition gone): it counts in no total. */
export const isUnavailable = (issue: CartLineIssue | undefined) => issue?.kind === 'deleted' || issue?.kind === 'sold' || issue?.kind === 'editionGone';

/**
 * The cart's total as the buyer can pay it: lines that cannot be bought are left out. Lines with another issue
 * (a new price, fewer left) still count as stored until the buyer resolves them; checkout waits for that.
 */
export function payableSubtotal(lines: CartLine[], issues: Record<string, CartLineIssue | undefined>): string {
  return subtotal(lines.filter((line) => !isUnavailable(issues[cartLineKey(line)])));
}
