// The test's side of controller.mjs: the same cluster, every operation a message to the process that owns it.
const { fork } = require('node:child_process');
const { join } = require('node:path');

/** Starts the cluster in its own process (see controller.mjs) and answers with handles to drive it. */
function startRemoteCluster(options = {}) {
  const child = fork(join(__dirname, 'controller.mjs'), [JSON.stringify(options)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let next = 0;
  const pending = new Map();
  const call = (command, args) =>
    new Promise((resolveCall, reject) => {
      const id = ++next;
      pending.set(id, { resolve: resolveCall, reject });
      child.send({ id, command, args });
    });
  return new Promise((resolveReady, rejectReady) => {
    child.once('exit', (code) => rejectReady(new Error(`the cluster controller exited (${code}) before it was ready`)));
    child.on('message', (message) => {
      if (message.ready) {
        const info = message.ready;
        const instances = info.instances.map((i) => ({
          ...i,
          kill: (signal = 'SIGKILL') => call('instance.kill', { name: i.name, signal }),
          start: () => call('instance.start', { name: i.name }),
          describe: () => call('instance.describe', { name: i.name }),
          output: () => call('instance.output', { name: i.name }),
        }));
        resolveReady({
          ...info,
          instances,
          postgres: { ...info.postgres, stop: () => call('postgres.stop'), start: () => call('postgres.start') },
          redis: { ...info.redis, stop: () => call('redis.stop'), start: () => call('redis.start') },
          objectStore: { ...info.objectStore, stop: () => call('objectStore.stop'), start: () => call('objectStore.start') },
          smtp: { ...info.smtp, received: () => call('smtp.received') },
          proxy: { ...info.proxy, served: () => call('proxy.served') },
          close: async () => {
            await call('close');
            if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
          },
        });
        return;
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
    });
  });
}

module.exports = { startRemoteCluster, CLUSTER_ADMIN: { userName: 'curator', password: 'cluster admin password' } };
