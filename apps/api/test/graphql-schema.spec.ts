import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createTestApp, TestApp } from './harness';

/** The committed schema (`schema.gql`) is what the server emits. `npm run schema` rewrites it. */
const SCHEMA_FILE = join(__dirname, '..', '..', '..', 'schema.gql');

describe('GraphQL schema', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    token = await t.token();
  });
  afterAll(() => t.close());

  const gql = (query: string) => t.http().post('/graphql').send({ query });

  it('matches the committed schema.gql', () => {
    const printed = `${printSchema(lexicographicSortSchema(t.app.get(GraphQLSchemaHost).schema))}\n`;
    if (process.env.SAWA_WRITE_SCHEMA === '1') writeFileSync(SCHEMA_FILE, printed);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printed);
  });

  it('refuses a too-deep query', async () => {
    const deep = `{ artworks { items { artist { artworks { items { artist { artworks { items { artist { artworks { items { id } } } } } } } } } } } }`;
    const res = await gql(deep);
    expect(res.body.errors?.[0].message).toMatch(/depth/i);
    expect(res.body.data).toBeUndefined();
  });

  it('refuses a too-costly query', async () => {
    // Each list counts its page size: fourteen full pages of 100 artworks (within the alias limit) are far over the limit of 10000.
    const page = `artworks(pageSize: 100) { totalItems items { id name description size material soldOut artist { id name image { url sources { url width format } } } category { id name image { url } } collection { id name image { url } } coverImage { url sources { url width format } } images { url } editions { id type price } } }`;
    const wide = `{ ${Array.from({ length: 14 }, (_, i) => `a${i}: ${page}`).join(' ')} }`;
    const res = await gql(wide);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toMatch(/^Query cost \d+ is over the limit of 10000/);
  });

  it('refuses too many aliases', async () => {
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `r${i}: recentArtworks(limit: 1) { id }`).join(' ')} }`;
    const res = await gql(aliases);
    expect(res.body.errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses batched requests', async () => {
    const res = await t
      .http()
      .post('/graphql')
      .send([{ query: '{ recentArtworks { id } }' }, { query: '{ recentArtworks { id } }' }]);
    expect(res.status).toBe(400);
  });

  it('keeps introspection on for third parties', async () => {
    const res = await gql('{ __schema { queryType { name } } }').expect(200);
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('masks unexpected errors in production: no stack, no internals', async () => {
    await t.dataSource.query('ALTER TABLE team_member RENAME TO team_member_away');
    try {
      const res = await t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ dashboard { teamMembers } }' });
      expect(res.body.errors[0]).toEqual(expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }));
      expect(JSON.stringify(res.body)).not.toMatch(/team_member|stack|QueryFailed/);
    } finally {
      await t.dataSource.query('ALTER TABLE team_member_away RENAME TO team_member');
    }
  });
});
