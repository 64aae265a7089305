import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { validateEnvironment } from '@sawa/api/common';

/**
 * docker-compose.yml and deploy/nginx.conf, checked without a Docker engine (none runs here): the
 * file parses (merge keys resolved as Compose does), each part has a health check and waits for what it
 * needs, the app's environment is a valid configuration of documented variables, every variable the file
 * reads is documented in docs/deploy.md, and nginx balances over the service and port the file defines.
 */
const ROOT = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
  restart?: string;
  stop_grace_period?: string;
}

const source = read('docker-compose.yml');
const compose = parse(source, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?message}; $$ is a literal $. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (whole, name: string | undefined, kind: string | undefined, rest: string | undefined) => {
    if (whole === '$$') return '$';
    const set = given[name!];
    if (set !== undefined && set !== '') return set;
    if (kind === '-') return rest ?? '';
    if (kind === '?') throw new Error(`${name} is required: ${rest}`);
    return '';
  });
}

describe('docker-compose.yml (validated without a Docker engine)', () => {
  it('runs PostgreSQL, Redis, MinIO (and its bucket), two web replicas, a worker and nginx', () => {
    expect(Object.keys(services).sort()).toEqual(['db', 'minio', 'minio-bucket', 'proxy', 'redis', 'web', 'worker']);
    expect(services.web.deploy?.replicas).toBe(2);
    expect(services.web.environment?.APP_ROLE).toBe('web');
    expect(services.worker.environment?.APP_ROLE).toBe('worker');
    expect(services.proxy.image).toMatch(/^nginx:1\.(2[7-9]|[3-9]\d)/); // `resolve` in an upstream needs 1.27.3+
  });

  it('gives every long-running service a health check, and starts each part after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'minio-bucket') continue; // a one-shot job
      expect({ name, test: service.healthcheck?.test?.length ?? 0 }).toEqual({ name, test: expect.any(Number) });
      expect(service.healthcheck?.test?.length).toBeGreaterThan(1);
      expect(service.restart).toBe('unless-stopped');
    }
    for (const app of [services.web, services.worker]) {
      expect(app.depends_on).toEqual({
        db: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
      expect(app.healthcheck!.test.join(' ')).toContain('/health/ready');
      // Longer than the app's own 20 s drain, so Docker's SIGKILL never cuts it short.
      expect(parseInt(app.stop_grace_period!, 10)).toBeGreaterThan(20);
      expect(app.volumes).toBeUndefined();
    }
    expect(services['minio-bucket'].depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(services.proxy.depends_on).toEqual({ web: { condition: 'service_healthy' } });
  });

  it("gives the app a valid configuration made of the README's variables, with the shared services of the file", () => {
    // The variables named in the first column of the README's tables.
    const documented = new Set(
      read('README.md')
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    const given = {
      POSTGRES_PASSWORD: 'pg-secret',
      MINIO_ROOT_USER: 'sawa',
      MINIO_ROOT_PASSWORD: 'minio-secret',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'a-strong-password',
    };
    for (const role of ['web', 'worker']) {
      const raw = Object.fromEntries(Object.entries(services[role].environment!).map(([k, v]) => [k, interpolate(String(v), given)]));
      for (const key of Object.keys(raw)) expect({ key, documented: documented.has(key) }).toEqual({ key, documented: true });
      const env = validateEnvironment(raw);
      expect(env).toMatchObject({
        APP_ROLE: role,
        REDIS_URL: 'redis://redis:6379',
        S3_BUCKET: 'sawa-images',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: true,
        NODE_ENV: 'production',
        PORT: 3000,
      });
      expect(env.DATABASE_URL).toBe('postgres://sawa:pg-secret@db:5432/sawa');
    }
    // Without its required secrets the file refuses to start, naming them.
    expect(() => interpolate(String(services.web.environment!.JWT_SECRET), {})).toThrow('JWT_SECRET is required');
  });

  it('documents every variable it reads in docs/deploy.md', () => {
    const deployDoc = read('docs/deploy.md');
    const read_ = new Set([...source.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
    expect(read_.size).toBeGreaterThan(5);
    for (const name of read_) expect({ name, documented: deployDoc.includes(`\`${name}\``) }).toEqual({ name, documented: true });
  });

  it('points nginx at the web service and its port, from the file the proxy mounts', () => {
    const mount = services.proxy.volumes!.find((v) => v.endsWith(':/etc/nginx/nginx.conf:ro'))!;
    const confPath = mount.split(':')[0];
    expect(existsSync(join(ROOT, confPath))).toBe(true);
    const conf = read(confPath);
    const port = services.web.environment!.PORT;
    expect(conf).toMatch(new RegExp(`server web:${port} resolve`));
    expect(conf).toMatch(/proxy_pass http:\/\/sawa_web;/);
    expect(conf).toMatch(/resolver 127\.0\.0\.11/);
    // Uploads up to UPLOAD_MAX_BYTES pass the proxy.
    const limit = Number(/client_max_body_size (\d+)m;/.exec(conf)![1]) * 1024 * 1024;
    expect(limit).toBeGreaterThan(validateEnvironment({}).UPLOAD_MAX_BYTES);
    // Braces balance (a cheap syntax check; `nginx -t` needs nginx).
    expect(conf.split('{').length).toBe(conf.split('}').length);
  });

  it("nginx logs no client address, no query string and no secret path segment, and keeps the visitor's scheme from a proxy in front", () => {
    const conf = read('deploy/nginx.conf');
    const format = /log_format main '([^']*)'/.exec(conf)![1];
    for (const leaks of [
      '$remote_addr',
      '$request ',
      '$request"',
      '$request_uri',
      '$args',
      '$query_string',
      '$http_x_forwarded_for',
      '$proxy_add_x_forwarded_for',
    ])
      expect({ leaks, logged: format.includes(leaks) }).toEqual({ leaks, logged: false });
    expect(format).toContain('$logged_path');
    for (const secret of ['order', 'visit', 'api/v1/orders', 'sandbox/irembopay/pay']) expect(conf).toContain(secret);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-Proto \$forwarded_proto;/);
    expect(conf).not.toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
  });

  it('builds the image the file runs: the Dockerfile starts the built server', () => {
    expect(services.web.build).toBe('.');
    const dockerfile = read('Dockerfile');
    // On a Node release with support (22 or later), every stage.
    const bases = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const major of bases) expect(major).toBeGreaterThanOrEqual(22);
    expect(dockerfile).toMatch(/CMD \["node", "dist\/api\/apps\/api\/src\/main\.js"\]/);
    expect(dockerfile).toMatch(/STOPSIGNAL SIGTERM/);
  });

  it('runs the server as a user that is not root, who owns only the data folder', () => {
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const users = [...runtime.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    // The user is set before the command that starts the server, and nothing after it switches back.
    expect(runtime.indexOf('USER ')).toBeLessThan(runtime.indexOf('CMD '));
    const dataDir = /^ENV DATA_DIR=(\S+)/m.exec(runtime)?.[1];
    expect(runtime).toContain(`chown ${users[0]} ${dataDir}`);
  });
});
