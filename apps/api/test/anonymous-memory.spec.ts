import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MAX_REMEMBERED_VERDICTS, rememberedVerdicts } from '@sawa/api/cache';
import { createTestApp, TestApp } from './harness';

setFlagsFromString('--expose-gc');
/** A full garbage collection (what stays after it is what the requests left behind). */
const collectGarbage = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

const MB = 1024 * 1024;

/**
 * Anonymous requests cannot grow the server's memory: the public cache's memos are bounded in
 * entries and in key size whatever the client sends (operation names of 64 KB), and a GraphQL
 * JSON body has a small limit of its own. Real app, real HTTP.
 */
describe('anonymous memory', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    // fetch keeps its connections open between the bursts: a server closing an idle one (5 s by default) while the full
    // garbage collections run between two bursts would reset the request that reuses it, which is not what this measures.
    t.app.getHttpServer().keepAliveTimeout = 120_000;
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  /** POST /graphql with a public query and an operation name of `nameChars` characters, different each time. */
  const post = (i: number, nameChars: number) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ site { name } }', operationName: `N${i}_${'x'.repeat(nameChars)}` }),
    });

  it('2,000 requests with 64 KB operation names leave the verdict memo and the heap flat', async () => {
    const send = async (from: number, to: number) => {
      for (let i = from; i < to; i += 20) {
        const answers = await Promise.all(Array.from({ length: 20 }, (_, k) => post(i + k, 64 * 1024)));
        for (const answer of answers) {
          expect(answer.status).toBeLessThan(500);
          await answer.arrayBuffer();
        }
      }
    };
    await send(0, 200);
    const before = heapAfterGc();
    await send(200, 2000);
    const after = heapAfterGc();
    const grown = (after - before) / MB;
    console.log(`heap after GC: ${(before / MB).toFixed(1)} MB after 200 requests, ${(after / MB).toFixed(1)} MB after 2,000 (${grown.toFixed(1)} MB)`);
    // 1,800 more requests of 64 KB each: 115 MB sent, nothing of it kept (the old memo kept up to 64 MB).
    expect(grown).toBeLessThan(16);
    const memo = rememberedVerdicts();
    expect(memo.size).toBeLessThanOrEqual(MAX_REMEMBERED_VERDICTS);
    // Keys are hashes: none holds what the client sent.
    expect(memo.longestKey).toBeLessThan(100);
  }, 300_000);

  it('a GraphQL JSON body over its limit is refused with 413 and a message, before it is parsed', async () => {
    const answer = await post(0, 300 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.stringify(await answer.json())).toMatch(/larger than 256kb/);
    // A body of the largest real size still goes through (a 10,000-character description, 3 bytes a character).
    const large = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ site { name } }', variables: { text: '語'.repeat(10_000) } }),
    });
    expect(large.status).toBe(200);
  });
});
