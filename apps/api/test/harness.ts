import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '@sawa/api/database/testing';
import { AppModule } from '../src/app/app.module';
import { configureApp } from '../src/app/configure-app';

export const TEST_ADMIN = { userName: 'curator', password: 'correct horse battery staple' };

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
 * Migrations run at start, as in production. `options.databaseUrl`: a second instance on another
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
  } = {},
): Promise<TestApp> {
  const db: TestDatabase = options.database ? { url: options.database.databaseUrl, drop: () => Promise.resolve() } : await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'sawa-test-data-'));
  const builder = Test.createTestingModule({
    imports: [
      AppModule.forRoot({
        databaseUrl: options.connectVia ? options.connectVia(db.url) : db.url,
        embedded: false,
        logDestination: options.logTo,
        env: {
          DATA_DIR: dataDir,
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
          ADMIN_USERNAME: TEST_ADMIN.userName,
          ADMIN_PASSWORD: TEST_ADMIN.password,
          SEED_DEMO: 'false',
          IMAGE_AVIF: 'false',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
          // Tests call sweepOnce() themselves when they need a sweep; a scheduled one would race them.
          RESERVATION_SWEEP_INTERVAL_SECONDS: '0',
          ...env,
        },
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
