import { createTestApp, TestApp } from './harness';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when the database is up', async () => {
    const res = await t.http().get('/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.info.database.status).toBe('up');
  });

  it('answers 503 when the database is down', async () => {
    await t.dataSource.destroy();
    const res = await t.http().get('/health');
    expect(res.status).toBe(503);
    await t.dataSource.initialize();
  });
});
