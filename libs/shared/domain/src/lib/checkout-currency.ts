import { RWANDA } from './addresses';
import { BASE_CURRENCY, currencyName, type Price } from './prices';

/**
 * The checkout currency follows the delivery (issue 22, item 3): one rule for the server's checkout and the checkout
 * page. A domestic sale (a delivery in Rwanda, or pickup at the studio in Musanze) is invoiced in Rwandan francs: the
 * National Bank of Rwanda's rules, as reported, forbid invoicing it in a foreign currency. A delivery abroad (an
 * export) may be paid in any currency the shop sells in, the buyer's choice, where every line has a price in it.
 */

/** The currency of a domestic sale. */
export const DOMESTIC_CURRENCY = 'RWF';

/** The currency a checkout that names none is in (the legacy meaning of a price: dollars, SPEC §9). */
export const DEFAULT_CHECKOUT_CURRENCY = BASE_CURRENCY;

export const CHECKOUT_CURRENCY_MESSAGES = {
  /** What the checkout page says when the delivery fixes the currency. */
  domesticNote: 'A delivery in Rwanda or a pickup at the studio is invoiced in Rwandan francs (RWF).',
  /** The label of a currency the buyer may choose for a delivery abroad. */
  payIn: (currency: string) => `Pay in ${currencyName(currency)} (${currency})`,
  domestic: (currency: string) =>
    `A delivery in Rwanda or a pickup at the studio is invoiced in Rwandan francs (RWF), not ${currencyName(currency)} (${currency}): choose RWF, or a delivery abroad to pay in ${currency}.`,
  noPrice: (work: string, edition: string, currency: string) =>
    `"${work}" (${edition}) has no price in ${currencyName(currency)} (${currency}): remove it from your cart${currency === DOMESTIC_CURRENCY ? '' : ', or pay in Rwandan francs (RWF)'}.`,
} as const;

/** True when the sale is domestic: pickup at the studio, or a delivery to a Rwandan address. */
export function isDomesticSale(delivery: 'pickup' | 'shipping', countryCode: string | null | undefined): boolean {
  return delivery === 'pickup' || countryCode === RWANDA;
}

/**
 * The currencies this delivery may be paid in, the first being the one a checkout page proposes: RWF alone for a
 * domestic sale (when the shop sells in francs), else every currency the shop sells in, dollars first.
 */
export function checkoutCurrencies(delivery: 'pickup' | 'shipping', countryCode: string | null | undefined, sold: readonly string[]): string[] {
  if (isDomesticSale(delivery, countryCode) && sold.includes(DOMESTIC_CURRENCY)) return [DOMESTIC_CURRENCY];
  return [...sold].sort((a, b) => (a === BASE_CURRENCY ? -1 : b === BASE_CURRENCY ? 1 : 0));
}

/** A cart line as the rule reads it: the work's name, the edition, and its prices (every currency it has one in). */
export interface CurrencyLine {
  work: string;
  edition: string;
  prices: readonly Price[];
}

/**
 * Why this checkout cannot be paid in `currency`, or undefined: a domestic sale in another currency than RWF (the
 * message names the rule), then the first line without a price in `currency` (the message names the work). The
 * currency itself is one the shop sells in (checked before, with its own message).
 */
export function checkoutCurrencyProblem(
  checkout: { delivery: 'pickup' | 'shipping'; countryCode?: string | null; currency: string; sold: readonly string[] },
  lines: readonly CurrencyLine[],
): string | undefined {
  if (!checkoutCurrencies(checkout.delivery, checkout.countryCode, checkout.sold).includes(checkout.currency))
    return CHECKOUT_CURRENCY_MESSAGES.domestic(checkout.currency);
  const unpriced = lines.find((line) => !line.prices.some((p) => p.currency === checkout.currency));
  return unpriced ? CHECKOUT_CURRENCY_MESSAGES.noPrice(unpriced.work, unpriced.edition, checkout.currency) : undefined;
}
