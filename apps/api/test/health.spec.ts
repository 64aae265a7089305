import { ShutdownState } from '../src/app/health/shutdown-state';
import { createTestApp, TestApp } from './harness';

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

  it('readiness answers as /health, and 503 while the instance drains', async () => {
    const ready = await t.http().get('/health/ready').expect(200);
    expect(ready.body.info.database.status).toBe('up');
    t.app.get(ShutdownState).draining = true;
    const draining = await t.http().get('/health/ready').expect(503);
    expect(draining.body).toMatchObject({ status: 'error', message: 'This instance is stopping.' });
    // /health still says what the shared services do.
    await t.http().get('/health').expect(200);
    t.app.get(ShutdownState).draining = false;
  });
});
