import { useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state of a menu that closes on every route change. The change of path is caught while rendering
 * (React's pattern for state that follows a changing value), so no effect renders the new page with the menu open first.
 */
export function useMenuOpen(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  return [open, setOpen];
}
