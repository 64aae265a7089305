import { UnsupportedMediaTypeException } from '@nestjs/common';

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const UNSUPPORTED_IMAGE = 'Unsupported image type: only JPEG, PNG, WebP and AVIF images are accepted.';

/**
 * What the bytes are, by their magic numbers (never the file name or the declared type).
 * SVG, GIF, TIFF, HEIC and everything else are refused.
 */
export function sniffImageFormat(bytes: Buffer): AcceptedFormat {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand and the compatible brands name the image format.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [bytes.toString('latin1', 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(bytes.toString('latin1', offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  throw new UnsupportedMediaTypeException(UNSUPPORTED_IMAGE);
}
