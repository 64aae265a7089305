import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { basename } from 'node:path';
import { Environment, serviceUnavailable } from '@sawa/api/common';
import { ImageStorage, OpenConditions, StoredFile } from './image-storage';
import { imageCacheControl, imageContentType } from './image-content-type';

/** S3 DeleteObjects takes at most 1000 keys a call. */
const DELETE_BATCH = 1000;

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO; s3rver in the tests), one object per file, named
 * as on disk (`{key}.jpg`, `{key}-{width}.{ext}`), so every instance of the app sees the same images.
 * Objects carry their content type and caching (immutable, but private for visitors' images), so a CDN or a direct link to the bucket serves
 * them right too. A store that cannot be reached answers 503 (`serviceUnavailable('storage')`) quickly:
 * every call has a deadline (S3_TIMEOUT_SECONDS, both attempts together) that aborts it, and each attempt
 * a connection timeout and a request timeout that throw (the SDK only warns unless told to throw); a
 * store that accepts a connection and never answers is given up on at the deadline, never waited for.
 */
@Injectable()
export class S3ImageStorage implements ImageStorage, OnModuleDestroy {
  readonly kind = 's3';
  private readonly logger = new Logger('S3ImageStorage');
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly timeoutMs: number;

  constructor(config: ConfigService<Environment, true>) {
    this.bucket = config.get('S3_BUCKET', { infer: true })!;
    this.timeoutMs = config.get('S3_TIMEOUT_SECONDS', { infer: true }) * 1000;
    const accessKeyId = config.get('S3_ACCESS_KEY_ID', { infer: true });
    const secretAccessKey = config.get('S3_SECRET_ACCESS_KEY', { infer: true });
    this.client = new S3Client({
      region: config.get('S3_REGION', { infer: true }),
      endpoint: config.get('S3_ENDPOINT', { infer: true }),
      forcePathStyle: config.get('S3_FORCE_PATH_STYLE', { infer: true }),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: Math.min(3_000, this.timeoutMs),
        requestTimeout: this.timeoutMs,
        throwOnRequestTimeout: true,
        // An open connection that goes quiet (mid-answer, mid-file) is given up on too.
        socketTimeout: this.timeoutMs,
      },
    });
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  private key(name: string): string {
    return basename(name);
  }

  async write(name: string, data: Buffer): Promise<void> {
    const key = this.key(name);
    await this.call(`write ${key}`, (abortSignal) =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: imageContentType(key),
          CacheControl: imageCacheControl(key),
        }),
        { abortSignal },
      ),
    );
  }

  async remove(names: string[]): Promise<void> {
    const keys = [...new Set(names.map((n) => this.key(n)))];
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const result = await this.call(`remove ${batch.length} objects`, (abortSignal) =>
        this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }), { abortSignal }),
      );
      // A key that does not exist is not an error in S3; anything reported here is.
      if (result.Errors?.length) this.logger.warn(`Objects not removed: ${result.Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    }
  }

  async exists(name: string): Promise<boolean> {
    const key = this.key(name);
    try {
      await this.withDeadline(`exists ${key}`, (abortSignal) => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw this.unavailable(`exists ${key}`, error);
    }
  }

  async read(name: string): Promise<Buffer> {
    const key = this.key(name);
    // The whole file within the deadline, not only the answer's headers.
    return this.call(`read ${key}`, async (abortSignal) => {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
      return Buffer.from(await object.Body!.transformToByteArray());
    });
  }

  async open(name: string, conditions: OpenConditions = {}): Promise<StoredFile | 'not-modified' | null> {
    const key = this.key(name);
    try {
      // The deadline covers the answer's headers; the file then streams to the visitor at their pace (the socket timeout still applies).
      const object = await this.withDeadline(`open ${key}`, (abortSignal) =>
        this.client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: key,
            IfNoneMatch: conditions.ifNoneMatch,
            IfModifiedSince: conditions.ifNoneMatch ? undefined : conditions.ifModifiedSince,
          }),
          { abortSignal },
        ),
      );
      return { body: object.Body as Readable, size: object.ContentLength ?? 0, etag: object.ETag, lastModified: object.LastModified };
    } catch (error) {
      if (isMissing(error)) return null;
      if (status(error) === 304) return 'not-modified';
      throw this.unavailable(`open ${key}`, error);
    }
  }

  async check(): Promise<void> {
    await this.call('check the bucket', (abortSignal) => this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal }));
  }

  private async call<T>(what: string, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await this.withDeadline(what, send);
    } catch (error) {
      throw this.unavailable(what, error);
    }
  }

  /** Runs `send` with a signal that aborts it at the deadline; an aborted call fails with a StorageTimeout error that says so. */
  private async withDeadline<T>(what: string, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      return await send(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      throw Object.assign(new Error(`the object store did not answer ${what} within ${this.timeoutMs / 1000} s`, { cause: error }), { name: 'StorageTimeout' });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Any failure of the store (unreachable, refused, misconfigured) is a 503 for the visitor; the reason goes to the log. */
  private unavailable(what: string, error: unknown) {
    this.logger.warn(`Object store: ${what} in bucket ${this.bucket} failed: ${(error as Error).name}: ${(error as Error).message}`);
    return serviceUnavailable('storage', error);
  }
}

function status(error: unknown): number | undefined {
  return (error as S3ServiceException)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as Error)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (status(error) === 404 && name !== 'NoSuchBucket');
}
