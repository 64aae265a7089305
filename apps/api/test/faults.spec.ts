import { PublicCacheService } from '@sawa/api/cache';
import { defineJob, JobQueue } from '@sawa/api/jobs';
import { createArtist } from './support/fixtures';
import { startRedis, TestRedis } from './support/redis';
import { startTcpProxy, TcpProxy, throughProxy } from './support/tcp-proxy';
import { createTestApp, TestApp } from './harness';
import { requireBuilt } from './support/built';

/**
 * Shared services going away and coming back while the app runs: every request fails cleanly and fast
 * (503 with a message, REST and GraphQL), nothing hangs or crashes, and the app recovers by itself.
 * PostgreSQL is reached through a TCP relay the test cuts (as a restart looks to the app); Redis is a
 * redis-server of its own, stopped and started again.
 */

const DATABASE_AWAY = 'The database is not available right now. Please try again in a moment.';

async function until(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('PostgreSQL restarting under the app', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const ARTWORKS = '{ artworks(page: 1, pageSize: 3) { totalItems } }';

  beforeAll(async () => {
    const server = new URL(process.env.SAWA_TEST_SERVER_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await createTestApp({ JOBS_POLL_INTERVAL_SECONDS: '1' }, undefined, { connectVia: (url) => throughProxy(url, proxy) });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
  });

  it('answers 503 with a message everywhere while the database is away, fast, and 200 again once it is back, without a restart', async () => {
    await t.http().get('/api/v1/art').expect(200);
    const ran: number[] = [];
    const NOTE = defineJob<{ n: number }>({
      name: 'test.note',
      description: 'Note',
      retryLimit: 5,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 10,
    });
    t.app.get(JobQueue).register(NOTE, ({ n }) => void ran.push(n));

    await proxy.cut();
    // Until the cache's listener sees its connection gone, a public read may still be answered from the cache
    // (as it would a moment before the outage): the 503 is what follows once it knows.
    const store = t.app.get(PublicCacheService).store;
    await until('the public cache to stop while its listener is away', () => !store.active);
    const started = Date.now();
    const rest = await t.http().get('/api/v1/art');
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ status: 'error', message: DATABASE_AWAY });
    expect(rest.headers['retry-after']).toBe('5');

    const login = await t.http().post('/api/v1/admin/login').send({ userName: 'curator', password: 'whatever it is' });
    expect(login.status).toBe(503);
    expect(login.body.message).toBe(DATABASE_AWAY);

    const gql = await t.http().post('/graphql').send({ query: ARTWORKS });
    expect(gql.body.errors[0]).toMatchObject({ message: DATABASE_AWAY, extensions: { code: 'SERVICE_UNAVAILABLE' } });

    const health = await t.http().get('/health');
    expect(health.status).toBe(503);
    expect(health.body.error.database.status).toBe('down');
    await t.http().get('/health/live').expect(200);
    expect(Date.now() - started).toBeLessThan(10_000);

    // The job workers keep polling through the outage without crashing the process.
    await new Promise((r) => setTimeout(r, 1_500));

    await proxy.restore();
    await until('the API to answer again', async () => (await t.http().get('/api/v1/art')).status === 200);
    await t.http().get('/health').expect(200);
    const back = await t.http().post('/graphql').send({ query: ARTWORKS });
    expect(back.body).toEqual({ data: { artworks: { totalItems: 0 } } });
    await t.app.get(JobQueue).send(NOTE, { n: 1 });
    await until('a job to run after the outage', () => ran.length === 1);
  });
});

