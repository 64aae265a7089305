import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a notification may be: older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** IremboPay's `irembopay-signature` header: `t=<ms timestamp>,s=<hex HMAC-SHA256 of "<t>#<raw body>">` keyed by the secret key. */
export function signPayload(secret: string, rawBody: Buffer | string, timestamp = Date.now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}#`).update(rawBody).digest('hex');
  return `t=${timestamp},s=${signature}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Verifies over the exact bytes received, in constant time, and refuses stale timestamps. */
export function verifySignature(secret: string, rawBody: Buffer, header: string | undefined, now = Date.now()): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing irembopay-signature header' };
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts['t']);
  const given = parts['s'];
  if (!Number.isSafeInteger(timestamp) || !given || !/^[0-9a-f]+$/i.test(given)) return { ok: false, reason: 'malformed signature header' };
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'stale signature timestamp' };
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}#`).update(rawBody).digest('hex'), 'hex');
  const actual = Buffer.from(given, 'hex');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'signature does not match' };
  return { ok: true };
}
