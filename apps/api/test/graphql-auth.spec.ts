import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { createTestApp, TEST_ADMIN, TestApp } from './harness';

describe('GraphQL auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const req = t.http().post('/graphql').send({ query, variables });
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  it('signs in, answers me, and revokes the token on logout', async () => {
    const login = await gql('mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { token admin { id userName } } }', {
      u: TEST_ADMIN.userName,
      p: TEST_ADMIN.password,
    }).expect(200);
    const { token, admin } = login.body.data.login;
    expect(admin.userName).toBe(TEST_ADMIN.userName);
    const me = await gql('{ me { id userName } }', {}, token).expect(200);
    expect(me.body.data.me).toEqual(admin);
    await gql('mutation { logout }', {}, token).expect(200);
    const after = await gql('{ me { id } }', {}, token);
    expect(after.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses wrong credentials and anonymous admin queries with UNAUTHENTICATED', async () => {
    const wrong = await gql('mutation { login(userName: "curator", password: "nope") { token } }');
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Incorrect user name or password.', extensions: { code: 'UNAUTHENTICATED' } });
    const anonymous = await gql('{ me { id } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data).toBeNull();
  });

  it('one guard for both doors: each bad token gets the same refusal over REST (401) and GraphQL (UNAUTHENTICATED)', async () => {
    const login = await t.http().post('/api/v1/admin/login').send(TEST_ADMIN).expect(200);
    const adminId = login.body.adminData._id as string;
    const revoked = (await t.http().post('/api/v1/admin/login').send(TEST_ADMIN).expect(200)).body.token as string;
    await t.http().post('/api/v1/admin/logout').set('Authorization', `Bearer ${revoked}`).expect(200);
    const cases: [string, string | undefined, string][] = [
      ['no token', undefined, 'You are not signed in. Please sign in to get access.'],
      [
        'expired',
        await t.app.get(JwtService).signAsync({ sub: adminId, jti: randomUUID() }, { expiresIn: -10 }),
        'Your session has expired. Please sign in again.',
      ],
      ['revoked', revoked, 'Your session has expired. Please sign in again.'],
      ['forged', jwt.sign({ sub: adminId, jti: randomUUID() }, 'not-the-key', { algorithm: 'HS256' }), 'You are not signed in. Please sign in to get access.'],
      [
        'unknown admin',
        await t.app.get(JwtService).signAsync({ sub: randomUUID(), jti: randomUUID() }),
        'You are not signed in. Please sign in to get access.',
      ],
    ];
    for (const [name, token, message] of cases) {
      const rest = t.http().get('/api/v1/admin');
      const restRes = await (token ? rest.set('Authorization', `Bearer ${token}`) : rest);
      expect([name, restRes.status, restRes.body]).toEqual([name, 401, { status: 'fail', message }]);
      const gqlRes = await gql('{ me { id } }', {}, token);
      expect([name, gqlRes.body.errors[0].message, gqlRes.body.errors[0].extensions.code, gqlRes.body.data]).toEqual([name, message, 'UNAUTHENTICATED', null]);
    }
  });
});
