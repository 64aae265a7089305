import { createServer, connect, Server, Socket } from 'node:net';
import { freePort } from '@sawa/api/database';

export interface TcpProxy {
  port: number;
  /** The service goes away as in a restart: open connections are cut and new ones refused. */
  cut(): Promise<void>;
  /** The service is back on the same address. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay on a free loopback port to `target`: the test points the app at it and cuts it to make
 * the service behind it (PostgreSQL) disappear and come back exactly as a restart looks to the app,
 * without restarting the server other tests share.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = async () => {
    const running = server;
    server = undefined;
    for (const s of sockets) s.destroy();
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  await listen();
  return { port, cut: stop, restore: async () => (server ? undefined : listen()), close: stop };
}

/** The same PostgreSQL URL, through the proxy. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}
