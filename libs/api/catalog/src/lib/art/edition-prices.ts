import { badInput } from '@sawa/api/common';
import { BASE_CURRENCY, convertPrice, type CurrencyRate, normalisePrice, PRICE_MESSAGES, priceProblem, toCents } from '@sawa/shared/domain';
import type { EditionInput } from './art.params';

/** What an artwork write needs to know to price its editions: the currencies sold and the studio's rates. */
export interface PriceContext {
  /** SHOP_CURRENCIES, USD first. */
  sold: readonly string[];
  /** The studio's rates from dollars, by currency. */
  rates: Record<string, Omit<CurrencyRate, 'currency'>>;
}

/** A currency the shop sells in, or a clear refusal naming the ones it does. */
export function assertSold(currency: string, sold: readonly string[]): void {
  if (!sold.includes(currency)) throw badInput(/^[A-Z]{3}$/.test(currency) ? PRICE_MESSAGES.notSold(currency, sold) : PRICE_MESSAGES.badCurrency(currency));
}

/**
 * The prices an edition row stores in the other currencies (issue 22). Given (`row.prices`), they are the prices from
 * now on: each in a currency sold, once, francs whole. Left out (a legacy REST write, or GraphQL without them): each
 * currency keeps its stored price while the dollar price stays the same, else gets the studio's rate's price, or none
 * when no rate is set; the back office lists editions without one.
 */
export function planOtherPrices(
  row: Pick<EditionInput, 'type' | 'price' | 'prices'>,
  current: { price: string; otherPrices: Record<string, string> } | undefined,
  context: PriceContext,
): Record<string, string> {
  const type = row.type.trim();
  const others = context.sold.filter((c) => c !== BASE_CURRENCY);
  if (row.prices) {
    const prices: Record<string, string> = {};
    for (const { currency, amount } of row.prices) {
      const code = currency.trim().toUpperCase();
      if (code === BASE_CURRENCY) throw badInput(PRICE_MESSAGES.baseInPrices(type));
      assertSold(code, context.sold);
      if (code in prices) throw badInput(PRICE_MESSAGES.twice(type, code));
      const problem = priceProblem(code, amount.trim());
      if (problem) throw badInput(problem);
      prices[code] = normalisePrice(code, amount.trim());
    }
    return prices;
  }
  const samePrice = current !== undefined && toCents(current.price) === toCents(row.price);
  const prices: Record<string, string> = {};
  for (const currency of others) {
    const kept = samePrice ? current.otherPrices[currency] : undefined;
    const rate = context.rates[currency];
    const price = kept ?? (rate ? convertPrice(row.price, { currency, ...rate }) : undefined);
    if (price !== undefined) prices[currency] = price;
  }
  return prices;
}
