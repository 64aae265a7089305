import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Environment } from '@sawa/api/common';
import { ImageStorage } from './image-storage';

/** Images under DATA_DIR/uploads, served by the app at /uploads. */
@Injectable()
export class DiskImageStorage implements ImageStorage {
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
}
