import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatKigaliDateTime, STAFF_LIMITS, STUDIO, staffPasswordProblem } from '@sawa/shared/domain';
import { Notice, type NoticeMessage, Spinner } from '@sawa/web/ui';
import { AcceptInvitationDocument, RequestPasswordResetDocument, ResetPasswordDocument, StaffInvitationDocument } from '../gql/graphql';
import { adminHref } from '../paths';
import { PROFILE_PATH, useSession } from '../session';
import { useAdminTitle } from '../useAdminTitle';

/** The card the sign-in pages share. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="admin-login">
      <div className="admin-card">
        <p className="eyebrow">{STUDIO.name}</p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** A new password typed twice, checked as the server checks it (at least 12 characters, not the e-mail address). */
function NewPasswordForm({
  email,
  submitLabel,
  busy,
  onSubmit,
}: {
  email?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = staffPasswordProblem(password, email) ?? (password !== repeated ? 'The two passwords are not the same.' : undefined);
    setProblem(wrong ?? null);
    if (!wrong) await onSubmit(password);
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor="new-password">New password (at least {STAFF_LIMITS.passwordMin} characters)</label>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          maxLength={STAFF_LIMITS.passwordMax}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="repeat-password">The same password again</label>
        <input
          id="repeat-password"
          type="password"
          autoComplete="new-password"
          maxLength={STAFF_LIMITS.passwordMax}
          value={repeated}
          onChange={(e) => setRepeated(e.target.value)}
        />
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      <button type="submit" className="button button--wide" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** /sawa-admin-login/forgot: a reset link by mail; the answer is the same whatever the address. */
export function ForgotPasswordPage() {
  useAdminTitle('Forgot your password?');
  const [email, setEmail] = useState('');
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const [result, setResult] = useState<NoticeMessage | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      setResult({ tone: 'success', text: data?.requestPasswordReset ?? '' });
    } catch (error) {
      setResult({ tone: 'error', text: (error as Error).message });
    }
  };
  return (
    <Card title="Forgot your password?">
      <form onSubmit={(event) => void submit(event)}>
        <p>Enter the e-mail address of your staff account: we send it a link to choose a new password.</p>
        <div className="field">
          <label htmlFor="reset-email">E-mail address</label>
          <input id="reset-email" type="email" autoComplete="email" maxLength={STAFF_LIMITS.email} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <button type="submit" className="button button--wide" disabled={loading}>
          Send the link
        </button>
      </form>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <p className="admin-login__aside">
        <Link to="/sawa-admin-login">Back to sign in</Link>
      </p>
    </Card>
  );
}

/** /sawa-admin-login/reset?token=…: the link of the mail; a new password ends every session. */
export function ResetPasswordPage() {
  useAdminTitle('Choose a new password');
  const [params] = useSearchParams();
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [result, setResult] = useState<NoticeMessage | null>(null);
  const [done, setDone] = useState(false);
  const submit = async (password: string) => {
    try {
      await reset({ variables: { token: params.get('token') ?? '', password } });
      setDone(true);
      setResult({ tone: 'success', text: 'Your password was changed. Every session signed in before has ended: sign in with the new one.' });
    } catch (error) {
      setResult({ tone: 'error', text: (error as Error).message });
    }
  };
  return (
    <Card title="Choose a new password">
      {!done && <NewPasswordForm submitLabel="Save the new password" busy={loading} onSubmit={submit} />}
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <p className="admin-login__aside">
        <Link to={done ? '/sawa-admin-login' : '/sawa-admin-login/forgot'}>{done ? 'Sign in' : 'Ask for a new link'}</Link>
      </p>
    </Card>
  );
}

/** /sawa-admin-login/invitation?token=…: the invited person chooses a password and is signed in. */
export function AcceptInvitationPage() {
  useAdminTitle('Join the studio’s team');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { data, loading, error } = useQuery(StaffInvitationDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const [accept, { loading: accepting }] = useMutation(AcceptInvitationDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (password: string) => {
    try {
      const { data: accepted } = await accept({ variables: { token, password } });
      await signIn(accepted?.acceptInvitation.token ?? '');
      await navigate(adminHref(PROFILE_PATH), { replace: true, state: { message: 'Welcome! You can set up two-step sign-in here.' } });
    } catch (caught) {
      setFailure((caught as Error).message);
    }
  };
  return (
    <Card title="Join the studio’s team">
      {loading && <Spinner />}
      {error && <Notice tone="error">{error.message}</Notice>}
      {data && (
        <>
          <p>
            Hello {data.invitation.displayName}: choose the password of your account <strong>{data.invitation.email}</strong> (you sign in with this address).
            The link works until {formatKigaliDateTime(data.invitation.expiresAt)}.
          </p>
          <NewPasswordForm email={data.invitation.email} submitLabel="Accept the invitation" busy={accepting} onSubmit={submit} />
        </>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
    </Card>
  );
}
