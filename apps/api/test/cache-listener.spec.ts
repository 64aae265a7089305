import { CacheInvalidationService, PublicCacheService } from '@sawa/api/cache';
import { createTestApp, TestApp } from './harness';

/** Whether an answer came from the public cache. */
const fromCache = (res: { headers: Record<string, string> }) => (res.headers['server-timing'] ?? '').startsWith('cache;');

async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The public cache's database listener on instance A, while instance B (same database) writes: a
 * listener killed by PostgreSQL, or one that goes silent without a word (a half-open connection), is
 * found, replaced, and invalidations reach A again; nothing stale outlives the heartbeat.
 */
describe('the public cache listener: keepalive, heartbeat and reconnect', () => {
  let a: TestApp;
  let b: TestApp;
  let categoryId: string;
  let token: string;
  beforeAll(async () => {
    a = await createTestApp({ CACHE_LISTENER_HEARTBEAT_SECONDS: '1' });
    b = await createTestApp({}, undefined, { database: a });
    token = await b.token();
    // A category of its own, written directly (its image row needs no file: nothing here reads it).
    const [asset] = await a.dataSource.query(`INSERT INTO asset (key, path, width, height) VALUES ('k', '/uploads/k.jpg', 1, 1) RETURNING id`);
    [{ id: categoryId }] = await a.dataSource.query(`INSERT INTO category (name, image_id) VALUES ('Before', $1) RETURNING id`, [asset.id]);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const read = () => a.http().get(`/api/v1/category/${categoryId}`).expect(200);
  const rename = (name: string) =>
    b
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: `mutation ($id: ID!, $name: String!) { updateCategory(id: $id, input: { name: $name }) { id } }`, variables: { id: categoryId, name } })
      .expect(200);
  const nameOnA = async () => (await read()).body.data.data.name as string;

  /** Reads on A until the answer comes from the cache, so what follows tests the cache. */
  async function cachedOnA(): Promise<void> {
    await read();
    await until('a cached answer on A', async () => fromCache(await read()));
  }

  it('a listener ended by pg_terminate_backend reconnects, and invalidations from another instance reach this one again', async () => {
    await cachedOnA();
    const [killed] = await a.dataSource.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = 'sawa public cache listener' AND datname = current_database()`,
    );
    // Both instances' listeners went; both come back.
    expect(killed.n).toBe(2);
    const store = a.app.get(PublicCacheService).store;
    await until('the listener of A to come back', () => store.active);
    await cachedOnA();
    await rename('After the reconnect');
    await until('the rename to reach A', async () => (await nameOnA()) === 'After the reconnect', 5_000);
  }, 60_000);

  it('a listener that goes silent (notifications no longer arrive, the socket still open) is found by the heartbeat and replaced; nothing stale is served past it', async () => {
    await cachedOnA();
    // Half-open: from now on nothing the database sends on A's listening connection arrives.
    const invalidation = a.app.get<CacheInvalidationService, { client?: object; onNotification(message: unknown): void }>(CacheInvalidationService);
    const silent = invalidation.client;
    const deliver = invalidation.onNotification.bind(invalidation);
    invalidation.onNotification = (message) => {
      if (invalidation.client !== silent) deliver(message);
    };
    try {
      await rename('Written while A was deaf');
      // A missed it; within a heartbeat (1 s) and its timeout (5 s) A finds out, reconnects, and starts empty.
      const started = Date.now();
      await until('A to serve the new name', async () => (await nameOnA()) === 'Written while A was deaf', 15_000);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(invalidation.client).not.toBe(silent);
      // And invalidations reach A again through the new connection.
      await cachedOnA();
      await rename('After the heartbeat');
      await until('the next rename to reach A', async () => (await nameOnA()) === 'After the heartbeat', 5_000);
    } finally {
      invalidation.onNotification = deliver;
    }
  }, 60_000);
});
