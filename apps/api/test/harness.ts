import { Test } from '@nestjs/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * Migrations run at start, as in production.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db: TestDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'sawa-test-data-'));
  const moduleRef = await Test.createTestingModule({
    imports: [
      AppModule.forRoot({
        databaseUrl: db.url,
        embedded: false,
        env: {
          DATA_DIR: dataDir,
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
          ADMIN_USERNAME: TEST_ADMIN.userName,
          ADMIN_PASSWORD: TEST_ADMIN.password,
          SEED_DEMO: 'false',
          IMAGE_AVIF: 'false',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
          ...env,
        },
      }),
    ],
  }).compile();
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
