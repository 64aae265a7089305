import { MESSAGES } from './messages';
import { ORIGINAL_ART_WORK } from './constants';
import { formatMoney, fromCents, toCents } from './money';
import { BASE_CURRENCY, currencyName, type Price } from './prices';

/**
 * A cart line as kept in the browser under `cart` (SPEC §3). `price` is the unit price in dollars (the legacy
 * contract's price); `prices` (issue 22) the edition's unit price in every currency it had one in when added, so the
 * cart and checkout show and charge the currency the visitor chose, or the one the delivery gives (linePrice).
 */
export interface CartLine {
  id: string;
  name: string;
  price: string;
  prices?: Price[];
  artImageCover: string | null;
  edition: string;
  quantity: number;
}

/** The line's unit price in `currency`, or undefined when the edition had none in it. */
export function linePrice(line: Pick<CartLine, 'price' | 'prices'>, currency: string): string | undefined {
  const own = line.prices?.find((p) => p.currency === currency)?.amount;
  if (own !== undefined) return own;
  return currency === BASE_CURRENCY ? line.price : undefined;
}

/** Every unit price the line has, dollars included. */
export function linePrices(line: Pick<CartLine, 'price' | 'prices'>): Price[] {
  const others = (line.prices ?? []).filter((p) => p.currency !== BASE_CURRENCY);
  return [{ currency: BASE_CURRENCY, amount: line.price }, ...others];
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
    return {
      ok: true,
      lines: lines.map((line) => (line === existing ? { ...line, price: item.price, prices: item.prices, quantity: line.quantity + 1 } : line)),
    };
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

/** The buyer accepts the catalogue's new price for a line, in `currency` (dollars unless given; one action, from the cart). */
export function repriceLine(lines: CartLine[], key: Pick<CartLine, 'id' | 'edition'>, price: string, currency: string = BASE_CURRENCY): CartLine[] {
  return lines.map((line) => {
    if (!sameLine(line, key)) return line;
    // A line added from the product page keeps every price, the dollar one too: the dollar price changes in both places.
    const kept = currency !== BASE_CURRENCY || Boolean(line.prices?.some((p) => p.currency === currency));
    return {
      ...line,
      ...(currency === BASE_CURRENCY ? { price } : {}),
      ...(kept ? { prices: [...(line.prices ?? []).filter((p) => p.currency !== currency), { currency, amount: price }] } : {}),
    };
  });
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

/** Subtotal in exact cents, as a two-decimal string, in `currency` (dollars unless given; a line without a price in it counts nothing). */
export function subtotal(lines: CartLine[], currency: string = BASE_CURRENCY): string {
  return fromCents(lines.reduce((sum, line) => sum + toCents(linePrice(line, currency) ?? '0') * line.quantity, 0));
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
      const prices = Array.isArray(line.prices)
        ? line.prices.filter((p): p is Price => {
            if (!p || typeof p.currency !== 'string' || typeof p.amount !== 'string') return false;
            try {
              toCents(p.amount);
              return true;
            } catch {
              return false;
            }
          })
        : undefined;
      return [
        {
          id: line.id,
          name: line.name,
          price,
          ...(prices ? { prices } : {}),
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
  editions: { type: string; price: string; prices?: readonly Price[]; available?: number | null }[];
}

/** Why a stored cart line no longer stands as stored. */
export type CartLineIssue =
  | { kind: 'deleted'; message: string }
  | { kind: 'sold'; message: string }
  | { kind: 'editionGone'; message: string }
  | { kind: 'fewerLeft'; message: string; available: number }
  | { kind: 'priceChanged'; message: string; price: string }
  | { kind: 'otherCurrency'; message: string; currency: string };

export const CART_LINE_ISSUES = {
  deleted: 'This work is no longer available.',
  sold: 'Sold: this work is no longer available.',
  editionSold: 'Sold: this edition is no longer available.',
  editionGone: 'This edition is no longer available.',
  fewerLeft: (available: number) => `Only ${available} of this edition ${available === 1 ? 'is' : 'are'} left.`,
  priceChanged: (price: string, currency: string) => `The price is now ${formatMoney(price, currency)}.`,
  otherCurrency: (currency: string) => `This edition has no price in ${currencyName(currency)}: choose another currency below to buy it, or remove it.`,
} as const;

/**
 * Checks a cart line against the catalogue, so a line is flagged rather than silently kept:
 * `art` null means the art was deleted, undefined that the catalogue has not answered yet (no flag).
 * In order: deleted, sold (the work, or this edition), edition gone, fewer left than the line wants,
 * no price in `currency` (the edition is priced in another one only), price changed in `currency` (compared in
 * exact cents); undefined when the line still stands.
 */
export function cartLineIssue(
  line: Pick<CartLine, 'edition' | 'price' | 'prices'> & { quantity?: number },
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
  const now = currency === BASE_CURRENCY ? edition.price : edition.prices?.find((p) => p.currency === currency)?.amount;
  if (now === undefined) return { kind: 'otherCurrency', message: CART_LINE_ISSUES.otherCurrency(currency), currency };
  const seen = linePrice(line, currency);
  if (seen !== undefined && samePrice(now, seen)) return undefined;
  return { kind: 'priceChanged', message: CART_LINE_ISSUES.priceChanged(now, currency), price: now };
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
export function payableSubtotal(lines: CartLine[], issues: Record<string, CartLineIssue | undefined>, currency: string = BASE_CURRENCY): string {
  return subtotal(
    lines.filter((line) => !isUnavailable(issues[cartLineKey(line)])),
    currency,
  );
}
