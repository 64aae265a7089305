import { Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { defineJob, JobContext, JobQueue } from '@sawa/api/jobs';
import { Asset, ImageVariant } from './asset.entity';
import { fileName, ImageProcessor, variantWidths } from './image-processor';
import { IMAGE_STORAGE, ImageStorage } from './image-storage';
import { UPLOADS_ROUTE } from './uploads-route';

/** The AVIF variants of one asset; a run taking longer than `timeLimitSeconds` is retried (by any instance). */
export const avifVariantsJob = (timeLimitSeconds: number) =>
  defineJob<{ assetId: string }>({
    name: 'media.avif-variants',
    description: 'Make the AVIF variants of an uploaded image',
    // 10-20 s, then 20-40 s, ... (a store briefly away, or the instance running it died).
    retryLimit: 4,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: timeLimitSeconds,
  });

/**
 * Makes the AVIF variants after an upload has been answered (AVIF encodes in seconds, not
 * milliseconds, on a small machine), as a job of the queue: sent in the transaction that stores the
 * asset (so an asset pending its variants always has its job), one job per asset, run by whichever
 * worker instance takes it, retried after a failure or after the death of the instance running it.
 */
@Injectable()
export class AvifVariantJob implements OnModuleInit, OnApplicationBootstrap {
  private readonly definition: ReturnType<typeof avifVariantsJob>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly processor: ImageProcessor,
    private readonly config: ConfigService<Environment, true>,
    private readonly jobs: JobQueue,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {
    this.definition = avifVariantsJob(config.get('IMAGE_AVIF_TIME_LIMIT_SECONDS', { infer: true }));
  }

  get enabled(): boolean {
    return this.config.get('IMAGE_AVIF', { infer: true });
  }

  onModuleInit(): void {
    this.jobs.register(this.definition, ({ assetId }, context) => this.make(assetId, context));
  }

  /**
   * Assets left pending without a job (stored before the queue existed, or while IMAGE_AVIF was off) get
   * theirs; for the others, sending again with the same key does nothing.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled || !this.jobs.runsJobs) return;
    const pending = await this.dataSource.getRepository(Asset).find({ where: { pending: true }, select: { id: true } });
    for (const { id } of pending) await this.enqueue(id);
  }

  /** Queues the variants of an asset, inside the transaction that stores it. One job per asset however often it is asked. */
  async enqueue(assetId: string, manager?: EntityManager): Promise<void> {
    if (!this.enabled) return;
    await this.jobs.send(this.definition, { assetId }, { manager, key: assetId });
  }

  private async make(id: string, { signal }: JobContext): Promise<void> {
    const repo = this.dataSource.getRepository(Asset);
    const asset = await repo.findOne({ where: { id } });
    if (!asset?.pending) return;
    const main = await this.storage.read(fileName(asset.key, null, 'jpeg'));
    const made: ImageVariant[] = [];
    for (const width of variantWidths(asset.width)) {
      signal.throwIfAborted();
      const name = fileName(asset.key, width, 'avif');
      await this.storage.write(name, await this.processor.avif(main, width));
      made.push({ width, format: 'avif', path: `${UPLOADS_ROUTE}/${name}` });
    }
    // The asset may have been deleted meanwhile: then remove what was just made. A second run of the
    // same job (its first instance died after writing) overwrites the same files and finds it done.
    const result = await repo
      .createQueryBuilder()
      .update(Asset)
      .set({ pending: false, variants: () => `variants || :made::jsonb` })
      .setParameter('made', JSON.stringify(made))
      .where('id = :id AND pending', { id })
      .execute();
    if (!result.affected && !(await repo.exists({ where: { id } }))) await this.storage.remove(made.map((v) => v.path.split('/').pop()!));
  }
}
