import { environmentWarnings, validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('applies the documented defaults', () => {
    const env = validateEnvironment({});
    expect(env).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'production',
      JWT_EXPIRES_IN: '8h',
      UPLOAD_MAX_BYTES: 15 * 1024 * 1024,
      IMAGE_AVIF: true,
      PUBLIC_URL: 'http://localhost:3000',
      HOLD_MINUTES: 15,
      HOLD_EXTENSION_MINUTES: 15,
      HOLDS_PER_EMAIL: 3,
      HOLDS_PER_PHONE: 3,
      HOLD_LINES_PER_CLIENT: 20,
      ORDER_MAX_LINES: 10,
      ORDER_MAX_QUANTITY: 10,
      SWEEP_TIME_BUDGET_SECONDS: 20,
      CONSERVATION_SHARE_PERCENT: '10',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV="staging"'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL="not a url"'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO="maybe"'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together'],
    [{ UPLOAD_MAX_BYTES: '10' }, 'UPLOAD_MAX_BYTES="10"'],
    [{ HOLD_MINUTES: '600' }, 'HOLD_MINUTES="600"'],
    [{ HOLDS_PER_EMAIL: '0' }, 'HOLDS_PER_EMAIL="0"'],
    [{ ORDER_MAX_LINES: 'many' }, 'ORDER_MAX_LINES="many"'],
    [{ CONSERVATION_SHARE_PERCENT: '100.5' }, 'CONSERVATION_SHARE_PERCENT="100.5"'],
    [{ CONSERVATION_SHARE_PERCENT: '-1' }, 'CONSERVATION_SHARE_PERCENT must be a percentage from 0 to 100'],
    [{ CONSERVATION_SHARE_PERCENT: '12.345' }, 'CONSERVATION_SHARE_PERCENT="12.345"'],
  ])('refuses %j with a message that names the variable', (raw, message) => {
    expect(() => validateEnvironment(raw)).toThrow(message);
  });

  it('refuses a payment service reached over plain http, naming IREMBOPAY_BASE_URL; https, or http to this machine only, start', () => {
    const live = { IREMBOPAY_SECRET_KEY: 'live-secret-1234', IREMBOPAY_ACCOUNT_ID: 'SAWA-USD' };
    for (const url of ['http://api.irembopay.example', 'http://10.0.0.5:8080', 'http://127.evil.example', 'ftp://api.irembopay.example']) {
      expect(() => validateEnvironment({ ...live, IREMBOPAY_BASE_URL: url })).toThrow(`IREMBOPAY_BASE_URL=${JSON.stringify(url)}`);
    }
    expect(() => validateEnvironment({ ...live, IREMBOPAY_BASE_URL: 'http://api.irembopay.example' })).toThrow('must start with https://');
    for (const url of ['https://api.irembopay.example', 'http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010']) {
      expect(validateEnvironment({ ...live, IREMBOPAY_BASE_URL: url }).IREMBOPAY_BASE_URL).toBe(url);
    }
  });

  it('reads booleans and numbers from their text', () => {
    const env = validateEnvironment({ PORT: '8080', SEED_DEMO: 'false', IMAGE_AVIF: 'false', CONSERVATION_SHARE_PERCENT: '12.5' });
    expect(env).toMatchObject({ PORT: 8080, SEED_DEMO: false, IMAGE_AVIF: false, PUBLIC_URL: 'http://localhost:8080', CONSERVATION_SHARE_PERCENT: '12.5' });
  });

  it('warns loudly when production runs without PUBLIC_URL, and only then', () => {
    expect(environmentWarnings({}, validateEnvironment({}))).toEqual([expect.stringContaining('PUBLIC_URL is not set')]);
    expect(environmentWarnings({ PUBLIC_URL: 'https://sawa.example' }, validateEnvironment({ PUBLIC_URL: 'https://sawa.example' }))).toEqual([]);
    expect(environmentWarnings({ NODE_ENV: 'development' }, validateEnvironment({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
