import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link of a newsletter confirmation mail carries `<subscriber id>.<issued at, in seconds>.<HMAC-SHA256>`
 * (the unsubscribe links' key, another purpose): only the address it was sent to can confirm, and the
 * link says when it was made, so it expires.
 */
export function signConfirmToken(subscriberId: string, issuedAt: Date, secret: string): string {
  const seconds = String(Math.floor(issuedAt.getTime() / 1000));
  return `${subscriberId}.${seconds}.${mac(subscriberId, seconds, secret)}`;
}

/** The subscriber id and the link's time when the token is genuine; undefined for anything forged or malformed. */
export function verifyConfirmToken(token: string, secret: string): { id: string; issuedAt: Date } | undefined {
  const [id, seconds, signature, extra] = token.split('.');
  if (!id || !seconds || !/^\d{1,12}$/.test(seconds) || !signature || extra !== undefined) return undefined;
  // Compared as text: a base64url string with other unused bits decodes to the same bytes, and must not pass.
  const expected = Buffer.from(mac(id, seconds, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, issuedAt: new Date(Number(seconds) * 1000) } : undefined;
}

const mac = (id: string, seconds: string, secret: string) => createHmac('sha256', secret).update(`confirm-subscription:${id}:${seconds}`).digest('base64url');
