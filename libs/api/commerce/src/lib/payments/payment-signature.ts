import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a notification may be: older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * IremboPay's `irembopay-signature` header: `t=<timestamp>,s=<hex HMAC-SHA256 of "<t>#<raw body>">` keyed by the secret key.
 * Its public documentation does not say whether `t` is in seconds or milliseconds: both are accepted, told
 * apart by their size (below 10^11 it is seconds: 10^11 ms is in 1973, 10^11 s in the year 5138).
 * We sign in milliseconds (the sandbox, the tests).
 */
export function signPayload(secret: string, rawBody: Buffer | string, timestamp = Date.now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}#`).update(rawBody).digest('hex');
  return `t=${timestamp},s=${signature}`;
}

/** A timestamp below this is in seconds, at or above it in milliseconds. */
const SECONDS_BELOW = 1e11;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Verifies over the exact bytes received, in constant time, and refuses stale timestamps. */
export function verifySignature(secret: string, rawBody: Buffer, header: string | undefined, now = Date.now()): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing irembopay-signature header' };
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const sent = parts['t'] ?? '';
  const given = parts['s'];
  if (!/^[0-9]{1,16}$/.test(sent) || !given || !/^[0-9a-f]+$/i.test(given)) return { ok: false, reason: 'malformed signature header' };
  const timestamp = Number(sent) < SECONDS_BELOW ? Number(sent) * 1000 : Number(sent);
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'stale signature timestamp' };
  // Signed over the timestamp as sent.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${sent}#`).update(rawBody).digest('hex'), 'hex');
  const actual = Buffer.from(given, 'hex');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'signature does not match' };
  return { ok: true };
}
