import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useMenuOpen } from './useMenuOpen';

interface DropdownProps {
  label: string;
  links: { to: string; label: string }[];
  /** About Us opens on click; Services also opens on hover (SPEC §2). Both work by keyboard. */
  openOnHover?: boolean;
}

/** A disclosure menu: a button with aria-expanded controlling a list of links. */
export function Dropdown({ label, links, openOnHover = false }: DropdownProps) {
  const [open, setOpenState] = useMenuOpen();
  // How the menu was opened: one opened by a mouse hovering closes when the mouse leaves; one opened (or kept open) by a
  // click, a tap or the keyboard stays open until a click elsewhere, Escape, leaving by Tab or a route change.
  const hoverOpened = useRef(false);
  const setOpen = useCallback(
    (value: boolean | ((previous: boolean) => boolean)) => {
      hoverOpened.current = false;
      setOpenState(value);
    },
    [setOpenState],
  );
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);

  const focusItem = (index: number) => {
    const items = root.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!items?.length) return;
    items[(index + items.length) % items.length].focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    }
  };

  return (
    <li
      className="nav__item"
      ref={root}
      // Pointer events with a type, so only a real mouse hovers: a tap (which browsers also report as mouseenter) is left to the click.
      onPointerEnter={
        openOnHover
          ? (event) => {
              if (event.pointerType !== 'mouse' || open) return;
              setOpenState(true);
              hoverOpened.current = true;
            }
          : undefined
      }
      onPointerLeave={
        openOnHover
          ? (event) => {
              if (event.pointerType === 'mouse' && hoverOpened.current) setOpen(false);
            }
          : undefined
      }
      onKeyDown={onMenuKey}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav__toggle"
        aria-expanded={open}
        aria-controls={id}
        // A mouse user who hovered the menu open and then clicks the button means "open": it stays open (now pinned) rather than closing under the pointer.
        onClick={() => (hoverOpened.current ? setOpen(true) : setOpen((v) => !v))}
        onKeyDown={onButtonKey}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="nav__menu" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
