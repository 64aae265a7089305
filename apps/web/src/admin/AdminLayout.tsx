import { useCallback, useRef } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { STUDIO } from '@sawa/shared/domain';
import { useToast } from '@sawa/web/ui';
import { AdminLogoutDocument } from './gql/graphql';
import { useMenuOpen } from '../layout/useMenuOpen';
import { useCloseOnEscape } from '../layout/useCloseOnEscape';
import type { AccessRule } from '@sawa/shared/domain';
import { useCan, useSession } from './session';

/** Sidebar with Dashboard, Add, View and Log Out (SPEC §2); behind a menu button on small screens. */
/** Said after Logout, on the public site the person lands on. */
export const SIGNED_OUT = 'You are signed out.';

export function AdminLayout({ navigation }: { navigation: { to: string; label: string; rule: AccessRule }[] }) {
  const can = useCan();
  const [open, setOpen] = useMenuOpen();
  const menuButton = useRef<HTMLButtonElement>(null);
  useCloseOnEscape(
    open,
    useCallback(() => setOpen(false), [setOpen]),
    menuButton,
  );
  const navigate = useNavigate();
  const { signOut, admin } = useSession();
  const [logout] = useMutation(AdminLogoutDocument);
  const toast = useToast();

  const logOut = async () => {
    await logout().catch(() => undefined); // the token is revoked when the server can be reached; the session ends either way
    await signOut();
    await navigate('/', { replace: true });
    toast.show('success', SIGNED_OUT);
  };

  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin__bar">
        <span className="admin__brand">{STUDIO.name} · Admin</span>
        <button
          ref={menuButton}
          type="button"
          className="admin__menu-button"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setOpen((v) => !v)}
        >
          Menu
        </button>
      </header>
      <nav id="admin-sidebar" className={`admin__sidebar${open ? ' is-open' : ''}`} aria-label="Admin">
        <p className="admin__who">Signed in as {admin?.displayName || admin?.userName}</p>
        <ul>
          {navigation
            .filter((item) => can(item.rule))
            .map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          <li>
            <button type="button" className="admin__logout" onClick={() => void logOut()}>
              Log Out
            </button>
          </li>
        </ul>
      </nav>
      <main id="admin-main" className="admin__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
