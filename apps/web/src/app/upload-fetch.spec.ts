import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { progressFetch } from './upload-fetch';

describe('upload progress', () => {
  let server: Server;
  let url: string;
  const received: { method?: string; header?: string; bytes: number }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' };
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        received.push({ method: req.method, header: req.headers['apollo-require-preflight'] as string, bytes });
        res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ data: { ok: true } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('sends a multipart body through XMLHttpRequest, reports progress up to 100 %, and answers like fetch', async () => {
    const form = new FormData();
    form.append('operations', '{}');
    form.append('0', new Blob([new Uint8Array(512 * 1024)], { type: 'image/png' }), 'big.png');
    const seen: number[] = [];
    const res = await progressFetch(url, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': 'true' },
      onUploadProgress: (f) => seen.push(f),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true } });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]))).toBe(true);
    expect(received.at(-1)).toMatchObject({ method: 'POST', header: 'true' });
    expect(received.at(-1)!.bytes).toBeGreaterThan(512 * 1024);
  });
});
