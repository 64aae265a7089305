import { useEffect, type RefObject } from 'react';

/**
 * While a menu is open, Escape (anywhere on the page) closes it and gives focus back to the button that opened it,
 * as the desktop dropdowns do.
 */
export function useCloseOnEscape(open: boolean, close: () => void, button: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, button]);
}
