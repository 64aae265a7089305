import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { DEFAULT_SHOP_CURRENCY, formatMoney } from '@sawa/shared/domain';
import { SiteSettingsDocument } from '../gql/graphql';

/**
 * The shop's currency (SHOP_CURRENCY), from the site settings; the default until they are known.
 * A public page reads them from the cache: the server renders every page with them and the layout
 * keeps them loaded. The back office has no such layout, so it asks (`fetch`).
 */
export function useShopCurrency({ fetch = false } = {}): string {
  const { data } = useQuery(SiteSettingsDocument, { fetchPolicy: fetch ? 'cache-first' : 'cache-only' });
  return data?.site.shopCurrency ?? DEFAULT_SHOP_CURRENCY;
}

/** Catalogue amounts in the shop's currency: `const price = usePrice(); price('1200.00')` is "$1,200.00". */
export function usePrice(options?: { fetch?: boolean }): (amount: string) => string {
  const currency = useShopCurrency(options);
  return useCallback((amount: string) => formatMoney(amount, currency), [currency]);
}

/** The currencies the shop sells in (SHOP_CURRENCIES), from the site settings (`fetch` in the back office, as useShopCurrency). */
export function useSoldCurrencies({ fetch = false } = {}): readonly string[] {
  const { data } = useQuery(SiteSettingsDocument, { fetchPolicy: fetch ? 'cache-first' : 'cache-only' });
  return data?.site.currencies ?? [DEFAULT_SHOP_CURRENCY];
}
