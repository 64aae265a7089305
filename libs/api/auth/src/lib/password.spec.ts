import { hashPassword, PASSWORD_CHECKS, PASSWORD_HASH_PARAMETERS, passwordCheckLoad, SIGN_IN_BUSY, verifyPassword } from './password';

describe('password hashes', () => {
  const configured = process.env['PASSWORD_HASH_COST'];
  afterEach(() => {
    if (configured === undefined) delete process.env['PASSWORD_HASH_COST'];
    else process.env['PASSWORD_HASH_COST'] = configured;
  });

  it('are argon2id with 64 MiB, 3 passes and 4 lanes unless PASSWORD_HASH_COST says test (production: unset)', async () => {
    delete process.env['PASSWORD_HASH_COST'];
    expect(PASSWORD_HASH_PARAMETERS).toEqual({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapler')).toBe(false);
    process.env['PASSWORD_HASH_COST'] = 'standard';
    expect(await hashPassword('x')).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
  }, 60_000);

  it('with PASSWORD_HASH_COST=test (the test suite) are cheap argon2id, and either kind verifies whatever the setting', async () => {
    delete process.env['PASSWORD_HASH_COST'];
    const standard = await hashPassword('correct horse battery staple');
    process.env['PASSWORD_HASH_COST'] = 'test';
    const cheap = await hashPassword('correct horse battery staple');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong')).toBe(false);
    expect(await verifyPassword(standard, 'correct horse battery staple')).toBe(true);
  }, 60_000);
});

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
