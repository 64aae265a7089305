import { BadRequestException, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Environment } from '@sawa/api/common';
import { ImageFormat, ImageVariant } from './asset.entity';
import { sniffImageFormat, UNSUPPORTED_IMAGE } from './image-sniffer';
import { UploadedImage } from '@sawa/api/common';

/** Responsive widths; only those not wider than the original are made. */
export const VARIANT_WIDTHS = [480, 960, 1600, 2400];
const MAIN_MAX_WIDTH = 2400;
const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', webp: 'webp', avif: 'avif' };

export interface ProcessedFile {
  name: string;
  data: Buffer;
}

export interface ProcessedImage {
  key: string;
  width: number;
  height: number;
  /** The main JPEG and the immediate variants, ready to be written. */
  files: ProcessedFile[];
  variants: ImageVariant[];
  /** Widths that still need slow formats (AVIF), made in the background. */
  pendingWidths: number[];
}

export const fileName = (key: string, width: number | null, format: ImageFormat) =>
  width === null ? `${key}.${EXTENSION[format]}` : `${key}-${width}.${EXTENSION[format]}`;

export const variantWidths = (width: number) => {
  const widths = VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
};

sharp.concurrency(2);

/** Checks and re-encodes one upload: orientation applied, metadata stripped, variants made. */
@Injectable()
export class ImageProcessor {
  constructor(private readonly config: ConfigService<Environment, true>) {}

  /**
   * `maxPixels`: the largest image area accepted for this upload (the admin's catalogue images and
   * visitors' reference images have different caps; see MediaService.prepare). `keyPrefix` starts every
   * file name (VISITOR_IMAGE_PREFIX for a visitor's image: served with private caching).
   */
  async process(upload: UploadedImage, publicPath: (name: string) => string, maxPixels: number, keyPrefix = ''): Promise<ProcessedImage> {
    const maxBytes = this.config.get('UPLOAD_MAX_BYTES', { infer: true });
    if (!upload?.buffer || upload.buffer.length === 0) throw new BadRequestException('The image file is empty.');
    if (upload.buffer.length > maxBytes)
      throw new PayloadTooLargeException(
        `The image is larger than the limit of ${Math.floor(maxBytes / (1024 * 1024)) || maxBytes} ${maxBytes >= 1024 * 1024 ? 'MB' : 'bytes'}.`,
      );
    sniffImageFormat(upload.buffer);

    // Dimensions from the header, before anything is decoded (decompression bombs).
    let meta: sharp.Metadata;
    try {
      meta = await sharp(upload.buffer, { limitInputPixels: false }).metadata();
    } catch {
      throw new UnsupportedMediaTypeException('The image could not be read: the file is damaged or not an image.');
    }
    if (!['jpeg', 'png', 'webp', 'heif'].includes(meta.format ?? '')) throw new UnsupportedMediaTypeException(UNSUPPORTED_IMAGE);
    if (!meta.width || !meta.height) throw new UnsupportedMediaTypeException('The image has no dimensions.');
    if (meta.width * meta.height > maxPixels) {
      throw new PayloadTooLargeException(`The image is ${meta.width} x ${meta.height} pixels; at most ${maxPixels.toLocaleString('en')} pixels are accepted.`);
    }

    try {
      const oriented = sharp(upload.buffer, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
      const main = await oriented
        .clone()
        .resize({ width: MAIN_MAX_WIDTH, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      const key = `${keyPrefix}${createHash('sha256').update(main.data).digest('hex').slice(0, 24)}${randomBytes(4).toString('hex')}`;
      const files: ProcessedFile[] = [{ name: fileName(key, null, 'jpeg'), data: main.data }];
      const variants: ImageVariant[] = [];
      const widths = variantWidths(main.info.width);
      for (const width of widths) {
        const resized = oriented.clone().resize({ width, withoutEnlargement: true });
        const [webp, jpeg] = await Promise.all([
          resized.clone().webp({ quality: 80 }).toBuffer(),
          resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
        ]);
        for (const [format, data] of [
          ['webp', webp],
          ['jpeg', jpeg],
        ] as const) {
          const name = fileName(key, width, format);
          files.push({ name, data });
          variants.push({ width, format, path: publicPath(name) });
        }
      }
      return { key, width: main.info.width, height: main.info.height, files, variants, pendingWidths: widths };
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw error;
      const message = (error as Error).message ?? '';
      if (/pixel limit/i.test(message)) throw new PayloadTooLargeException('The image has too many pixels.');
      throw new UnsupportedMediaTypeException('The image could not be read: the file is damaged or not an image.');
    }
  }

  /** AVIF of the main image at one width (slow: run in the background). */
  async avif(main: Buffer, width: number): Promise<Buffer> {
    return sharp(main).resize({ width, withoutEnlargement: true }).avif({ quality: 55, effort: 2 }).toBuffer();
  }
}
