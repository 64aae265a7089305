import { toCents } from './money';
import { isOriginalEdition } from './stock';

/** What a card shows of a work's editions: the price to show, and whether the original is gone while prints remain. */
export interface CardPrice {
  /** The first edition still for sale (SPEC §2's "first edition", skipping any sold), or null when nothing is. */
  price: string | null;
  /** That edition's prices in every currency it has (issue 22), or none. */
  prices: { currency: string; amount: string }[];
  /** The work has an original that is sold, and other editions are still for sale: the card says "Original sold". */
  originalSold: boolean;
}

interface EditionOnSale {
  /** Left out by a list of cards, which reads the server's `cardPrices` (the same rule) instead. */
  price?: string;
  prices?: { currency: string; amount: string }[];
  type: string;
  soldOut: boolean;
}

/**
 * A card's price (SPEC §2: the first edition's), but never a sold edition's: a card that shows a sold original's
 * price ("$2,400") while only its $95 print can be bought tells a buyer the wrong thing.
 */
export function cardPrice(editions: EditionOnSale[]): CardPrice {
  const onSale = editions.find((e) => !e.soldOut);
  return {
    price: onSale ? (onSale.price ?? null) : null,
    prices: onSale?.prices ?? [],
    originalSold: Boolean(onSale) && editions.some((e) => isOriginalEdition(e.type) && e.soldOut),
  };
}

/** The cheapest edition still for sale ("from $95.00" in the back office's list), or null when nothing is. */
export function cheapestOnSale(editions: { price: string; available: number | null }[]): string | null {
  const onSale = editions.filter((e) => e.available === null || e.available > 0);
  if (!onSale.length) return null;
  return onSale.reduce((cheapest, e) => (toCents(e.price) < toCents(cheapest.price) ? e : cheapest)).price;
}
