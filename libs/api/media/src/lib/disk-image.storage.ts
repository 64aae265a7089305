import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createReadStream, constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Environment } from '@sawa/api/common';
import { ImageStorage, OpenConditions, StoredFile } from './image-storage';
import { notModified } from './stored-file-conditions';

/** Images under DATA_DIR/uploads (one machine; several instances need S3_BUCKET). */
@Injectable()
export class DiskImageStorage implements ImageStorage {
  readonly kind = 'disk';
  readonly root: string;

  constructor(config: ConfigService<Environment, true>) {
    this.root = join(config.get('DATA_DIR', { infer: true }), 'uploads');
  }

  private path(name: string): string {
    return join(this.root, basename(name));
  }

  async write(name: string, data: Buffer): Promise<void> {
    await mkdir(this.root, { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${this.path(name)}.partial`;
    await writeFile(temporary, data);
    await rename(temporary, this.path(name));
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.path(name), { force: true })));
  }

  async exists(name: string): Promise<boolean> {
    return access(this.path(name)).then(
      () => true,
      () => false,
    );
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.path(name));
  }

  async open(name: string, conditions: OpenConditions = {}): Promise<StoredFile | 'not-modified' | null> {
    const path = this.path(name);
    const stats = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!stats?.isFile()) return null;
    const etag = `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
    const lastModified = stats.mtime;
    if (notModified(conditions, etag, lastModified)) return 'not-modified';
    return { body: createReadStream(path), size: stats.size, etag, lastModified };
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }
}
