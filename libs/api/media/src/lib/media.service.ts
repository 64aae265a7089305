import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { Asset, ImageFormat } from './asset.entity';
import { AvifVariantJob } from './avif-variant.job';
import { fileName, ImageProcessor, ProcessedImage } from './image-processor';
import { IMAGE_STORAGE, ImageStorage } from './image-storage';
import { ImageWorkQueue } from './image-work.queue';
import { UploadedImage } from '@sawa/api/common';
import { UPLOADS_ROUTE } from './uploads-route';
import { VISITOR_IMAGE_PREFIX } from './image-content-type';

/**
 * Whose image it is decides how large it may be: the admin's catalogue images (`UPLOAD_MAX_PIXELS`)
 * or a visitor's reference image sent with a commission request (`REFERENCE_IMAGE_MAX_PIXELS`, lower;
 * its files are named with VISITOR_IMAGE_PREFIX and never kept by shared caches, so erasing it takes effect).
 */
export type ImagePurpose = 'catalog' | 'reference';

export interface PrepareOptions {
  /** The input field the file came in; a refusal names it, so a form can show it beside that field. */
  field?: string;
  /** Default 'catalog'. */
  purpose?: ImagePurpose;
}

/**
 * An upload that was checked, decoded and re-encoded (in memory, nothing written yet), ready to be
 * stored by `tx.store` inside a transaction. Made by `MediaService.prepare`, before the transaction.
 */
export interface PreparedImage {
  readonly processed: ProcessedImage;
}

export interface ImageTransaction {
  manager: EntityManager;
  /**
   * Inserts the Asset row of an image prepared and staged before the transaction (its files are already
   * written). No image work and no object-store call happens here: the transaction (and its pooled
   * connection) is never held while sharp runs or the store answers. The files go if the transaction fails.
   */
  store(image: PreparedImage): Promise<Asset>;
  /** Deletes the asset row now; its files are removed once the transaction has committed. */
  release(asset: Asset | string | null | undefined): Promise<void>;
}

export interface ImageView {
  url: string;
  width: number;
  height: number;
  sources: { url: string; width: number; format: ImageFormat }[];
}

/** The same refusal (same status and message), naming the field of the refused file in its response body. */
function refusalOfField(error: unknown, field: string): unknown {
  if (!(error instanceof HttpException)) return error;
  const body = error.getResponse();
  return new HttpException(typeof body === 'string' ? { message: body, field } : { ...body, field }, error.getStatus(), { cause: error });
}

