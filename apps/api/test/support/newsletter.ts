import type { TestApp } from '../harness';

/** The path of the latest confirmation link the outbox holds for an address (`/api/v1/mail/confirm?token=…`). */
export async function confirmationLink(t: TestApp, email: string): Promise<string> {
  const rows: { text: string }[] = await t.dataSource.query(
    `SELECT text FROM outbox_message WHERE "to" = $1 AND text LIKE '%/api/v1/mail/confirm?token=%' ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const link = rows[0] && /(\/api\/v1\/mail\/confirm\?token=[^\s"<]+)/.exec(rows[0].text)?.[1];
  if (!link) throw new Error(`No confirmation mail to ${email} in the outbox`);
  return link;
}

/** Signs an address up and confirms it as its owner does: the link of the confirmation mail, then its page's button (a POST). */
export async function subscribeConfirmed(t: TestApp, email: string, headers: Record<string, string> = {}): Promise<void> {
  await t.http().post('/api/v1/mail/subscribe').set(headers).send({ email }).expect(200);
  await t
    .http()
    .post(await confirmationLink(t, email.trim().toLowerCase()))
    .expect(200);
}
