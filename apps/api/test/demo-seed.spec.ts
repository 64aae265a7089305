import { ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { DemoSeedService } from '../src/seed/demo-seed.service';
import { createTestApp, TestApp } from './harness';

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // This file tests the seed itself: it seeds its own empty database rather than copying the run's demo shop.
    t = await createTestApp({ SEED_DEMO: 'true' }, undefined, { seed: 'fresh' });
  }, 120_000);
  afterAll(() => t.close());

  it('fills an empty catalogue with believable content and real images', async () => {
    const artists = (await t.http().get('/api/v1/artist').expect(200)).body.data.data;
    const categories = (await t.http().get('/api/v1/category').expect(200)).body.data.data;
    const arts = (await t.http().get('/api/v1/art').expect(200)).body.data.data;
    const team = (await t.http().get('/api/v1/team').expect(200)).body.data;
    expect(artists.length).toBeGreaterThanOrEqual(4);
    expect(artists.every((a: { description: string }) => a.description.length > 80)).toBe(true);
    expect(categories).toHaveLength(3);
    expect(categories.some((c: { collections: string[] }) => c.collections.length > 0)).toBe(true);
    expect(arts.length).toBeGreaterThanOrEqual(20);
    expect(team.length).toBeGreaterThanOrEqual(4);
    const originals = arts.filter((a: { editions: { editionType: string }[] }) => a.editions.some((e) => e.editionType === ORIGINAL_ART_WORK));
    expect(originals.some((a: { quantity: number }) => a.quantity === 1)).toBe(true);
    expect(arts.some((a: { editions: unknown[] }) => a.editions.length > 1)).toBe(true);
    const prices = new Set(arts.flatMap((a: { editions: { price: number }[] }) => a.editions.map((e) => e.price)));
    expect(prices.size).toBeGreaterThan(10);
    await t
      .http()
      .get(arts[0].artImageCover)
      .expect(200)
      .expect('content-type', /image\/jpeg/);
  });

  it('never seeds a catalogue that already has content', async () => {
    const before = (await t.http().get('/api/v1/art')).body.results;
    await t.app.get(DemoSeedService).onApplicationBootstrap();
    expect((await t.http().get('/api/v1/art')).body.results).toBe(before);
  });
});
