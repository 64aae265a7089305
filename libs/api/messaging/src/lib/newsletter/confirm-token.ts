import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link of a newsletter confirmation mail carries `<subscriber id>.<issued at, in milliseconds>.<HMAC-SHA256>`
 * (the unsubscribe links' key, another purpose): only the address it was sent to can confirm, and the
 * link says when it was made, so it expires.
 */
export function signConfirmToken(subscriberId: string, issuedAt: Date, secret: string): string {
  const millis = String(issuedAt.getTime());
  return `${subscriberId}.${millis}.${mac(subscriberId, millis, secret)}`;
}

/** The subscriber id and the link's time when the token is genuine; undefined for anything forged or malformed. */
export function verifyConfirmToken(token: string, secret: string): { id: string; issuedAt: Date } | undefined {
  const [id, millis, signature, extra] = token.split('.');
  if (!id || !millis || !/^\d{1,15}$/.test(millis) || !signature || extra !== undefined) return undefined;
  // Compared as text: a base64url string with other unused bits decodes to the same bytes, and must not pass.
  const expected = Buffer.from(mac(id, millis, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, issuedAt: new Date(Number(millis)) } : undefined;
}

const mac = (id: string, millis: string, secret: string) => createHmac('sha256', secret).update(`confirm-subscription:${id}:${millis}`).digest('base64url');