/** Images and the rows that own them, kept consistent: no row without its files, no file without its row. */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('MediaService');

  constructor(
    private readonly dataSource: DataSource,
    private readonly processor: ImageProcessor,
    private readonly avif: AvifVariantJob,
    private readonly queue: ImageWorkQueue,
    private readonly config: ConfigService<Environment, true>,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  /**
   * Checks, decodes and re-encodes an upload through the bounded image queue (503 when it is full),
   * before any transaction is opened. Refusals: 415 (not a JPEG/PNG/WebP/AVIF), 413 (bytes or pixels
   * over the limits of its purpose), 400 (empty file); they name `field` when given.
   */
  async prepare(upload: UploadedImage, options: PrepareOptions = {}): Promise<PreparedImage> {
    const catalogCap = this.config.get('UPLOAD_MAX_PIXELS', { infer: true });
    const maxPixels = options.purpose === 'reference' ? Math.min(catalogCap, this.config.get('REFERENCE_IMAGE_MAX_PIXELS', { infer: true })) : catalogCap;
    try {
      const keyPrefix = options.purpose === 'reference' ? VISITOR_IMAGE_PREFIX : '';
      const processed = await this.queue.run(() => this.processor.process(upload, (name) => `${UPLOADS_ROUTE}/${name}`, maxPixels, keyPrefix));
      return { processed };
    } catch (error) {
      throw options.field ? refusalOfField(error, options.field) : error;
    }
  }

  /** `prepare` for several uploads of one field, one after the other (one request never takes every slot of the queue). */
  async prepareAll(uploads: UploadedImage[] | undefined, options: PrepareOptions = {}): Promise<PreparedImage[]> {
    const prepared: PreparedImage[] = [];
    for (const upload of uploads ?? []) prepared.push(await this.prepare(upload, options));
    return prepared;
  }

  /**
   * Runs `work` in a database transaction that may store the images `staged` (prepared before it).
   * Their files are written first, outside the transaction: a slow or stalled object store never holds a
   * pooled connection in an open transaction (each store call is time-limited, see S3ImageStorage).
   * Files of a staged image the work did not store, and of every staged image when the transaction
   * fails, are removed afterwards; a released asset's files once the transaction has committed.
   */
  async transaction<T>(work: (tx: ImageTransaction) => Promise<T>, staged: readonly (PreparedImage | null | undefined)[] = []): Promise<T> {
    const images = staged.filter((image): image is PreparedImage => !!image);
    const written: string[] = [];
    const stored = new Set<PreparedImage>();
    const released: Asset[] = [];
    let result: T;
    try {
      for (const { processed } of images) {
        for (const file of processed.files) {
          written.push(file.name);
          await this.storage.write(file.name, file.data);
        }
      }
      result = await this.dataSource.transaction(async (manager) => {
        const tx: ImageTransaction = {
          manager,
          store: async (prepared) => {
            if (!images.includes(prepared)) throw new Error('MediaService.transaction: an image is stored that was not staged (pass it as `staged`).');
            const { processed: image } = prepared;
            const asset = await manager.save(
              manager.create(Asset, {
                key: image.key,
                path: `${UPLOADS_ROUTE}/${fileName(image.key, null, 'jpeg')}`,
                width: image.width,
                height: image.height,
                variants: image.variants,
                pending: this.avif.enabled,
              }),
            );
            // The AVIF variants' job is part of this transaction: no pending asset without its job.
            await this.avif.enqueue(asset.id, manager);
            stored.add(prepared);
            return asset;
          },
          release: async (asset) => {
            if (!asset) return;
            const found = typeof asset === 'string' ? await manager.findOne(Asset, { where: { id: asset } }) : asset;
            if (!found) return;
            await manager.delete(Asset, { id: found.id });
            released.push(found);
          },
        };
        return work(tx);
      });
    } catch (error) {
      await this.removeQuietly(written);
      throw error;
    }
    const unused = images.filter((image) => !stored.has(image)).flatMap(({ processed }) => processed.files.map((file) => file.name));
    await this.removeQuietly([...unused, ...released.flatMap((a) => this.fileNames(a))]);
    return result;
  }

  /**
   * Cleanup after the fact (a failed transaction's files, a released asset's files after commit): the
   * outcome for the caller is already decided, so a storage that is briefly away leaves orphan files
   * (logged) instead of turning a committed change into an error.
   */
  private async removeQuietly(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await this.storage
      .remove(names)
      .catch((error: Error) => this.logger.warn(`Could not remove ${names.length} image files (${names.slice(0, 3).join(', ')}…): ${error.message}`));
  }

  /** Every file of an asset: the main JPEG and all variants (AVIF ones included, made or not). */
  fileNames(asset: Asset): string[] {
    const names = new Set([fileName(asset.key, null, 'jpeg'), ...asset.variants.map((v) => v.path.split('/').pop()!)]);
    for (const v of asset.variants) names.add(fileName(asset.key, v.width, 'avif'));
    return [...names];
  }

  /** The image with its responsive sources, for `srcset` (site-relative URLs). */
  toImage(asset: Asset): ImageView {
    return {
      url: asset.path,
      width: asset.width,
      height: asset.height,
      sources: asset.variants.map((v) => ({ url: v.path, width: v.width, format: v.format })),
    };
  }

  /** A full address for a stored path (the legacy team image is one). */
  absoluteUrl(path: string): string {
    return `${this.config.get('PUBLIC_URL', { infer: true })}${path}`;
  }
}
