import { hashPassword, PASSWORD_CHECKS, passwordCheckLoad, SIGN_IN_BUSY, verifyPassword } from './password';

describe('password checks (argon2, 64 MiB each)', () => {
  it('run at most one per core at once, let a few wait, and refuse the rest at once with 503', async () => {
    const hash = await hashPassword('correct horse battery staple');
    // A short queue for the test (each check takes a second or two here); the rule is the same.
    const configured = PASSWORD_CHECKS.maxWaiting;
    PASSWORD_CHECKS.maxWaiting = 2;
    const { concurrency, maxWaiting } = PASSWORD_CHECKS;
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, passwordCheckLoad().active)), 1);
    const checks = Array.from({ length: concurrency + maxWaiting + 3 }, () =>
      verifyPassword(hash, 'correct horse battery staple').then(
        (ok) => ({ ok }),
        (error: Error & { getStatus?: () => number }) => ({ refused: error.getStatus?.(), message: error.message }),
      ),
    );
    const outcomes = await Promise.all(checks).finally(() => (PASSWORD_CHECKS.maxWaiting = configured));
    clearInterval(watch);
    expect(peak).toBeLessThanOrEqual(concurrency);
    expect(outcomes.filter((o) => 'ok' in o && o.ok)).toHaveLength(concurrency + maxWaiting);
    expect(outcomes.filter((o) => 'refused' in o)).toEqual(Array.from({ length: 3 }, () => ({ refused: 503, message: SIGN_IN_BUSY })));
    expect(passwordCheckLoad()).toEqual({ active: 0, waiting: 0 });
  }, 60_000);
});
