/** Where image files live. Disk today; object storage can implement the same interface. */
export interface ImageStorage {
  /** Stores `data` under `name` (a flat file name such as `3f9a…-960.webp`). */
  write(name: string, data: Buffer): Promise<void>;
  /** Removes the files; names that do not exist are ignored. */
  remove(names: string[]): Promise<void>;
  exists(name: string): Promise<boolean>;
  read(name: string): Promise<Buffer>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
