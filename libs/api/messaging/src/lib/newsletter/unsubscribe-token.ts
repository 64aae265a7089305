import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links carry `<subscriber id>.<HMAC-SHA256 of the id>`: no login, and
 * nobody can unsubscribe an address they were not sent.
 */
export function signUnsubscribeToken(subscriberId: string, secret: string): string {
  return `${subscriberId}.${mac(subscriberId, secret)}`;
}

/** The subscriber id when the token is genuine; undefined for anything forged or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): string | undefined {
  const [id, signature, extra] = token.split('.');
  if (!id || !signature || extra !== undefined) return undefined;
  // Compared as text: a base64url string with other unused bits decodes to the same bytes, and must not pass.
  const expected = Buffer.from(mac(id, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

const mac = (id: string, secret: string) => createHmac('sha256', secret).update(`unsubscribe:${id}`).digest('base64url');
