import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { BASE_CURRENCY, CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_SECONDS, formatMoney, PRICE_MESSAGES, type Price, shownPrice } from '@sawa/shared/domain';

/**
 * The currency a visitor sees prices in (issue 22): chosen on the server for the first page (`?currency=`, the
 * cookie, else DISPLAY_CURRENCY: chosenCurrency), then kept here, so the server's HTML and the hydrated page agree.
 * Prices are the stored ones in that currency: nothing is converted here.
 */
interface CurrencyState {
  currency: string;
  /** The currencies the shop sells in (the chooser's options). */
  currencies: readonly string[];
  choose: (currency: string) => void;
}

const CurrencyContext = createContext<CurrencyState>({ currency: BASE_CURRENCY, currencies: [BASE_CURRENCY], choose: () => undefined });

export function CurrencyProvider({ initial, currencies, children }: { initial: string; currencies: readonly string[]; children: ReactNode }) {
  const [currency, setCurrency] = useState(initial);
  const choose = useCallback(
    (next: string) => {
      if (!currencies.includes(next)) return;
      document.cookie = `${CURRENCY_COOKIE}=${next}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
      setCurrency(next);
    },
    [currencies],
  );
  const value = useMemo(() => ({ currency, currencies, choose }), [currency, currencies, choose]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useDisplayCurrency(): CurrencyState {
  return useContext(CurrencyContext);
}

/** An edition's price as shown in the chosen currency: "$1,200.00", "RWF 125,000", or its other price "priced in US dollars". */
export function useShownPrice(): (prices: readonly Price[]) => { text: string; note?: string } | undefined {
  const { currency } = useDisplayCurrency();
  return useCallback(
    (prices: readonly Price[]) => {
      const shown = shownPrice(prices, currency);
      if (!shown) return undefined;
      return { text: formatMoney(shown.amount, shown.currency), note: shown.other ? PRICE_MESSAGES.pricedIn(shown.currency) : undefined };
    },
    [currency],
  );
}

/** A price in the chosen currency, with the note when it is the edition's other price. */
export function PriceText({ prices }: { prices: readonly Price[] }) {
  const shown = useShownPrice()(prices);
  if (!shown) return null;
  return (
    <>
      {shown.text}
      {shown.note && <span className="price-note"> ({shown.note})</span>}
    </>
  );
}

/** The currency chooser of every public page (in the footer): remembered in a cookie, the page's prices change at once. */
export function CurrencyChooser() {
  const { currency, currencies, choose } = useDisplayCurrency();
  if (currencies.length < 2) return null;
  return (
    <div className="currency-chooser">
      <label htmlFor="currency-chooser">Currency</label>{' '}
      <select id="currency-chooser" value={currency} onChange={(event) => choose(event.target.value)}>
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
