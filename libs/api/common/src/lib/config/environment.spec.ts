import { validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('applies the documented defaults', () => {
    const env = validateEnvironment({});
    expect(env).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      JWT_EXPIRES_IN: '8h',
      UPLOAD_MAX_BYTES: 15 * 1024 * 1024,
      IMAGE_AVIF: true,
      PUBLIC_URL: 'http://localhost:3000',
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
  ])('refuses %j with a message that names the variable', (raw, message) => {
    expect(() => validateEnvironment(raw)).toThrow(message);
  });

  it('reads booleans and numbers from their text', () => {
    const env = validateEnvironment({ PORT: '8080', SEED_DEMO: 'false', IMAGE_AVIF: 'false' });
    expect(env).toMatchObject({ PORT: 8080, SEED_DEMO: false, IMAGE_AVIF: false, PUBLIC_URL: 'http://localhost:8080' });
  });
});
