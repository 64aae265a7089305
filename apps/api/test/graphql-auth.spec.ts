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
});
