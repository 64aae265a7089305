import express from 'express';
import request from 'supertest';
import { PublicCache } from './public-cache';
import { publicReadsCache } from './public-reads.middleware';

/** The middleware in front of a small express app whose routes count how often they run. */
function site() {
  const cache = new PublicCache(1024 * 1024);
  const runs: Record<string, number> = {};
  const app = express();
  app.use(express.json());
  app.use(publicReadsCache(cache));
  const count = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);
  app.get('/api/v1/art', (_req, res) => {
    count('art');
    res.json({ status: 'success', data: { data: [{ artName: 'Silverback' }] } });
  });
  app.get('/api/v1/team', (_req, res) => {
    count('team');
    res.cookie('visitor', '1').json({ status: 'success', data: [] });
  });
  app.get('/api/v1/artist', (_req, res) => {
    count('artist');
    res.setHeader('Cache-Control', 'private');
    res.json({ status: 'success', data: { data: [] } });
  });
  app.get('/api/v1/category', (_req, res) => {
    count('category');
    res.status(500).json({ status: 'error', message: 'down' });
  });
  app.get('/api/v1/admin', (_req, res) => {
    count('admin');
    res.json({ userName: 'curator' });
  });
  return { app, runs, cache };
}

describe('publicReadsCache', () => {
  it('answers a repeated public read from the cache, with the same body and validators', async () => {
    const { app, runs } = site();
    const first = await request(app).get('/api/v1/art').expect(200);
    const second = await request(app).get('/api/v1/art').expect(200);
    expect(runs['art']).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.headers['server-timing']).toBe('cache;desc="hit"');
    await request(app).get('/api/v1/art').set('if-none-match', first.headers['etag']).expect(304);
  });

  it('never stores an answer that sets state (a cookie), says private, or failed; never serves one to a signed request; never caches other routes', async () => {
    const { app, runs } = site();
    for (let i = 0; i < 2; i++) {
      await request(app).get('/api/v1/team').expect(200);
      await request(app).get('/api/v1/artist').expect(200);
      await request(app).get('/api/v1/category').expect(500);
      await request(app).get('/api/v1/admin').expect(200);
      await request(app).get('/api/v1/art').set('Authorization', 'Bearer x').expect(200);
    }
    expect(runs).toEqual({ team: 2, artist: 2, category: 2, admin: 2, art: 2 });
  });
});
