import type { TestApp } from '../harness';

/** A GraphQL call with an optional bearer token; answers the body. */
export async function gqlAs(t: TestApp, token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const req = t.http().post('/graphql').send({ query, variables });
  const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req);
  // The answer's shape is the query's: read as the tests' expectations describe it (untyped, like supertest's res.body).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return res.body as { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The token of the latest link mailed to `email` (invitation or reset), read from the outbox before it is sent. */
export async function linkTokenFor(t: TestApp, email: string, kind: 'invitation' | 'reset'): Promise<string> {
  const rows: { text: string }[] = await t.dataSource.query(`SELECT text FROM outbox_message WHERE "to" = $1 ORDER BY created_at DESC`, [email]);
  const path = kind === 'invitation' ? '/sawa-admin-login/invitation' : '/sawa-admin-login/reset';
  for (const { text } of rows) {
    const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
    if (match) return match[1];
  }
  throw new Error(`No ${kind} link mailed to ${email}`);
}

export const STAFF_PASSWORD = 'a long staff passphrase';

/**
 * A person of the staff with these roles, invited by `ownerToken` and accepted as a real invitee does:
 * their id, e-mail, password and session token.
 */
export async function inviteStaff(t: TestApp, ownerToken: string, input: { email: string; displayName?: string; roles: string[] }) {
  const invited = await gqlAs(t, ownerToken, 'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }', {
    input: { email: input.email, displayName: input.displayName ?? input.email.split('@')[0], roles: input.roles },
  });
  if (invited.errors) throw new Error(invited.errors[0].message);
  const token = await linkTokenFor(t, input.email, 'invitation');
  const accepted = await gqlAs(
    t,
    undefined,
    'mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { token } }',
    {
      token,
      password: STAFF_PASSWORD,
    },
  );
  if (accepted.errors) throw new Error(accepted.errors[0].message);
  return { id: invited.data!.inviteStaff.id as string, email: input.email, password: STAFF_PASSWORD, token: accepted.data!.acceptInvitation.token as string };
}
