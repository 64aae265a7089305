import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { createTestApp, TEST_ADMIN, TestApp } from './harness';

describe('/api/v1/admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in with {token, adminData} and never shows the password hash', async () => {
    const res = await t.http().post('/api/v1/admin/login').send(TEST_ADMIN).expect(200);
    expect(res.body.status).toBe('success');
    expect(typeof res.body.token).toBe('string');
    expect(Object.keys(res.body.adminData).sort()).toEqual(['_id', 'createdAt', 'updatedAt', 'userName']);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    const me = await t.http().get('/api/v1/admin').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    expect(me.body).toEqual(res.body.adminData);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await t.http().post('/api/v1/admin/login').send({ userName: TEST_ADMIN.userName, password: 'nope' }).expect(401);
    const unknown = await t.http().post('/api/v1/admin/login').send({ userName: 'nobody', password: 'nope' }).expect(401);
    expect(wrong.body).toEqual({ status: 'fail', message: 'Incorrect user name or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names a missing field with 400', async () => {
    const res = await t.http().post('/api/v1/admin/login').send({ userName: 'x' }).expect(400);
    expect(res.body).toEqual({ status: 'fail', message: expect.stringContaining('password') });
    const malformed = await t.http().post('/api/v1/admin/login').set('Content-Type', 'application/json').send('{"userName":').expect(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
  });

  it.each([
    ['no token', undefined, /not signed in/],
    ['garbage', 'Bearer abc', /not signed in/],
    [
      'a token signed with another secret',
      `Bearer ${jwt.sign({ sub: randomUUID(), jti: randomUUID() }, 'some-other-secret-that-is-long-enough-1234')}`,
      /not signed in/,
    ],
  ])('refuses %s with 401', async (_label, authorization, message) => {
    const req = t.http().get('/api/v1/admin');
    const res = await (authorization ? req.set('Authorization', authorization) : req).expect(401);
    expect(res.body.status).toBe('fail');
    expect(res.body.message).toMatch(message);
  });

  it('refuses an expired token with a session-expired message', async () => {
    const admin = (await t.http().post('/api/v1/admin/login').send(TEST_ADMIN)).body.adminData;
    const expired = await t.app.get(JwtService).signAsync({ sub: admin._id, jti: randomUUID() }, { expiresIn: -10 });
    const res = await t.http().post('/api/v1/art').set('Authorization', `Bearer ${expired}`).expect(401);
    expect(res.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('revokes the token on logout', async () => {
    const { token } = (await t.http().post('/api/v1/admin/login').send(TEST_ADMIN)).body;
    await t.http().post('/api/v1/admin/logout').set('Authorization', `Bearer ${token}`).expect(200, { status: 'success', message: 'Logged out' });
    await t.http().get('/api/v1/admin').set('Authorization', `Bearer ${token}`).expect(401);
    await t.http().post('/api/v1/category').set('Authorization', `Bearer ${token}`).field('name', 'X').expect(401);
  });
});

describe('a password change ends every session', () => {
  it('revokes the tokens signed before ADMIN_PASSWORD reset the password at a start, on every instance; an unchanged ADMIN_PASSWORD ends nothing', async () => {
    const first = await createTestApp();
    try {
      const before = (await first.http().post('/api/v1/admin/login').send(TEST_ADMIN).expect(200)).body.token as string;
      // Another start with the same ADMIN_PASSWORD changes nothing: the session stays.
      const same = await createTestApp({}, undefined, { database: first });
      await same.http().get('/api/v1/admin').set('Authorization', `Bearer ${before}`).expect(200);
      await same.close();

      const newPassword = 'a brand new passphrase for the curator';
      const reset = await createTestApp({ ADMIN_PASSWORD: newPassword }, undefined, { database: first });
      try {
        for (const instance of [first, reset]) {
          const refused = await instance.http().get('/api/v1/admin').set('Authorization', `Bearer ${before}`).expect(401);
          expect(refused.body.message).toBe('Your session has expired. Please sign in again.');
          const graphql = await instance.http().post('/graphql').set('Authorization', `Bearer ${before}`).send({ query: '{ me { userName } }' }).expect(200);
          expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
        }
        await reset.http().post('/api/v1/admin/login').send(TEST_ADMIN).expect(401);
        const after = (await reset.http().post('/api/v1/admin/login').send({ userName: TEST_ADMIN.userName, password: newPassword }).expect(200)).body.token;
        await first.http().get('/api/v1/admin').set('Authorization', `Bearer ${after}`).expect(200);
      } finally {
        await reset.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_THROTTLE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message after the limit for that user name, and lets the admin in meanwhile', async () => {
    for (let i = 0; i < 3; i++) await t.http().post('/api/v1/admin/login').send({ userName: 'x', password: 'y' }).expect(401);
    const res = await t.http().post('/api/v1/admin/login').send({ userName: 'x', password: 'y' }).expect(429);
    expect(res.body).toEqual({ status: 'fail', message: 'Too many login attempts. Please wait a minute and try again.' });
    // Attempts at a made-up name do not lock the real admin out (client-limits.spec.ts covers addresses and both doors).
    await t.http().post('/api/v1/admin/login').send(TEST_ADMIN).expect(200);
  });
});

describe('first start without ADMIN_USERNAME/ADMIN_PASSWORD or JWT_SECRET', () => {
  let t: TestApp;
  let printed = '';
  beforeAll(async () => {
    const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed += args.join(' ');
    });
    try {
      t = await createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '', JWT_SECRET: '' });
    } finally {
      spy.mockRestore();
    }
  });
  afterAll(() => t.close());

  it('creates `admin` with a random password printed once, which signs in', async () => {
    const password = /Password:\s+(\S+)/.exec(printed)?.[1];
    expect(password).toBeDefined();
    await t.http().post('/api/v1/admin/login').send({ userName: 'admin', password }).expect(200);
  });

  it('keeps the generated signing key in the shared database, not on this instance, so another instance accepts its tokens', async () => {
    expect(existsSync(join(t.dataDir, 'secrets', 'jwt-secret'))).toBe(false);
    const [{ value }] = await t.dataSource.query(`SELECT value FROM shared_secret WHERE name = 'jwt'`);
    expect(value.length).toBeGreaterThanOrEqual(64);
    const password = /Password:\s+(\S+)/.exec(printed)![1];
    const { token } = (await t.http().post('/api/v1/admin/login').send({ userName: 'admin', password }).expect(200)).body;
    const other = await createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '', JWT_SECRET: '' }, undefined, { database: t });
    try {
      await other.http().get('/api/v1/admin').set('Authorization', `Bearer ${token}`).expect(200);
    } finally {
      await other.close();
    }
  });
});

describe('upgrading from a version that kept the signing key in DATA_DIR', () => {
  it('adopts that key as the shared one, so sessions signed with it stay valid', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sawa-legacy-key-'));
    mkdirSync(join(dataDir, 'secrets'), { recursive: true });
    const legacyKey = 'a-key-that-an-older-version-generated-and-kept-on-disk-0123456789';
    writeFileSync(join(dataDir, 'secrets', 'jwt-secret'), legacyKey);
    const t = await createTestApp({ JWT_SECRET: '', DATA_DIR: dataDir });
    try {
      const [admin] = await t.dataSource.query(`SELECT id FROM admin LIMIT 1`);
      const token = jwt.sign({ sub: admin.id, jti: '00000000-0000-4000-8000-000000000001' }, legacyKey, { algorithm: 'HS256', expiresIn: '1h' });
      await t.http().get('/api/v1/admin').set('Authorization', `Bearer ${token}`).expect(200);
      expect((await t.dataSource.query(`SELECT value FROM shared_secret WHERE name = 'jwt'`))[0].value).toBe(legacyKey);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
