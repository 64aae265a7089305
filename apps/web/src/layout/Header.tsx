import { useCallback, useRef, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { CATALOGUE_SEARCH, SITE_ROUTES, STUDIO } from '@sawa/shared/domain';
import { searchAddress } from '../search/search-state';
import { useCart } from '../cart/CartProvider';
import { Dropdown } from './Dropdown';
import { useMenuOpen } from './useMenuOpen';
import { useCloseOnEscape } from './useCloseOnEscape';
import { ABOUT_LINKS, SERVICE_LINKS } from './navigation';
import { LinkList } from './LinkList';

function CartLink() {
  const { count, loaded } = useCart();
  return (
    <Link to="/cart" className="cart-link" aria-label={loaded ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {count > 0 && <span className="cart-link__count">{count}</span>}
    </Link>
  );
}

/**
 * The search box of every page (issue 26): a plain GET form to /search, so it works without JavaScript; with it, the router
 * navigates. In the header from a tablet up; on a phone, at the top of the menu (the header keeps its one-line tagline).
 */
function HeaderSearch({ id }: { id: string }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchAddress(event.currentTarget));
  };
  return (
    <form className="site-search" role="search" action={SITE_ROUTES.search.path} method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search the art
      </label>
      <input id={id} type="search" name="q" placeholder="Search the art" maxLength={CATALOGUE_SEARCH.maxChars} autoComplete="off" />
      <button type="submit" className="site-search__button">
        <span className="visually-hidden">Search</span>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" />
        </svg>
      </button>
    </form>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useMenuOpen();
  const menuButton = useRef<HTMLButtonElement>(null);
  useCloseOnEscape(
    menuOpen,
    useCallback(() => setMenuOpen(false), [setMenuOpen]),
    menuButton,
  );

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="logo" aria-label={`${STUDIO.name}, home`}>
          {STUDIO.name}
          <small>{STUDIO.tagline}</small>
        </Link>
        <nav className="nav" aria-label="Main">
          <ul className="nav__list">
            <Dropdown label="About Us" links={ABOUT_LINKS} />
            <li>
              <NavLink to="/conservation" className="nav__link">
                Conservation
              </NavLink>
            </li>
            <Dropdown label="Services" links={SERVICE_LINKS} openOnHover />
            <li>
              <Link to="/shop" className="button">
                Shop
              </Link>
            </li>
            <li>
              <Link to="/commissions" className="button button--ghost">
                Commissions
              </Link>
            </li>
          </ul>
        </nav>
        <div className="nav__actions">
          <HeaderSearch id="site-search-q" />
          <CartLink />
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span className="visually-hidden">Menu</span>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
              {menuOpen ? <path d="M5 5l14 14M19 5L5 19" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
            </svg>
          </button>
        </div>
      </div>
      <nav id="mobile-menu" className="mobile-menu container" aria-label="Mobile" hidden={!menuOpen}>
        <HeaderSearch id="mobile-search-q" />
        <p className="mobile-menu__group">About Us</p>
        <LinkList links={ABOUT_LINKS} />
        <ul>
          <li>
            <Link to="/conservation">Conservation</Link>
          </li>
        </ul>
        <p className="mobile-menu__group">Services</p>
        <LinkList links={SERVICE_LINKS} />
        <ul>
          <li>
            <Link to="/shop">Shop</Link>
          </li>
          <li>
            <Link to="/commissions">Commissions</Link>
          </li>
          <li>
            <Link to="/cart">Cart</Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
