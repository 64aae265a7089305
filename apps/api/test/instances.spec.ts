import { createTestDatabase, TestDatabase } from '@sawa/api/database/testing';
import { MIGRATIONS } from '@sawa/api/database';
import { createTestApp, TestApp } from './harness';

/** Several instances of the app starting at the same moment on one fresh database. */
describe('instances starting together', () => {
  let db: TestDatabase;
  let apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  it('migrate once and create one first admin, whose password is printed once', async () => {
    db = await createTestDatabase();
    const printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    apps = await Promise.all([1, 2, 3].map(() => createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }, undefined, { database: { databaseUrl: db.url } })));
    const announcements = printed.mock.calls.filter(([line]) => String(line).includes('First start: an admin was created'));
    printed.mockRestore();
    expect(announcements).toHaveLength(1);
    const [{ n: admins }] = await apps[0].dataSource.query('SELECT count(*)::int AS n FROM admin');
    expect(admins).toBe(1);
    const [{ n: migrations }] = await apps[0].dataSource.query('SELECT count(*)::int AS n FROM migrations');
    expect(migrations).toBe(MIGRATIONS.length);
    // Every instance answers.
    for (const app of apps) await app.http().get('/health').expect(200);
  });
});
