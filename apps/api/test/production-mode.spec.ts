import { validateEnvironment } from '@sawa/api/common';
import { createTestApp, TestApp } from './harness';

/** What leaks an internal detail: SQL, table names, driver or framework error names, stack frames. */
const INTERNALS = /team_member|relation|QueryFailed|TypeORM|stack|\bat \w+ \(|\.ts:\d+|node_modules/i;

describe('production mode', () => {
  it('is the default when NODE_ENV is unset', () => {
    expect(validateEnvironment({}).NODE_ENV).toBe('production');
  });

  describe('a production app', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp({ NODE_ENV: 'production' });
      token = await t.token();
    });
    afterAll(() => t.close());

    it('masks an internal error on REST and GraphQL: a plain message, no stack, no internals', async () => {
      await t.dataSource.query('ALTER TABLE team_member RENAME TO team_member_away');
      try {
        const rest = await t.http().get('/api/v1/team').expect(500);
        expect(rest.body).toEqual({ status: 'error', message: 'Something went wrong on our side. Please try again later.' });
        const gql = await t.http().post('/graphql').send({ query: '{ teamMembers { items { id name } } }' });
        expect(gql.body.errors).toEqual([expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
        const admin = await t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ dashboard { teamMembers } }' });
        expect(admin.body.errors[0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
        for (const body of [rest.text, gql.text, admin.text]) expect(body).not.toMatch(INTERNALS);
      } finally {
        await t.dataSource.query('ALTER TABLE team_member_away RENAME TO team_member');
      }
    });

    it('still tells a client exactly what it did wrong', async () => {
      const rest = await t.http().get('/api/v1/art/not-an-id').expect(400);
      expect(rest.body.status).toBe('fail');
      expect(rest.body.message).toMatch(/id/i);
      const login = await t.http().post('/api/v1/admin/login').send({ userName: 'curator' }).expect(400);
      expect(login.body.message).toMatch(/password/);
      const missing = await t.http().post('/graphql').send({ query: '{ artwork(id: "00000000-0000-4000-8000-000000000000") { id } }' });
      expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(missing.body.errors[0].message).toMatch(/No artwork found/);
      const bad = await t
        .http()
        .post('/graphql')
        .send({ query: 'query ($p: Int!) { artworks(page: $p) { totalItems } }', variables: { p: 'two' } })
        .expect(400);
      expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(bad.body.errors[0].message).toMatch(/\$p/);
      for (const body of [rest.text, login.text, missing.text, bad.text]) expect(body).not.toMatch(INTERNALS);
    });
  });

  describe('GraphQL requests that fail before execution', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ NODE_ENV: 'production' });
    });
    afterAll(() => t.close());

    const expectRefused = async (query: string, code: string, message: RegExp) => {
      const res = await t.http().post('/graphql').send({ query });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ message: expect.stringMatching(message), extensions: expect.objectContaining({ code }) })]),
      );
      for (const error of res.body.errors) expect(error.message).not.toMatch(/^Syntax Error: .*(cost|depth|alias)/i);
      expect(res.body.data).toBeUndefined();
      expect(res.text).not.toMatch(/stacktrace|\bat \w+ \(|node_modules/);
    };

    it('answers a syntax error with 400 GRAPHQL_PARSE_FAILED', async () => {
      await expectRefused('{ artworks { items { ', 'GRAPHQL_PARSE_FAILED', /Syntax Error/);
    });

    it('answers the token limit with 400 and says so', async () => {
      await expectRefused(
        `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: __schema { __typename }`).join(' ')} }`,
        'GRAPHQL_PARSE_FAILED',
        /^The query has more than 2000 tokens/,
      );
      const fragments = Array.from({ length: 1000 }, (_, i) => `fragment F${i} on Query { ${i < 999 ? `...F${i + 1}` : '__typename'} }`).join(' ');
      await expectRefused(`{ ...F0 } ${fragments}`, 'GRAPHQL_PARSE_FAILED', /tokens/);
    });

    it('answers validation and limit failures under the token limit with 400 GRAPHQL_VALIDATION_FAILED', async () => {
      await expectRefused(`{ ${Array.from({ length: 40 }, (_, i) => `a${i}: __schema { __typename }`).join(' ')} }`, 'GRAPHQL_VALIDATION_FAILED', /alias/i);
      // A fragment chain: deep through its fragments, within the token limit.
      const chain = Array.from(
        { length: 40 },
        (_, i) => `fragment F${i} on Artist { artworks { items { artist { ${i < 39 ? `...F${i + 1}` : 'id'} } } } }`,
      ).join(' ');
      await expectRefused(`{ artists { items { ...F0 } } } ${chain}`, 'GRAPHQL_VALIDATION_FAILED', /depth limit/i);
      await expectRefused('{ noSuchField }', 'GRAPHQL_VALIDATION_FAILED', /noSuchField/);
      await expectRefused('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }', 'GRAPHQL_VALIDATION_FAILED', /Cannot spread fragment/);
    });
  });
});
