import sharp from 'sharp';
import { createTestApp, TestApp } from './harness';

describe('GraphQL upload limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: '20000' });
  });
  afterAll(() => t.close());

  it('refuses a file over UPLOAD_MAX_BYTES with a clear message and writes nothing', async () => {
    const noise = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(20000);
    const res = await t
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${await t.token()}`)
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({ query: 'mutation($i: CreateCategoryInput!) { createCategory(input: $i) { id } }', variables: { i: { name: 'Big', image: null } } }),
      )
      .field('map', JSON.stringify({ 0: ['variables.i.image'] }))
      .attach('0', noise, 'big.png');
    const error = res.body.errors?.[0];
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toMatch(/larger than|limit/i);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM category');
    expect(n).toBe(0);
  });
});
