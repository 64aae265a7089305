import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

/** The cart saved in this browser. */
const storedCart = (): CartLine[] => parseCart(window.localStorage.getItem(STORAGE_KEYS.cart));

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
    // A transition: the new value reaches every part of the page that is not hydrated yet (React cannot tell whether a
    // server-rendered Suspense boundary reads the cart), and an urgent update would hydrate them all in one long task.
    startTransition(() => {
      setLines(storedCart());
      setLoaded(true);
    });
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (lines.length) window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
    else window.localStorage.removeItem(STORAGE_KEYS.cart);
  }, [lines, loaded]);

  const value = useMemo<CartContextValue>(() => {
    // A tap before the stored cart has loaded (the page still hydrating on a slow phone) changes the stored cart, not the
    // empty first render's: the change then stands in for the pending load, which it follows.
    const current = () => (loaded ? lines : storedCart());
    const change = (next: CartLine[]) => {
      setLines(next);
      setLoaded(true);
    };
    const apply = (result: CartResult) => {
      if (result.ok) change(result.lines);
      return result;
    };
    return {
      loaded,
      lines,
      count: itemCount(lines),
      subtotal: subtotal(lines),
      add: (item) => apply(addToCart(current(), item)),
      increase: (line) => apply(increase(current(), line)),
      decrease: (line) => change(decrease(current(), line)),
      remove: (line) => change(removeLine(current(), line)),
      reprice: (line, price, currency) => change(repriceLine(current(), line, price, currency)),
      setQuantity: (line, quantity) => change(setQuantity(current(), line, quantity)),
      restore: (restored) => change(restored),
      clear: () => {
        // At once, not in the next effect: checkout clears the cart and leaves the page right after.
        window.localStorage.removeItem(STORAGE_KEYS.cart);
        change([]);
      },
    };
  }, [lines, loaded]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart needs a CartProvider');
  return context;
}
