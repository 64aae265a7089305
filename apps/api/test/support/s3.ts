import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from '@sawa/api/database';

export interface TestObjectStore {
  /** The app's configuration for this store (S3_* variables). */
  env: Record<string, string>;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  /** An object's bytes and stored headers, read directly from the store (not through the app). */
  object(key: string): Promise<{ body: Buffer; contentType?: string; cacheControl?: string }>;
  /** The store goes away (connections cut) and comes back on the same port with the same objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'sawa-test-images';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) in the test process, on a free port, keeping its objects in a temporary folder. */
export async function startObjectStore(): Promise<TestObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'sawa-s3-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    await server.run();
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.httpServer.closeAllConnections();
    await running.close();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async object(key) {
      const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return { body: Buffer.from(await got.Body!.transformToByteArray()), contentType: got.ContentType, cacheControl: got.CacheControl };
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
