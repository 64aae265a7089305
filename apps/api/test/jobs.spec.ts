import PgBoss from 'pg-boss';
import { defineJob, JobQueue } from '@sawa/api/jobs';
import { MediaService } from '@sawa/api/media';
import { png } from './support/images';
import { createTestApp, TestApp } from './harness';

/**
 * The background job queue (pg-boss on the app's PostgreSQL), exercised through the running app:
 * jobs sent in transactions, retries with backoff into a dead-letter state the back office reads and
 * retries, schedules that run once per slot across instances, jobs of a dead instance taken over by
 * another, APP_ROLE=web sending only, and a graceful stop that lets a running job finish.
 */

const FAST = { JOBS_POLL_INTERVAL_SECONDS: '1', JOBS_MAINTENANCE_INTERVAL_SECONDS: '1' };

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function gql(t: TestApp, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const req = t.http().post('/graphql').send({ query, variables });
  if (token) req.set('Authorization', `Bearer ${token}`);
  return (await req).body as { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[] };
}

const jobState = async (t: TestApp, id: string) =>
  (await t.dataSource.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]))[0]?.state as string | undefined;

describe('AVIF variants run as queued jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ IMAGE_AVIF: 'true', ...FAST });
  });
  afterAll(() => t.close());

  it('sends one job per asset in the transaction that stores it, and the job makes the variants', async () => {
    const res = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', `Bearer ${await t.token()}`)
      .field('name', 'Paintings')
      .attach('image', await png(600, 400), 'c.png')
      .expect(201);
    const [asset] = await t.dataSource.query(`SELECT a.id, a.key FROM asset a JOIN category c ON c.image_id = a.id WHERE c.id = $1`, [res.body.data.data._id]);
    const jobs = await t.dataSource.query(`SELECT id FROM pgboss.job WHERE name = 'media.avif-variants' AND data->>'assetId' = $1`, [asset.id]);
    expect(jobs).toHaveLength(1);
    const done = await until('the AVIF variants', async () => {
      const [row] = await t.dataSource.query(`SELECT pending, variants FROM asset WHERE id = $1`, [asset.id]);
      return !row.pending && row;
    });
    expect(done.variants.filter((v: { format: string }) => v.format === 'avif').map((v: { width: number }) => v.width)).toEqual([480]);
    await t.http().get(`/uploads/${asset.key}-480.avif`).expect(200).expect('Content-Type', 'image/avif');
    expect(await jobState(t, jobs[0].id)).toBe('completed');
    // Asking again for the same asset (a restart resuming pending assets) makes no second job.
    await t.app.get(JobQueue).send(
      defineJob<{ assetId: string }>({
        name: 'media.avif-variants',
        description: '',
        retryLimit: 4,
        retryDelaySeconds: 30,
        retryBackoff: true,
        expireInSeconds: 300,
      }),
      { assetId: asset.id },
      { key: asset.id },
    );
    expect(await t.dataSource.query(`SELECT id FROM pgboss.job WHERE name = 'media.avif-variants' AND data->>'assetId' = $1`, [asset.id])).toHaveLength(1);
  });

  it('sends no job when the transaction that stores the asset fails', async () => {
    const count = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'media.avif-variants'`))[0].n);
    const before = await count();
    const media = t.app.get(MediaService);
    const prepared = await media.prepare({ buffer: await png(), size: 100 });
    await expect(
      media.transaction(
        async (tx) => {
          await tx.store(prepared);
          throw new Error('the owner could not be saved');
        },
        [prepared],
      ),
    ).rejects.toThrow('the owner could not be saved');
    expect(await count()).toBe(before);
  });
});

describe('retries, the dead-letter state and the back office', () => {
  const PRINT = defineJob<{ copies: number }>({
    name: 'test.print',
    description: 'Print the catalogue',
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryBackoff: true,
    expireInSeconds: 30,
  });
  let t: TestApp;
  let token: string;
  const runs: { attempt: number; at: number }[] = [];
  let failing = true;

  beforeAll(async () => {
    t = await createTestApp(FAST);
    token = await t.token();
    t.app.get(JobQueue).register(PRINT, (_data, { attempt }) => {
      runs.push({ attempt, at: Date.now() });
      if (failing) throw new Error('The printer is out of paper');
    });
  });
  afterAll(() => t.close());

  it('retries a failing job with growing delays, then keeps it dead; an admin sees it, retries it and it runs', async () => {
    const id = (await t.app.get(JobQueue).send(PRINT, { copies: 3 }))!;
    await until('the job to be dead', async () => (await jobState(t, id)) === 'failed', 30_000);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    // Backoff with jitter: 1 to 2 s before the first retry, 2 to 4 s before the second.
    const [first, second, third] = runs.map((r) => r.at);
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);

    const anonymous = await gql(t, '{ deadJobs { totalItems } }');
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');

    const list = await gql(
      t,
      '{ deadJobs(page: 1, pageSize: 10) { totalItems items { id queue description data error attempts failedAt } } jobQueues { queue waiting running dead } }',
      {},
      token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.deadJobs).toMatchObject({
      totalItems: 1,
      items: [{ id, queue: 'test.print', description: 'Print the catalogue', data: '{"copies":3}', error: 'The printer is out of paper', attempts: 3 }],
    });
    expect(list.data!.jobQueues).toEqual(expect.arrayContaining([{ queue: 'test.print', waiting: 0, running: 0, dead: 1 }]));

    failing = false;
    const retried = await gql(t, 'mutation($queue: String!, $id: ID!) { retryDeadJob(queue: $queue, id: $id) }', { queue: 'test.print', id }, token);
    expect(retried.data).toEqual({ retryDeadJob: true });
    await until('the retried job to complete', async () => (await jobState(t, id)) === 'completed');
    expect(runs).toHaveLength(4);
    const after = await gql(t, '{ deadJobs { totalItems } }', {}, token);
    expect(after.data!.deadJobs).toEqual({ totalItems: 0 });

    const again = await gql(t, 'mutation($queue: String!, $id: ID!) { retryDeadJob(queue: $queue, id: $id) }', { queue: 'test.print', id }, token);
    expect(again.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('discards a dead job for good', async () => {
    failing = true;
    const id = (await t.app.get(JobQueue).send(PRINT, { copies: 1 }))!;
    await until('the job to be dead', async () => (await jobState(t, id)) === 'failed', 30_000);
    const discarded = await gql(t, 'mutation($queue: String!, $id: ID!) { discardDeadJob(queue: $queue, id: $id) }', { queue: 'test.print', id }, token);
    expect(discarded.data).toEqual({ discardDeadJob: true });
    expect(await jobState(t, id)).toBeUndefined();
  });
});

describe('across instances', () => {
  let a: TestApp;
  let b: TestApp;
  afterEach(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs a scheduled job once per slot whichever instances are running', async () => {
    const TICK = defineJob<object>({
      name: 'test.tick',
      description: 'Tick',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 10,
      policy: 'stately',
      schedule: { every: 1 },
    });
    const ticks: string[] = [];
    a = await createTestApp(FAST);
    b = await createTestApp(FAST, undefined, { database: a });
    a.app.get(JobQueue).register(TICK, () => void ticks.push('a'));
    b.app.get(JobQueue).register(TICK, () => void ticks.push('b'));
    await new Promise((r) => setTimeout(r, 4_500));
    const jobs = await a.dataSource.query(`SELECT id, state FROM pgboss.job WHERE name = 'test.tick'`);
    // One job per one-second slot (4 or 5 slots in 4.5 s), each run exactly once by one of the two.
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    expect(jobs.length).toBeLessThanOrEqual(6);
    expect(ticks.length).toBeLessThanOrEqual(jobs.length);
    expect(ticks.length).toBeGreaterThanOrEqual(jobs.length - 1);
  });

  it('hands the job of an instance that died mid-job to another instance, which does it once', async () => {
    const PACK = defineJob<{ parcel: string }>({
      name: 'test.pack',
      description: 'Pack a parcel',
      retryLimit: 3,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 2,
    });
    a = await createTestApp({ ...FAST, APP_ROLE: 'web' });
    b = await createTestApp(FAST, undefined, { database: a });
    const id = (await a.app.get(JobQueue).send(PACK, { parcel: 'P-1' }))!;
    // An instance takes the job and dies before finishing it: no complete, no fail, its connections gone.
    const doomed = new PgBoss({ connectionString: a.databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    doomed.on('error', () => undefined);
    await doomed.start();
    const [taken] = await doomed.fetch<{ parcel: string }>('test.pack');
    expect(taken.id).toBe(id);
    await doomed.stop({ graceful: false, close: true, wait: true });
    expect(await jobState(a, id)).toBe('active');
    // B works this queue from now on; after the job's 2 s limit B's upkeep puts it back and B does it.
    const done: string[] = [];
    b.app.get(JobQueue).register(PACK, ({ parcel }) => void done.push(parcel));
    await until('the job to complete', async () => (await jobState(a, id)) === 'completed', 15_000);
    expect(done).toEqual(['P-1']);
  });

  it('APP_ROLE=web sends jobs but runs none; a worker instance runs them', async () => {
    const NOTE = defineJob<{ n: number }>({
      name: 'test.note',
      description: 'Note',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 10,
    });
    const ran: string[] = [];
    a = await createTestApp({ ...FAST, APP_ROLE: 'web' });
    a.app.get(JobQueue).register(NOTE, () => void ran.push('web'));
    const id = (await a.app.get(JobQueue).send(NOTE, { n: 1 }))!;
    await new Promise((r) => setTimeout(r, 2_500));
    expect(ran).toEqual([]);
    expect(await jobState(a, id)).toBe('created');
    b = await createTestApp({ ...FAST, APP_ROLE: 'worker' }, undefined, { database: a });
    b.app.get(JobQueue).register(NOTE, () => void ran.push('worker'));
    await until('the worker to run it', async () => (await jobState(a, id)) === 'completed');
    expect(ran).toEqual(['worker']);
  });

  it('a graceful stop lets the running job finish and complete', async () => {
    const SLOW = defineJob<object>({ name: 'test.slow', description: 'Slow', retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 });
    b = await createTestApp({ ...FAST, APP_ROLE: 'web' });
    a = await createTestApp(FAST, undefined, { database: b });
    let started = false;
    let finished = false;
    a.app.get(JobQueue).register(SLOW, async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 1_500));
      finished = true;
    });
    const id = (await a.app.get(JobQueue).send(SLOW, {}))!;
    await until('the job to start', () => started);
    await a.close();
    a = undefined as unknown as TestApp;
    expect(finished).toBe(true);
    expect(await jobState(b, id)).toBe('completed');
  });
});
