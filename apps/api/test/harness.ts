import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import PgBoss from 'pg-boss';
import request from 'supertest';
import { JOBS_SCHEMA } from '@sawa/api/jobs';
import { createTestDatabase, ensureTemplate, migrateTestDatabase, TestDatabase, testRunFolder } from '@sawa/api/database/testing';
import { ENTITIES } from '../src/entities';
import { AppModule } from '../src/app/app.module';
import { configureApp } from '../src/app/configure-app';

export const TEST_ADMIN = { userName: 'curator', password: 'correct horse battery staple' };

/** What every test app runs with, before the test's own variables. */
const TEST_ENV: Record<string, string> = {
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  ADMIN_USERNAME: TEST_ADMIN.userName,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  SEED_DEMO: 'false',
  IMAGE_AVIF: 'false',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  // TEST_ADMIN is an Owner who signs in with a password alone unless a test enrols it; tests of the
  // two-step rule for Owners set this back to true (README: TWO_STEP_REQUIRED_FOR_OWNERS).
  TWO_STEP_REQUIRED_FOR_OWNERS: 'false',
  // Tests call sweepOnce() themselves when they need a sweep; a scheduled one would race them.
  RESERVATION_SWEEP_INTERVAL_SECONDS: '0',
  // Every test client is 127.0.0.1 and many tests place many orders; holds.spec.ts tests the cap at its default.
  HOLD_LINES_PER_CLIENT: '10000',
};

/**
 * Variables that change what the seed writes or where its images go: an app started with any of them seeds its own
 * database rather than copying the run's demo shop (seeded with TEST_ENV alone).
 */
const SEED_SHAPING = ['DATA_DIR', 'IMAGE_AVIF', 'S3_BUCKET', 'S3_ENDPOINT', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'JWT_SECRET'];

function copiesDemoShop(env: Record<string, string>, seed: 'fresh' | 'copy' | undefined): boolean {
  if (env.SEED_DEMO !== 'true' || seed === 'fresh') return false;
  return !SEED_SHAPING.some((name) => name in env && env[name] !== TEST_ENV[name]);
}

/**
 * This run's demo shop, seeded once by a real app start with SEED_DEMO (the seed itself, its images on disk), then
 * kept as a template database and a folder of files that each copy starts from.
 */
async function demoShopTemplate(): Promise<{ template: string; files: string }> {
  const files = join(testRunFolder(), 'demo-shop-files');
  const template = await ensureTemplate('demo', async (url) => {
    rmSync(files, { recursive: true, force: true });
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot({ databaseUrl: url, embedded: false, env: { ...TEST_ENV, SEED_DEMO: 'true', DATA_DIR: files } })],
    }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
    await app.init();
    await app.close();
  });
  return { template, files };
}

/**
 * This run's migrated database: every migration, and the job queue's own tables (pg-boss installs them at an app's
 * first start, as in production; made here once, each app start finds them and only checks their version).
 */
function migratedTemplate(): Promise<string> {
  return ensureTemplate('migrated', async (url) => {
    await migrateTestDatabase(url, ENTITIES);
    const boss = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.stop({ graceful: false, close: true });
  });
}

export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  dataSource: DataSource;
  dataDir: string;
  databaseUrl: string;
  /** A valid admin bearer token (TEST_ADMIN signs in once). */
  token(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole API, configured exactly as main.ts does, on its own fresh database and data folder.
 * Migrations run at start, as in production (on a copy of this run's migrated template they find nothing left to do).
 * With `SEED_DEMO: 'true'` the app starts on a copy of this run's demo shop (database and image files, seeded once per
 * run by the same seed), unless `options.seed` is `'fresh'`. `options.database`: a second instance on another
 * app's database (that app creates and drops it).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Instrumentation a test needs (for example a provider that records when it runs); never the thing under test. */
  customise: (builder: TestingModuleBuilder) => TestingModuleBuilder = (builder) => builder,
  options: {
    /** A second instance of the app on the database of this one (its own process state, the same shared data); the first drops the database. */
    database?: Pick<TestApp, 'databaseUrl'>;
    /** The address the app uses to reach its database (a test proxy in front of it, to cut the connection). */
    connectVia?: (databaseUrl: string) => string;
    /** Where the app's log goes (set LOG_LEVEL too), to read what it writes; unset: standard output. */
    logTo?: DestinationStream;
    /** `'fresh'`: with SEED_DEMO, seed this app's empty database itself (the tests of the seed), not a copy of the run's demo shop. */
    seed?: 'fresh' | 'copy';
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sawa-test-data-'));
  let db: TestDatabase;
  if (options.database) db = { url: options.database.databaseUrl, drop: () => Promise.resolve() };
  else if (copiesDemoShop(env, options.seed)) {
    const { template, files } = await demoShopTemplate();
    db = await createTestDatabase({ template });
    cpSync(files, dataDir, { recursive: true });
  } else db = await createTestDatabase({ template: await migratedTemplate() });
  const builder = Test.createTestingModule({
    imports: [
      AppModule.forRoot({
        databaseUrl: options.connectVia ? options.connectVia(db.url) : db.url,
        embedded: false,
        logDestination: options.logTo,
        env: { ...TEST_ENV, DATA_DIR: dataDir, ...env },
      }),
    ],
  });
  const moduleRef = await customise(builder).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  configureApp(app);
  await app.init();
  let cachedToken: string | undefined;
  const http = () => request(app.getHttpServer());
  return {
    app,
    http,
    dataSource: app.get(DataSource),
    dataDir,
    databaseUrl: db.url,
    async token() {
      if (!cachedToken) {
        const res = await http().post('/api/v1/admin/login').send(TEST_ADMIN).expect(200);
        cachedToken = res.body.token as string;
      }
      return cachedToken;
    },
    async close() {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
