import { signPayload, verifySignature } from './payment-signature';

describe("IremboPay's notification signature", () => {
  const secret = 'sk_test_secret';
  const body = Buffer.from('{"transactionId":"T-1","paymentStatus":"PAID"}');
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);

  it('accepts a timestamp in milliseconds and one in seconds, each signed as sent', () => {
    expect(verifySignature(secret, body, signPayload(secret, body, now), now)).toEqual({ ok: true });
    expect(verifySignature(secret, body, signPayload(secret, body, now / 1000), now)).toEqual({ ok: true });
    expect(verifySignature(secret, body, signPayload(secret, body, now / 1000 - 60), now)).toEqual({ ok: true });
  });

  it('refuses a stale timestamp in either unit, a wrong signature and a malformed header', () => {
    const sixMinutes = 6 * 60 * 1000;
    expect(verifySignature(secret, body, signPayload(secret, body, now - sixMinutes), now)).toEqual({ ok: false, reason: 'stale signature timestamp' });
    expect(verifySignature(secret, body, signPayload(secret, body, (now - sixMinutes) / 1000), now)).toEqual({
      ok: false,
      reason: 'stale signature timestamp',
    });
    expect(verifySignature(secret, body, signPayload('another secret', body, now / 1000), now)).toEqual({ ok: false, reason: 'signature does not match' });
    expect(verifySignature(secret, body, `t=1.5e12,s=ab`, now)).toEqual({ ok: false, reason: 'malformed signature header' });
    expect(verifySignature(secret, body, undefined, now)).toEqual({ ok: false, reason: 'missing irembopay-signature header' });
  });
});
