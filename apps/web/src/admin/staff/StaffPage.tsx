import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ALL_ROLES, formatKigaliDateTime, isEmailAddress, type Role, ROLES, STAFF_LIMITS } from '@sawa/shared/domain';
import { Notice, type NoticeMessage, Spinner } from '@sawa/web/ui';
import {
  DisableStaffDocument,
  EnableStaffDocument,
  InviteStaffDocument,
  ResendInvitationDocument,
  ResetStaffTwoStepDocument,
  RevokeInvitationDocument,
  SetStaffRolesDocument,
  SetTwoStepForEveryoneDocument,
  StaffMembersDocument,
  type StaffRowFragment,
} from '../gql/graphql';
import { useSession } from '../session';
import { useAdminTitle } from '../useAdminTitle';

/** Role checkboxes: the roles a person holds, with what each may do. */
function RolePicker({ id, value, onChange }: { id: string; value: Role[]; onChange: (roles: Role[]) => void }) {
  return (
    <fieldset className="admin-roles">
      <legend>Roles</legend>
      {ALL_ROLES.map((role) => (
        <label key={role} htmlFor={`${id}-${role}`} className="admin-roles__role">
          <input
            id={`${id}-${role}`}
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          <strong>{ROLES[role].label}</strong> <span className="admin-row__detail">{ROLES[role].description}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** One person: their roles (editable), status and the actions that fit it. */
function StaffMember({ member, self, onDone }: { member: StaffRowFragment; self: boolean; onDone: (notice: NoticeMessage) => void }) {
  const [roles, setRoles] = useState<Role[]>(member.roles as Role[]);
  const [saveRoles] = useMutation(SetStaffRolesDocument);
  const [disable] = useMutation(DisableStaffDocument);
  const [enable] = useMutation(EnableStaffDocument);
  const [resend] = useMutation(ResendInvitationDocument);
  const [revoke] = useMutation(RevokeInvitationDocument, { refetchQueries: [StaffMembersDocument] });
  const [resetTwoStep] = useMutation(ResetStaffTwoStepDocument);
  const name = member.displayName;
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      onDone({ tone: 'success', text: done });
    } catch (error) {
      onDone({ tone: 'error', text: (error as Error).message });
    }
  };
  const changed = roles.length !== member.roles.length || roles.some((r) => !member.roles.includes(r));
  return (
    <li className="admin-panel">
      <h2>
        {name} <span className={`admin-status admin-status--${member.status}`}>{member.status}</span>
      </h2>
      <p className="admin-row__detail">
        {member.email ?? member.userName}
        {member.lastSignInAt ? ` · last signed in ${formatKigaliDateTime(member.lastSignInAt)}` : ' · never signed in'}
        {` · two-step sign-in ${member.twoStepEnabled ? 'on' : member.twoStepRequired ? 'required, not set up yet' : 'off'}`}
      </p>
      <RolePicker id={`roles-${member.id}`} value={roles} onChange={setRoles} />
      <div className="admin-actions">
        {changed && (
          <button
            type="button"
            className="button"
            disabled={roles.length === 0}
            onClick={() => void act(() => saveRoles({ variables: { id: member.id, roles: roles } }), `${name}’s roles are saved; their sessions have ended.`)}
          >
            Save roles
          </button>
        )}
        {member.status === 'invited' && (
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                void act(() => resend({ variables: { id: member.id } }), `A new invitation is on its way to ${member.email}; the old link no longer works.`)
              }
            >
              Resend invitation
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void act(() => revoke({ variables: { id: member.id } }), `The invitation of ${member.email} is revoked.`)}
            >
              Revoke invitation
            </button>
          </>
        )}
        {member.status === 'active' && !self && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void act(() => disable({ variables: { id: member.id } }), `${name} is disabled; their sessions have ended.`)}
          >
            Disable
          </button>
        )}
        {member.status === 'disabled' && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void act(() => enable({ variables: { id: member.id } }), `${name} can sign in again.`)}
          >
            Enable
          </button>
        )}
        {member.twoStepEnabled && !self && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              void act(() => resetTwoStep({ variables: { id: member.id } }), `${name}’s two-step sign-in is off; they set it up again at their next sign-in.`)
            }
          >
            Reset two-step sign-in
          </button>
        )}
      </div>
    </li>
  );
}

/** /admin/staff (Owners): the team, invitations, roles, disabling, and the studio's two-step rule. */
export function StaffPage() {
  useAdminTitle('Staff');
  const { admin } = useSession();
  const { data, loading, error } = useQuery(StaffMembersDocument, { fetchPolicy: 'cache-and-network' });
  const [invite, { loading: inviting }] = useMutation(InviteStaffDocument, { refetchQueries: [StaffMembersDocument] });
  const [setPolicy] = useMutation(SetTwoStepForEveryoneDocument, { refetchQueries: [StaffMembersDocument] });
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !isEmailAddress(email.trim())
      ? 'Enter the person’s e-mail address.'
      : !displayName.trim()
        ? 'Enter the person’s name.'
        : roles.length === 0
          ? 'Choose at least one role.'
          : null;
    if (problem) return setNotice({ tone: 'error', text: problem });
    try {
      await invite({ variables: { input: { email: email.trim(), displayName: displayName.trim(), roles: roles } } });
      setNotice({ tone: 'success', text: `An invitation is on its way to ${email.trim()}: its link works once, for 72 hours.` });
      setEmail('');
      setDisplayName('');
      setRoles([]);
    } catch (caught) {
      setNotice({ tone: 'error', text: (caught as Error).message });
    }
  };

  return (
    <div className="admin-page">
      <h1>Staff</h1>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <form className="admin-panel" onSubmit={(event) => void submit(event)} aria-labelledby="invite-title">
        <h2 id="invite-title">Invite a person</h2>
        <div className="field">
          <label htmlFor="invite-email">E-mail address</label>
          <input id="invite-email" type="email" maxLength={STAFF_LIMITS.email} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="invite-name">Name</label>
          <input id="invite-name" maxLength={STAFF_LIMITS.displayName} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </div>
        <RolePicker id="invite-roles" value={roles} onChange={setRoles} />
        <button type="submit" className="button" disabled={inviting}>
          Send invitation
        </button>
      </form>
      {loading && !data && <Spinner />}
      {error && <Notice tone="error">{error.message}</Notice>}
      {data && (
        <>
          <section className="admin-panel" aria-labelledby="two-step-title">
            <h2 id="two-step-title">Two-step sign-in</h2>
            <p>{data.staffSettings.twoStepForOwners ? 'Owners must use it.' : 'Owners may sign in without it (TWO_STEP_REQUIRED_FOR_OWNERS=false).'}</p>
            <label htmlFor="two-step-everyone">
              <input
                id="two-step-everyone"
                type="checkbox"
                checked={data.staffSettings.twoStepForEveryone}
                onChange={(e) =>
                  void setPolicy({ variables: { everyone: e.target.checked } })
                    .then(() =>
                      setNotice({
                        tone: 'success',
                        text: e.target.checked ? 'Everyone must now use two-step sign-in.' : 'Only Owners must use two-step sign-in now.',
                      }),
                    )
                    .catch((caught: Error) => setNotice({ tone: 'error', text: caught.message }))
                }
              />{' '}
              Require it of everyone
            </label>
          </section>
          <ul className="admin-cards" aria-label="The team">
            {data.staffMembers.map((member) => (
              <StaffMember key={`${member.id}-${member.roles.join()}`} member={member} self={member.id === admin?.id} onDone={setNotice} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
