import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { STAFF_LIMITS, staffPasswordProblem } from '@sawa/shared/domain';
import {
  AdminMeDocument,
  ChangePasswordDocument,
  ConfirmTwoStepDocument,
  RenewRecoveryCodesDocument,
  StartTwoStepDocument,
  type StartTwoStepMutation,
  TurnOffTwoStepDocument,
  UpdateProfileDocument,
} from '../gql/graphql';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import { useSession } from '../session';
import { useAdminTitle } from '../useAdminTitle';

/** Ten codes shown once, to keep somewhere safe. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="admin-recovery" aria-labelledby="recovery-title">
      <h3 id="recovery-title">Your recovery codes</h3>
      <p>Each signs in once instead of a code, if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
      <ul className="admin-recovery__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A form asking for a current code, for what needs one (new recovery codes, turning two-step sign-in off). */
function CodeForm({ id, label, onSubmit }: { id: string; label: string; onSubmit: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(code.trim()).then(() => setCode(''));
      }}
      className="admin-inline-form"
    >
      <label htmlFor={id}>Code from your app</label>
      <input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={STAFF_LIMITS.code} value={code} onChange={(e) => setCode(e.target.value)} />
      <button type="submit" className="button button--ghost">
        {label}
      </button>
    </form>
  );
}

/** Two-step sign-in: set it up (QR code and secret, confirmed by a code), new recovery codes, turn it off. */
function TwoStepSection({ onNotice }: { onNotice: (notice: NoticeMessage) => void }) {
  const { admin } = useSession();
  const refetch = { refetchQueries: [AdminMeDocument], awaitRefetchQueries: true };
  const [start] = useMutation(StartTwoStepDocument);
  const [confirm] = useMutation(ConfirmTwoStepDocument, refetch);
  const [renew] = useMutation(RenewRecoveryCodesDocument);
  const [turnOff] = useMutation(TurnOffTwoStepDocument, refetch);
  const [enrolment, setEnrolment] = useState<StartTwoStepMutation['startTwoStep'] | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const fail = (error: unknown) => onNotice({ tone: 'error', text: (error as Error).message });

  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await confirm({ variables: { code: code.trim() } });
      setCodes(data?.confirmTwoStep ?? []);
      setEnrolment(null);
      setCode('');
      onNotice({ tone: 'success', text: 'Two-step sign-in is on: from now on you sign in with your password and a code from your app.' });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="two-step-title">
      <h2 id="two-step-title">Two-step sign-in</h2>
      <p>
        {admin?.twoStepEnabled
          ? 'On: you sign in with your password and a code from your authenticator app.'
          : admin?.twoStepRequired
            ? 'The studio requires it of your account: set it up now.'
            : 'Off. With it on, a stolen password alone cannot open your account.'}
      </p>
      {codes && <RecoveryCodes codes={codes} />}
      {!enrolment && (
        <button type="button" className="button" onClick={() => void start().then(({ data }) => setEnrolment(data?.startTwoStep ?? null), fail)}>
          {admin?.twoStepEnabled ? 'Move it to another phone' : 'Set up two-step sign-in'}
        </button>
      )}
      {enrolment && (
        <form onSubmit={(event) => void confirmCode(event)}>
          <ol>
            <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) and scan this QR code.</li>
            <li>
              Or type this key into the app: <code className="admin-secret">{enrolment.secret}</code>
            </li>
            <li>Enter the six-digit code the app shows.</li>
          </ol>
          <img
            className="admin-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
            alt="QR code to scan with an authenticator app"
            width={200}
            height={200}
          />
          <div className="field">
            <label htmlFor="two-step-code">Code from the app</label>
            <input
              id="two-step-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={STAFF_LIMITS.code}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <button type="submit" className="button">
            Turn on two-step sign-in
          </button>
        </form>
      )}
      {admin?.twoStepEnabled && !enrolment && (
        <>
          <CodeForm
            id="renew-code"
            label="New recovery codes"
            onSubmit={(value) =>
              renew({ variables: { code: value } }).then(({ data }) => {
                setCodes(data?.renewRecoveryCodes ?? []);
                onNotice({ tone: 'success', text: 'Your new recovery codes are below; the old ones no longer work.' });
              }, fail)
            }
          />
          {!admin.twoStepRequired && (
            <CodeForm
              id="off-code"
              label="Turn two-step sign-in off"
              onSubmit={(value) => turnOff({ variables: { code: value } }).then(() => onNotice({ tone: 'success', text: 'Two-step sign-in is off.' }), fail)}
            />
          )}
        </>
      )}
    </section>
  );
}

/** /admin/profile: one's own name, password and two-step sign-in. */
export function ProfilePage() {
  useAdminTitle('Your profile');
  const { admin, signIn } = useSession();
  const location = useLocation();
  const arrival = (location.state as { message?: string } | null)?.message;
  const [notice, setNotice] = useState<NoticeMessage | null>(arrival ? { tone: 'info', text: arrival } : null);
  const [displayName, setDisplayName] = useState(admin?.displayName ?? '');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const [changePassword] = useMutation(ChangePasswordDocument);

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updateProfile({ variables: { displayName: displayName.trim() } });
      setNotice({ tone: 'success', text: 'Your name is saved.' });
    } catch (error) {
      setNotice({ tone: 'error', text: (error as Error).message });
    }
  };
  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const problem = staffPasswordProblem(next, admin?.email);
    if (problem) return setNotice({ tone: 'error', text: problem });
    try {
      const { data } = await changePassword({ variables: { currentPassword: current, newPassword: next } });
      // Every session ended with the change; this one goes on with the new token.
      await signIn(data?.changePassword.token ?? '');
      setCurrent('');
      setNext('');
      setNotice({ tone: 'success', text: 'Your password is changed; every other session has ended.' });
    } catch (error) {
      setNotice({ tone: 'error', text: (error as Error).message });
    }
  };

  return (
    <div className="admin-page">
      <h1>Your profile</h1>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <TwoStepSection onNotice={setNotice} />
      <form className="admin-panel" onSubmit={(event) => void saveName(event)} aria-labelledby="name-title">
        <h2 id="name-title">Your name</h2>
        <p className="admin-row__detail">
          You sign in as {admin?.userName ?? admin?.email}. Roles: {admin?.roles.join(', ')}.
        </p>
        <div className="field">
          <label htmlFor="profile-name">Name shown to the team</label>
          <input id="profile-name" maxLength={STAFF_LIMITS.displayName} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </div>
        <button type="submit" className="button button--ghost">
          Save name
        </button>
      </form>
      <form className="admin-panel" onSubmit={(event) => void savePassword(event)} aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <div className="field">
          <label htmlFor="profile-current">Current password</label>
          <input
            id="profile-current"
            type="password"
            autoComplete="current-password"
            maxLength={STAFF_LIMITS.passwordMax}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="profile-new">New password (at least {STAFF_LIMITS.passwordMin} characters)</label>
          <input
            id="profile-new"
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_LIMITS.passwordMax}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--ghost">
          Change password
        </button>
      </form>
    </div>
  );
}
