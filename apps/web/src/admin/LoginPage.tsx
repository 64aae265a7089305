import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FIELD_LIMITS, MESSAGES, STAFF_LIMITS, STUDIO, humanError } from '@sawa/shared/domain';
import { Notice, type NoticeMessage, useToast } from '@sawa/web/ui';
import { AdminCompleteSignInDocument, AdminSignInDocument } from './gql/graphql';
import { useSession } from './session';
import { useAdminTitle } from './useAdminTitle';
import { adminHref, PAGES } from './paths';

/** A field left empty: the server refuses it naming the fields by their code names ('userName is required'); people read this. */
export const SIGN_IN_MISSING = `${MESSAGES.login.failure} Enter your user name and password.`;
const missingField = (message: string) => /^(userName|password) is required/.test(message);

const throttledOf = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'TOO_MANY_REQUESTS');

/**
 * /sawa-admin-login (SPEC §2): User Name, Password, Login; then, for an account with two-step sign-in,
 * the code from the authenticator app (or a recovery code).
 */
export function LoginPage() {
  useAdminTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const toast = useToast();
  const [login, { loading }] = useMutation(AdminSignInDocument);
  const [complete, { loading: checking }] = useMutation(AdminCompleteSignInDocument);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const notice =
    (location.state as { message?: string } | null)?.message ??
    (new URLSearchParams(location.search).has('expired') ? MESSAGES.login.sessionExpired : undefined);
  const [result, setResult] = useState<NoticeMessage | null>(notice ? { tone: 'error', text: notice } : null);

  const signedIn = async (token: string) => {
    await signIn(token);
    // A toast (the site's provider sits above every route) outlives this page, so 'Login successful!' is still read on the dashboard.
    toast.show('success', MESSAGES.login.success);
    await navigate(adminHref(PAGES.dashboard), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      const { data } = await login({ variables: { userName: userName.trim(), password } });
      if (!data) throw new Error(MESSAGES.login.failure);
      if (data.signIn.signInStep) {
        setStep(data.signIn.signInStep);
        setPassword('');
        return;
      }
      await signedIn(data.signIn.token as string);
    } catch (error) {
      const message = (error as Error).message;
      const detail = humanError(message);
      setResult({
        tone: 'error',
        text: throttledOf(error)
          ? MESSAGES.login.throttled
          : missingField(message)
            ? SIGN_IN_MISSING
            : `${MESSAGES.login.failure}${detail ? ` ${detail}` : ''}`,
      });
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      const { data } = await complete({ variables: { signInStep: step as string, code: code.trim() } });
      if (!data) throw new Error(MESSAGES.login.failure);
      await signedIn(data.completeSignIn.token);
    } catch (error) {
      setCode('');
      setResult({ tone: 'error', text: humanError((error as Error).message) });
    }
  };

  if (step) {
    return (
      <main className="admin-login">
        <form onSubmit={(event) => void submitCode(event)} className="admin-card" aria-labelledby="code-title">
          <p className="eyebrow">{STUDIO.name}</p>
          <h1 id="code-title">Two-step sign-in</h1>
          <p>Enter the six-digit code your authenticator app shows for {STUDIO.name}, or one of your recovery codes.</p>
          <div className="field">
            <label htmlFor="login-code">Code</label>
            <input
              id="login-code"
              maxLength={STAFF_LIMITS.code}
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--wide" disabled={checking}>
            Verify
          </button>
          <button
            type="button"
            className="button button--ghost button--wide"
            onClick={() => {
              setStep(null);
              setResult(null);
            }}
          >
            Start again
          </button>
          {result && <Notice tone={result.tone}>{result.text}</Notice>}
        </form>
      </main>
    );
  }

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
        <p className="admin-login__aside">
          <Link to="/sawa-admin-login/forgot">Forgot your password?</Link>
        </p>
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <p className="admin-login__aside">
          <Link to="/">Back to the site</Link>
        </p>
      </form>
    </main>
  );
}
