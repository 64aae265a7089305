import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  addToCart,
  CartLine,
  CartResult,
  decrease,
  increase,
  itemCount,
  parseCart,
  removeLine,
  repriceLine,
  setQuantity,
  STORAGE_KEYS,
  subtotal,
} from '@sawa/shared/domain';

interface CartContextValue {
  /** False until the stored cart is read (the server render and the first client render): nothing is known yet, so nothing may say "empty". */
  loaded: boolean;
  lines: CartLine[];
  count: number;
  subtotal: string;
  add: (item: Omit<CartLine, 'quantity'>) => CartResult;
  increase: (line: CartLine) => CartResult;
  decrease: (line: CartLine) => void;
  remove: (line: CartLine) => void;
  /** Takes the catalogue's new price for a line, in `currency` (dollars unless given). */
  reprice: (line: CartLine, price: string, currency?: string) => void;
  setQuantity: (line: CartLine, quantity: number) => void;
  /** Puts lines back as they were (the undo of Remove and Clear Cart, or works back from a lapsed order). */
  restore: (lines: CartLine[]) => void;
  clear: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The cart, kept in localStorage under `cart` on every change and read when the page opens.
 * The server render and the first client render know no cart (`loaded` false: pages show CartLoading, never
 * "empty"); the stored one loads right after hydration, so the two renders always match.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration, so the server and first client render match
    setLines(parseCart(window.localStorage.getItem(STORAGE_KEYS.cart)));
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (lines.length) window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
    else window.localStorage.removeItem(STORAGE_KEYS.cart);
  }, [lines, loaded]);

  const apply = useCallback(
    (result: CartResult) => {
      if (result.ok) setLines(result.lines);
      return result;
    },
    [setLines],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      loaded,
      lines,
      count: itemCount(lines),
      subtotal: subtotal(lines),
      add: (item) => apply(addToCart(lines, item)),
      increase: (line) => apply(increase(lines, line)),
      decrease: (line) => setLines(decrease(lines, line)),
      remove: (line) => setLines(removeLine(lines, line)),
      reprice: (line, price, currency) => setLines(repriceLine(lines, line, price, currency)),
      setQuantity: (line, quantity) => setLines(setQuantity(lines, line, quantity)),
      restore: (restored) => setLines(restored),
      clear: () => {
        // At once, not in the next effect: checkout clears the cart and leaves the page right after.
        window.localStorage.removeItem(STORAGE_KEYS.cart);
        setLines([]);
      },
    }),
    [lines, apply, loaded],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart needs a CartProvider');
  return context;
}
