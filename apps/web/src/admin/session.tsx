import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { type AccessRule, MESSAGES, SIGNED_IN, STAFF_MESSAGES, STORAGE_KEYS } from '@sawa/shared/domain';
import { AdminMeDocument, type AdminMeQuery } from './gql/graphql';

export interface Session {
  admin: AdminMeQuery['me'] | null;
  loading: boolean;
  signIn: (token: string) => Promise<void>;
  signOut: () => Promise<void>;
}

/** The signed-in session; SessionProvider gives it (component tests give a fixed one). */
export const SessionContext = createContext<Session | null>(null);

const hasToken = () => typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(STORAGE_KEYS.jwt));
const storedToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.jwt));

/**
 * SPEC §4: no admin and loading at first; a stored token is checked with `me`; a failed check clears the session.
 * The token is state as well as stored, so a sign-in re-renders the session with it; and a sign-in asks `me` before it
 * resolves, so the page it leads to renders as the person at once (never as nobody, which would end the new session).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setToken] = useState(storedToken);
  // cache-first: on a page load the cache is empty (the check goes to the server); after a sign-in it holds the fresh answer.
  const { data, loading } = useQuery(AdminMeDocument, { skip: !token, fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const admin = token ? (data?.me ?? null) : null;
  const signIn = useCallback(
    async (next: string) => {
      localStorage.setItem(STORAGE_KEYS.jwt, next);
      await client.query({ query: AdminMeDocument, fetchPolicy: 'network-only', errorPolicy: 'all' });
      setToken(next);
    },
    [client],
  );
  const signOut = useCallback(async () => {
    localStorage.removeItem(STORAGE_KEYS.jwt);
    setToken(null);
    await client.clearStore();
  }, [client]);
  const value = useMemo(() => ({ admin, loading: Boolean(token) && loading, signIn, signOut }), [admin, token, loading, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/**
 * Whether the signed-in person may do what a rule names (the server checks again; this only hides what
 * their roles cannot do). An account that must still set up two-step sign-in may do only SIGNED_IN things.
 */
export function useCan(): (rule: AccessRule) => boolean {
  const { admin } = useSession();
  return useCallback(
    (rule: AccessRule) => {
      if (!admin) return false;
      if (rule === SIGNED_IN) return true;
      return !mustEnrol(admin) && admin.permissions.includes(rule);
    },
    [admin],
  );
}

/** The studio requires two-step sign-in of this account and it is not set up yet: nothing else until it is. */
export const mustEnrol = (admin: Pick<NonNullable<Session['admin']>, 'twoStepRequired' | 'twoStepEnabled'>) => admin.twoStepRequired && !admin.twoStepEnabled;

/** Where a person who must set up two-step sign-in is sent (relative to /admin). */
export const PROFILE_PATH = 'profile';

/**
 * The access guard of every /admin route: 'Loading...' while the admin is fetched, the sign-in page
 * without one, and the profile page (to set up two-step sign-in) for an account that must do that first.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { admin, loading } = useSession();
  const location = useLocation();
  // Only the first check: a refetch of `me` (after a change to one's own account) keeps the page, and its state, on screen.
  if (loading && !admin) return <p className="admin-loading">Loading...</p>;
  if (!admin) {
    const expired = hasToken();
    if (expired) localStorage.removeItem(STORAGE_KEYS.jwt);
    return <Navigate to="/sawa-admin-login" replace state={{ from: location.pathname, message: expired ? MESSAGES.login.sessionExpired : undefined }} />;
  }
  if (mustEnrol(admin) && location.pathname !== `/admin/${PROFILE_PATH}`) {
    return <Navigate to={`/admin/${PROFILE_PATH}`} replace state={{ message: STAFF_MESSAGES.enrolFirst }} />;
  }
  return <>{children}</>;
}
