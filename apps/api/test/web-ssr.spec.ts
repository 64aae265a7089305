import { execFileSync } from 'node:child_process';
import { workspaceRoot } from '../src/app/graphql-ide';
import { createTestApp, TestApp } from './harness';

describe('server-rendered website', () => {
  let t: TestApp;
  beforeAll(async () => {
    execFileSync('npx', ['nx', 'run', 'web:build'], { cwd: workspaceRoot(), stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 180_000);
  afterAll(() => t.close());

  it('sends the home page with its data already in the HTML and the Apollo cache for hydration', async () => {
    const res = await t.http().get('/').expect(200).expect('content-type', /html/);
    expect(res.text).toContain('New Releases');
    expect(res.text).toContain('Silverback at Dawn');
    expect(res.text).toMatch(/window\.__APOLLO_STATE__=\{.*"Artwork:/);
    const scripts = [...res.text.matchAll(/src="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const asset = await t.http().get(src).expect(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers 404 with the not-found page for an unknown path, and leaves API paths to the API', async () => {
    const res = await t.http().get('/no/such/page').expect(404);
    expect(res.text).toContain('Oops! Page not found');
    expect(res.text).toContain('Go Home');
    const api = await t.http().get('/api/v1/nothing-here').expect(404);
    expect(api.body.status).toBe('fail');
    await t.http().get('/health').expect(200);
  });
});
