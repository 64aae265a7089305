import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FIELD_LIMITS, MESSAGES, STUDIO } from '@sawa/shared/domain';
import { useToast } from '@sawa/web/ui';
import { AdminLoginDocument } from '../gql/graphql';
import { useSession } from './session';
import { useAdminTitle } from './useAdminTitle';
import { Notice, type NoticeMessage } from './Notice';
import { adminHref, PAGES } from './paths';

/** /sawa-admin-login (SPEC §2): User Name, Password, Login. */
export function LoginPage() {
  useAdminTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const toast = useToast();
  const [login, { loading }] = useMutation(AdminLoginDocument);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const notice =
    (location.state as { message?: string } | null)?.message ??
    (new URLSearchParams(location.search).has('expired') ? MESSAGES.login.sessionExpired : undefined);
  const [result, setResult] = useState<NoticeMessage | null>(notice ? { tone: 'error', text: notice } : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      const { data } = await login({ variables: { userName: userName.trim(), password } });
      if (!data) throw new Error(MESSAGES.login.failure);
      await signIn(data.login.token);
      // A toast (the site's provider sits above every route) outlives this page, so 'Login successful!' is still read on the dashboard.
      toast.show('success', MESSAGES.login.success);
      await navigate(adminHref(PAGES.dashboard), { replace: true });
    } catch (error) {
      const throttled = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'TOO_MANY_REQUESTS');
      const detail = (error as Error).message;
      setResult({ tone: 'error', text: throttled ? MESSAGES.login.throttled : `${MESSAGES.login.failure}${detail ? ` ${detail}` : ''}` });
    }
  };

  return (
    <main className="admin-login">
      <form onSubmit={(event) => void submit(event)} className="admin-card" aria-labelledby="login-title">
        <p className="eyebrow">{STUDIO.name}</p>
        <h1 id="login-title">Admin sign in</h1>
        <div className="field">
          <label htmlFor="login-user">User Name</label>
          <input
            id="login-user"
            maxLength={FIELD_LIMITS.login.userName}
            autoComplete="username"
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            maxLength={FIELD_LIMITS.login.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--wide" disabled={loading}>
          Login
        </button>
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
      </form>
    </main>
  );
}