describe('PostgreSQL restarting under the server-rendered website', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const hit = (res: { headers: Record<string, string> }) => (res.headers['server-timing'] ?? '').startsWith('cache;');
  const NOTICE = `Error: ${DATABASE_AWAY}`;

  beforeAll(async () => {
    requireBuilt('web');
    const server = new URL(process.env.SAWA_TEST_SERVER_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await createTestApp({}, undefined, { connectVia: (url) => throughProxy(url, proxy) });
  }, 180_000);
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
  });

  it('a public page whose data cannot be read answers 503 with the message, is never cached, and is itself again once the database is back', async () => {
    await createArtist(t, 'Ingabire Umuhoza');
    const artists = () => t.http().get('/about-artists');
    expect((await artists().expect(200)).text).toContain('Ingabire Umuhoza');
    await until('the page to be served from the cache', async () => hit(await artists()));
    const store = t.app.get(PublicCacheService).store;

    await proxy.cut();
    for (const path of ['/about-artists', '/contact', '/']) {
      const res = await t.http().get(path);
      expect(res.status).toBe(503);
      // The page says why, in its layout (even a page with no data of its own), and asks no cache to keep it.
      expect(res.text).toContain(NOTICE);
      expect(res.text).not.toContain('Ingabire Umuhoza');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['cdn-cache-control']).toBeUndefined();
      expect(res.headers['retry-after']).toBe('5');
    }
    // The cache is off while its listener is down; were it still on (the listener not yet aware), the 503 would not be kept either.
    await until('the public cache to stop while its listener is away', () => !store.active);
    store.setEnabled(true);
    const storedBefore = store.counters.stores;
    for (let i = 0; i < 2; i++) {
      const res = await artists();
      expect(res.status).toBe(503);
      expect(hit(res)).toBe(false);
    }
    expect(store.counters.stores).toBe(storedBefore);
    expect(store.size).toBe(0);

    await proxy.restore();
    await until('the page to answer again', async () => (await artists()).status === 200);
    const back = await artists().expect(200);
    expect(back.text).toContain('Ingabire Umuhoza');
    expect(back.text).not.toContain(NOTICE);
    // A page (its own nonce): the browser's cache only, never a shared one.
    expect(back.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    await until('the page to be cached again', async () => hit(await artists()));
  });
});

describe('Redis away (REDIS_URL set)', () => {
  let redis: TestRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it('reports Redis in /health: down (503) while it is away, up again once it is back, without a restart', async () => {
    await until('Redis to be reported up', async () => (await t.http().get('/health')).status === 200);
    expect((await t.http().get('/health')).body.info.redis.status).toBe('up');
    await redis.stop();
    const started = Date.now();
    const away = await t.http().get('/health');
    expect(away.status).toBe(503);
    expect(away.body.error.redis.status).toBe('down');
    expect(away.body.message).toBe('Not available: redis.');
    expect(Date.now() - started).toBeLessThan(5_000);
    // Reading the catalogue does not need Redis; a rate-limited route answers 503 rather than skip its limit.
    await t.http().get('/api/v1/art').expect(200);
    const login = await t.http().post('/api/v1/admin/login').send({ userName: 'curator', password: 'wrong password' });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ status: 'error', message: 'The service is briefly unavailable. Please try again in a moment.' });
    await redis.start();
    await until('Redis to be reported up again', async () => (await t.http().get('/health')).status === 200);
    await t.http().post('/api/v1/admin/login').send({ userName: 'curator', password: 'wrong password' }).expect(401);
  });

  it('counts the login throttle across instances sharing Redis: ten wrong logins spread over two hit it', async () => {
    const other = await createTestApp({ REDIS_URL: redis.url }, undefined, { database: t });
    try {
      const from = '203.0.113.77';
      for (let i = 0; i < 10; i++) {
        await (i % 2 ? other : t)
          .http()
          .post('/api/v1/admin/login')
          .set('x-forwarded-for', from)
          .send({ userName: 'intruder', password: `guess ${i}` })
          .expect(401);
      }
      for (const app of [t, other]) {
        const res = await app.http().post('/api/v1/admin/login').set('x-forwarded-for', from).send({ userName: 'intruder', password: 'again' });
        expect(res.status).toBe(429);
      }
    } finally {
      await other.close();
    }
  });
});
