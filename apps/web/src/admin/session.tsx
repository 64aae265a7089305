import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { MESSAGES, STORAGE_KEYS } from '@sawa/shared/domain';
import { AdminMeDocument, type AdminMeQuery } from '../gql/graphql';

interface Session {
  admin: AdminMeQuery['me'] | null;
  loading: boolean;
  signIn: (token: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

const hasToken = () => typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(STORAGE_KEYS.jwt));

/** SPEC §4: no admin and loading at first; a stored token is checked with `me`; a failed check clears the session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(AdminMeDocument, { skip: !hasToken(), fetchPolicy: 'network-only', errorPolicy: 'all' });
  const admin = hasToken() ? (data?.me ?? null) : null;
  const signIn = useCallback(
    async (token: string) => {
      localStorage.setItem(STORAGE_KEYS.jwt, token);
      await refetch();
    },
    [refetch],
  );
  const signOut = useCallback(async () => {
    localStorage.removeItem(STORAGE_KEYS.jwt);
    await client.clearStore();
  }, [client]);
  const value = useMemo(() => ({ admin, loading: hasToken() && loading, signIn, signOut }), [admin, loading, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** The access guard of every /admin route: 'Loading...' while the admin is fetched, the sign-in page without one. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { admin, loading } = useSession();
  const location = useLocation();
  if (loading) return <p className="admin-loading">Loading...</p>;
  if (!admin) {
    const expired = hasToken();
    if (expired) localStorage.removeItem(STORAGE_KEYS.jwt);
    return <Navigate to="/sawa-admin-login" replace state={{ from: location.pathname, message: expired ? MESSAGES.login.sessionExpired : undefined }} />;
  }
  return <>{children}</>;
}
