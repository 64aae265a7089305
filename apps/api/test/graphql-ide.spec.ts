import { createTestApp, TestApp } from './harness';
import { requireBuilt } from './support/built';

describe('GraphQL IDE', () => {
  let t: TestApp;
  beforeAll(async () => {
    requireBuilt('graphiql');
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('serves GraphiQL to a browser at GET /graphql, with every asset from this server', async () => {
    const page = await t.http().get('/graphql').set('Accept', 'text/html,application/xhtml+xml').expect(200);
    expect(page.text).toContain('GraphQL IDE');
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.startsWith('/graphiql/')).toBe(true);
      await t.http().get(asset).expect(200);
    }
  });

  it('still answers API requests on the same path', async () => {
    const res = await t.http().post('/graphql').send({ query: '{ __typename }' }).expect(200);
    expect(res.body.data.__typename).toBe('Query');
  });
});
