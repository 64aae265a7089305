import { type Currency, CURRENCIES, fromCents, isMoney, toCents } from './money';

/**
 * Prices per currency (issue 22). Every edition has a dollar price: it is the legacy contract's
 * `editions[].price` (SPEC §7, §9), so dollars are always sold. The other currencies a shop sells in
 * (SHOP_CURRENCIES, RWF by default) are each an optional price of their own, stored, never converted
 * at request time: the studio's rate (`CurrencyRate`) fills them only when the studio applies it.
 */

/** The currency of every edition's `price`, the legacy contract's dollars. */
export const BASE_CURRENCY: Currency = 'USD';

/** SHOP_CURRENCIES when it is not set. */
export const DEFAULT_SOLD_CURRENCIES: readonly Currency[] = ['USD', 'RWF'];

/** A price in one currency: an exact decimal text (RWF in whole francs). */
export interface Price {
  currency: string;
  amount: string;
}

const NAMES: Record<Currency, string> = { USD: 'US dollars', RWF: 'Rwandan francs', EUR: 'euros', GBP: 'pounds sterling' };

/** "Rwandan francs", "US dollars". */
export function currencyName(currency: string): string {
  return NAMES[currency as Currency] ?? currency;
}

export const PRICE_MESSAGES = {
  wholeFrancs: 'RWF prices are whole francs',
  notSold: (currency: string, sold: readonly string[]) =>
    `${currency} is not a currency this shop sells in: it sells in ${sold.join(' and ')} (SHOP_CURRENCIES).`,
  badCurrency: (currency: string) => `${currency} is not a currency code such as USD or RWF.`,
  twice: (type: string, currency: string) => `editions: "${type}" has two ${currency} prices.`,
  baseInPrices: (type: string) => `editions: the dollar price of "${type}" is its price; prices lists its prices in the other currencies.`,
  /** The label a price carries when the visitor chose another currency and the edition has no price in it. */
  pricedIn: (currency: string) => `priced in ${currencyName(currency)}`,
  rateBase: 'A rate converts dollar prices into another currency: choose RWF, not USD.',
  ratePositive: 'The rate must be more than 0, with at most four decimals, for example 1450.',
  stepPositive: (currency: string) =>
    currency === 'RWF'
      ? 'The rounding step must be a whole number of francs, at least 1, for example 1000.'
      : 'The rounding step must be at least 0.01, for example 1.',
  noRate: (currency: string) => `No rate is set for ${currency}: set one first.`,
} as const;

/** True for a three-letter code the shop knows (money.ts CURRENCIES). */
export function isKnownCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** Fraction digits a price in this currency may have: RWF none, the others two. */
export function priceDigits(currency: string): 0 | 2 {
  return currency === 'RWF' ? 0 : 2;
}

/**
 * What is wrong with a price in a currency, or undefined: an amount of at least 0 with at most two decimals
 * (`isMoney`), and in francs a whole number ("125000" and "125000.00" are; "125000.50" is not).
 */
export function priceProblem(currency: string, amount: string): string | undefined {
  if (!isMoney(amount)) return `A ${currency} price must be an amount of at least 0 with at most two decimals, for example 1200 or 99.50.`;
  if (priceDigits(currency) === 0 && toCents(amount) % 100 !== 0) return PRICE_MESSAGES.wholeFrancs;
  return undefined;
}

/** The stored text of a valid price: "125000" for francs, "1200.00" for the others. */
export function normalisePrice(currency: string, amount: string): string {
  const text = fromCents(toCents(amount));
  return priceDigits(currency) === 0 ? text.slice(0, -3) : text;
}

/** The studio's rate: 1 USD = `perDollar` units of `currency`, rounded to the nearest `step` (half up). */
export interface CurrencyRate {
  currency: string;
  /** Decimal text, more than 0, at most four decimals. */
  perDollar: string;
  /** Decimal text: RWF whole francs (1, 100, 1000), other currencies at least 0.01. */
  step: string;
}

const RATE = /^(0|[1-9]\d{0,9})(\.\d{1,4})?$/;

/** The first thing wrong with a rate, or undefined. */
export function rateProblem(rate: CurrencyRate): string | undefined {
  if (rate.currency === BASE_CURRENCY) return PRICE_MESSAGES.rateBase;
  if (!RATE.test(rate.perDollar) || /^0(\.0+)?$/.test(rate.perDollar)) return PRICE_MESSAGES.ratePositive;
  if (!isMoney(rate.step) || toCents(rate.step) === 0 || (priceDigits(rate.currency) === 0 && toCents(rate.step) % 100 !== 0)) {
    return PRICE_MESSAGES.stepPositive(rate.currency);
  }
  return undefined;
}

/** "1450.25" -> 14502500n (ten-thousandths). */
function tenThousandths(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole) * 10000n + BigInt(fraction.padEnd(4, '0'));
}

/**
 * A dollar price through the rate, rounded to the nearest step (half up), exactly: integer arithmetic, no float.
 * `convertPrice("86.21", {currency: "RWF", perDollar: "1450", step: "1000"})` is "125000".
 */
export function convertPrice(dollars: string, rate: Pick<CurrencyRate, 'currency' | 'perDollar' | 'step'>): string {
  // cents x rate(1e-4) = 1e-6 of a unit; the step in cents is 1e-2 of a unit: steps = value / (step x 1e4).
  const value = BigInt(toCents(dollars)) * tenThousandths(rate.perDollar);
  const stepUnits = BigInt(toCents(rate.step)) * 10000n;
  const steps = (value * 2n + stepUnits) / (stepUnits * 2n);
  const cents = steps * BigInt(toCents(rate.step));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The converted price is too large');
  return normalisePrice(rate.currency, fromCents(Number(cents)));
}

/** The price in `currency`, if the edition has one. */
export function priceIn(prices: readonly Price[], currency: string): Price | undefined {
  return prices.find((p) => p.currency === currency);
}

/**
 * What a visitor who chose `currency` is shown: the price in it, or else the edition's price in the first other
 * currency it has (marked `pricedIn`), never a converted estimate.
 */
export function shownPrice(prices: readonly Price[], currency: string): (Price & { other: boolean }) | undefined {
  const own = priceIn(prices, currency);
  if (own) return { ...own, other: false };
  const other = prices[0];
  return other ? { ...other, other: true } : undefined;
}

/** The cookie that remembers a visitor's currency, and the parameter any public address sets it with (`?currency=RWF`). */
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_PARAM = 'currency';
/** A year: the choice is remembered until the visitor makes another. */
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The currency a page shows its prices in, read the same way by the server render and the browser: the address's
 * `?currency=` when it is one the shop sells in, else the remembered cookie's, else the shop's default (DISPLAY_CURRENCY).
 */
export function chosenCurrency(param: string | null | undefined, cookie: string | null | undefined, sold: readonly string[], fallback: string): string {
  for (const value of [param, cookie]) {
    const code = value?.trim().toUpperCase();
    if (code && sold.includes(code)) return code;
  }
  return fallback;
}

/** The value of one cookie in a Cookie header (or document.cookie), undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}
