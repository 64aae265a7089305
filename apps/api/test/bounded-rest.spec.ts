import { countQueries } from './support/query-count';
import { LEGACY_LIST_LIMIT } from '@sawa/api/common';
import { png } from './support/images';
import { createTestApp, TestApp } from './harness';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('bounded legacy REST lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    // More team members than one answer holds, sharing one stored image.
    const member = await t
      .http()
      .post('/api/v1/team')
      .set('Authorization', `Bearer ${await t.token()}`)
      .field('name', 'Member 0')
      .field('position', 'Painter')
      .attach('image', await png(), 'm.png')
      .expect(201);
    const [{ image_id: imageId }] = await t.dataSource.query('SELECT image_id FROM team_member WHERE id = $1', [member.body.data._id]);
    await t.dataSource.query(
      `INSERT INTO team_member (name, position, image_id, created_at)
       SELECT 'Member ' || n, 'Painter', $1, now() + n * interval '1 second' FROM generate_series(1, $2) AS n`,
      [imageId, LEGACY_LIST_LIMIT + 9],
    );
  }, 120_000);
  afterAll(() => t.close());

  it('answers at most LEGACY_LIST_LIMIT items in the legacy envelope, with the total and the next page in headers', async () => {
    const ids = (await t.dataSource.query<{ id: string }[]>('SELECT id FROM team_member ORDER BY created_at, id')).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(LEGACY_LIST_LIMIT);
    const first = await t.http().get('/api/v1/team').expect(200);
    expect(first.body).toMatchObject({ status: 'success', results: LEGACY_LIST_LIMIT });
    expect(first.body.data.map((m: { _id: string }) => m._id)).toEqual(ids.slice(0, LEGACY_LIST_LIMIT));
    expect(first.headers['x-total-count']).toBe(String(ids.length));
    expect(first.headers.link).toBe(`</api/v1/team?page=2&limit=${LEGACY_LIST_LIMIT}>; rel="next"`);
    // Answered again (from the public cache), with the same paging headers.
    const again = await t.http().get('/api/v1/team').expect(200);
    expect(again.headers['x-total-count']).toBe(String(ids.length));
    expect(again.headers.link).toBe(first.headers.link);
    const second = await t.http().get(`/api/v1/team?page=2&limit=${LEGACY_LIST_LIMIT}`).expect(200);
    expect(second.body.data.map((m: { _id: string }) => m._id)).toEqual(ids.slice(LEGACY_LIST_LIMIT));
    expect(second.headers.link).toBe(`</api/v1/team?page=1&limit=${LEGACY_LIST_LIMIT}>; rel="prev"`);
  });

  it('pages every legacy list with page and limit, keeping its filters, and refuses a limit over the maximum', async () => {
    for (const path of ['/api/v1/art', '/api/v1/artist', '/api/v1/category', '/api/v1/collection', '/api/v1/team']) {
      const all = await t.http().get(path).expect(200);
      const items = path.endsWith('team') ? all.body.data : all.body.data.data;
      const page = await t.http().get(`${path}?page=2&limit=2`).expect(200);
      const paged = path.endsWith('team') ? page.body.data : page.body.data.data;
      expect(paged.map((i: { _id: string }) => i._id)).toEqual(items.slice(2, 4).map((i: { _id: string }) => i._id));
      expect(page.body.results).toBe(paged.length);
      const table = { art: 'art', artist: 'artist', category: 'category', collection: 'collection', team: 'team_member' }[path.split('/').pop()!]!;
      expect(Number(page.headers['x-total-count'])).toBe(Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n));
      for (const bad of [`limit=${LEGACY_LIST_LIMIT + 1}`, 'limit=0', 'page=0', 'limit=ten']) {
        const res = await t.http().get(`${path}?${bad}`).expect(400);
        expect(res.body).toEqual({ status: 'fail', message: expect.stringMatching(/^(limit|page) must/) });
      }
    }
    const [category] = await t.dataSource.query(`SELECT category_id AS id FROM collection LIMIT 1`);
    const filtered = await t.http().get(`/api/v1/collection?categories=${category.id}&limit=1`).expect(200);
    if (Number(filtered.headers['x-total-count']) > 1)
      expect(filtered.headers.link).toBe(`</api/v1/collection?categories=${category.id}&page=2&limit=1>; rel="next"`);
    expect(filtered.body.data.data.every((c: { categories: string }) => c.categories === category.id)).toBe(true);
  });

  it('documents page and limit on every legacy list in OpenAPI', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    for (const path of ['/api/v1/art', '/api/v1/artist', '/api/v1/category', '/api/v1/collection', '/api/v1/team']) {
      const parameters = document.paths[path].get.parameters as { name: string; schema: { maximum?: number } }[];
      expect(parameters.find((p) => p.name === 'page')).toBeTruthy();
      expect(parameters.find((p) => p.name === 'limit')?.schema.maximum).toBe(LEGACY_LIST_LIMIT);
    }
  });
});

describe('the sitemap', () => {
  let t: TestApp;
  let expected: number;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true', PUBLIC_URL: 'https://sawa.example', SITEMAP_MAX_URLS: '10', SITEMAP_CACHE_SECONDS: '600' });
    const count = async (table: string) => Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
    expected = 14 + (await count('art')) + (await count('artist')) + (await count('category')) + (await count('collection'));
  }, 120_000);
  afterAll(() => t.close());

  it('splits into a sitemap index past SITEMAP_MAX_URLS, every URL in exactly one part of at most that many', async () => {
    const index = await t.http().get('/sitemap.xml').expect(200).expect('content-type', /xml/);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index.text);
    expect(parts).toEqual(Array.from({ length: Math.ceil(expected / 10) }, (_, i) => `https://sawa.example/sitemap-${i + 1}.xml`));
    const urls: string[] = [];
    for (const part of parts) {
      const res = await t.http().get(new URL(part).pathname).expect(200).expect('content-type', /xml/);
      expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const inPart = locs(res.text);
      expect(inPart.length).toBeGreaterThan(0);
      expect(inPart.length).toBeLessThanOrEqual(10);
      urls.push(...inPart);
    }
    expect(urls).toHaveLength(expected);
    expect(new Set(urls).size).toBe(expected);
    expect(urls).toContain('https://sawa.example/');
    await t
      .http()
      .get(`/sitemap-${parts.length + 1}.xml`)
      .expect(404);
    await t.http().get('/sitemap-0.xml').expect(404);
  });

  it('is built once per SITEMAP_CACHE_SECONDS: later requests read no database', async () => {
    await t.http().get('/sitemap.xml').expect(200);
    const queries = await countQueries(t, async () => {
      for (let i = 0; i < 5; i++) await t.http().get('/sitemap.xml').expect(200);
      await t.http().get('/sitemap-2.xml').expect(200);
    });
    expect(queries).toBe(0);
  });
});
