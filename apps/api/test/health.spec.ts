import { ShutdownState } from '../src/app/health/shutdown-state';
import { createTestApp, TestApp } from './harness';
import { startRedis, TestRedis } from './support/redis';
import { startObjectStore, TestObjectStore } from './support/s3';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when the database is up, and reports the image storage', async () => {
    const res = await t.http().get('/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.info.database.status).toBe('up');
    expect(res.body.info.storage).toEqual({ status: 'up', kind: 'disk' });
    // No REDIS_URL: no Redis to report.
    expect(res.body.info.redis).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is down, naming it', async () => {
    await t.dataSource.destroy();
    const res = await t.http().get('/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('error');
    expect(res.body.error.database.status).toBe('down');
    expect(res.body.message).toBe('Not available: database.');
    // Liveness does not depend on the database: the process itself is fine.
    await t.http().get('/health/live').expect(200, { status: 'ok' });
    await t.dataSource.initialize();
  });

  it('readiness answers on the database, and 503 while the instance drains', async () => {
    const ready = await t.http().get('/health/ready').expect(200);
    expect(ready.body.info).toEqual({ database: { status: 'up' } });
    t.app.get(ShutdownState).draining = true;
    const draining = await t.http().get('/health/ready').expect(503);
    expect(draining.body).toMatchObject({ status: 'error', message: 'This instance is stopping.' });
    // /health still says what the shared services do.
    await t.http().get('/health').expect(200);
    t.app.get(ShutdownState).draining = false;
  });
});

/**
 * Readiness means "this process can serve": Redis and the image store are shared by every instance, so
 * their failure must not take every instance out of the load balancer at once. /health reports them.
 */
describe('readiness with Redis and the object store away', () => {
  let t: TestApp;
  let redis: TestRedis;
  let store: TestObjectStore;
  beforeAll(async () => {
    redis = await startRedis();
    store = await startObjectStore();
    t = await createTestApp({ REDIS_URL: redis.url, ...store.env });
  });
  afterAll(async () => {
    await t.close();
    await store.close();
    await redis.close();
  });

  it('/health/ready stays 200 and catalogue reads keep working while /health names redis and storage; both come back by themselves', async () => {
    const full = await t.http().get('/health').expect(200);
    expect(Object.keys(full.body.info).sort()).toEqual(['database', 'redis', 'storage']);

    await redis.stop();
    await store.stop();
    const ready = await t.http().get('/health/ready');
    expect([ready.status, ready.body.info]).toEqual([200, { database: { status: 'up' } }]);
    const health = await t.http().get('/health');
    expect(health.status).toBe(503);
    expect(health.body.message).toBe('Not available: storage, redis.');
    // A request that needs neither still works.
    await t.http().get('/api/v1/art').expect(200);
    await t.http().post('/graphql').send({ query: '{ site { name } }' }).expect(200);

    await redis.start();
    await store.start();
    for (let i = 0; i < 50 && (await t.http().get('/health')).status !== 200; i++) await new Promise((resolve) => setTimeout(resolve, 200));
    await t.http().get('/health').expect(200);
  }, 60_000);
});
