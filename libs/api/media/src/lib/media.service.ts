import { HttpException, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { Asset, ImageFormat } from './asset.entity';
import { AvifVariantQueue } from './avif-variant.queue';
import { fileName, ImageProcessor } from './image-processor';
import { IMAGE_STORAGE, ImageStorage } from './image-storage';
import { UploadedImage } from './uploaded-image';
import { UPLOADS_ROUTE } from './uploads-route';

export interface ImageTransaction {
  manager: EntityManager;
  /**
   * Checks, re-encodes and writes the image, and inserts its Asset row. Its files go if the transaction fails.
   * `field`: the input field the file came in; a refusal names it, so a form can show it beside that field.
   */
  store(upload: UploadedImage, field?: string): Promise<Asset>;
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
  constructor(
    private readonly dataSource: DataSource,
    private readonly processor: ImageProcessor,
    private readonly avif: AvifVariantQueue,
    private readonly config: ConfigService<Environment, true>,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  async transaction<T>(work: (tx: ImageTransaction) => Promise<T>): Promise<T> {
    const written: string[] = [];
    const released: Asset[] = [];
    const stored: string[] = [];
    let result: T;
    try {
      result = await this.dataSource.transaction(async (manager) => {
        const tx: ImageTransaction = {
          manager,
          store: async (upload, field) => {
            const image = await this.processor
              .process(upload, (name) => `${UPLOADS_ROUTE}/${name}`)
              .catch((error) => {
                throw field ? refusalOfField(error, field) : error;
              });
            for (const file of image.files) {
              written.push(file.name);
              await this.storage.write(file.name, file.data);
            }
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
            stored.push(asset.id);
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
      await this.storage.remove(written);
      throw error;
    }
    await this.storage.remove(released.flatMap((a) => this.fileNames(a)));
    this.avif.enqueue(stored);
    return result;
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
