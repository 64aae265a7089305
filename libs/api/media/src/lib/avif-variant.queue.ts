import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { Asset, ImageVariant } from './asset.entity';
import { fileName, ImageProcessor, variantWidths } from './image-processor';
import { IMAGE_STORAGE, ImageStorage } from './image-storage';
import { UPLOADS_ROUTE } from './uploads-route';

/**
 * Makes the AVIF variants after an upload has been answered (AVIF encodes in seconds, not
 * milliseconds, on a small machine). One at a time; assets left pending by a stop are resumed
 * at the next start.
 */
@Injectable()
export class AvifVariantQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AvifVariants');
  private readonly waiting: string[] = [];
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly processor: ImageProcessor,
    private readonly config: ConfigService<Environment, true>,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  get enabled(): boolean {
    return this.config.get('IMAGE_AVIF', { infer: true });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    const pending = await this.dataSource.getRepository(Asset).find({ where: { pending: true }, select: { id: true } });
    this.enqueue(pending.map((a) => a.id));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.waiting.length = 0;
    await this.running;
  }

  enqueue(assetIds: string[]): void {
    if (!this.enabled || this.stopped || assetIds.length === 0) return;
    this.waiting.push(...assetIds);
    this.running ??= this.drain().finally(() => (this.running = undefined));
  }

  /** Resolves when the queue is empty (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (!this.stopped && this.waiting.length > 0) {
      const id = this.waiting.shift()!;
      try {
        await this.make(id);
      } catch (error) {
        this.logger.warn(`AVIF variants of asset ${id} failed: ${(error as Error).message}`);
      }
    }
  }

  private async make(id: string): Promise<void> {
    const repo = this.dataSource.getRepository(Asset);
    const asset = await repo.findOne({ where: { id } });
    if (!asset?.pending) return;
    const main = await this.storage.read(fileName(asset.key, null, 'jpeg'));
    const made: ImageVariant[] = [];
    for (const width of variantWidths(asset.width)) {
      if (this.stopped) return;
      const name = fileName(asset.key, width, 'avif');
      await this.storage.write(name, await this.processor.avif(main, width));
      made.push({ width, format: 'avif', path: `${UPLOADS_ROUTE}/${name}` });
    }
    // The asset may have been deleted meanwhile: then remove what was just made.
    const result = await repo
      .createQueryBuilder()
      .update(Asset)
      .set({ pending: false, variants: () => `variants || :made::jsonb` })
      .setParameter('made', JSON.stringify(made))
      .where('id = :id', { id })
      .execute();
    if (!result.affected) await this.storage.remove(made.map((v) => v.path.split('/').pop()!));
  }
}
