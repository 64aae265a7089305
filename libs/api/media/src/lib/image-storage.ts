import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredFile {
  body: Readable;
  size: number;
  /** Strong or weak validator of this version of the file (images are immutable: it never changes). */
  etag?: string;
  lastModified?: Date;
}

/** Conditions of a conditional GET: when one matches, the storage answers 'not-modified' without the bytes. */
export interface OpenConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

/**
 * Where image files live: the local disk (`DiskImageStorage`, the default) or an S3-compatible object
 * store (`S3ImageStorage`, when S3_BUCKET is set), so every instance of the app sees the same files.
 * A store that cannot be reached makes these methods throw a 503 (`serviceUnavailable('storage')`).
 */
export interface ImageStorage {
  /** 'disk' or 's3', for /health. */
  readonly kind: 'disk' | 's3';
  /** Stores `data` under `name` (a flat file name such as `3f9a…-960.webp`). */
  write(name: string, data: Buffer): Promise<void>;
  /** Removes the files; names that do not exist are ignored. */
  remove(names: string[]): Promise<void>;
  exists(name: string): Promise<boolean>;
  read(name: string): Promise<Buffer>;
  /** Opens a file for streaming; null when it does not exist, 'not-modified' when `conditions` match. */
  open(name: string, conditions?: OpenConditions): Promise<StoredFile | 'not-modified' | null>;
  /** Resolves when the storage answers (health and readiness); throws otherwise. */
  check(): Promise<void>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
