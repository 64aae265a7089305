export interface ImageSourceData {
  url: string;
  width: number;
  format: 'avif' | 'webp' | 'jpeg';
}
export interface ImageData {
  url: string;
  width: number;
  height: number;
  sources: ImageSourceData[];
}

export interface ResponsiveImageProps {
  image: ImageData;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Above the fold (hero, main artwork): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

export function srcSet(sources: ImageSourceData[], format: ImageSourceData['format']): string {
  return sources
    .filter((s) => s.format === format)
    .sort((a, b) => a.width - b.width)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
}

/**
 * <picture> with AVIF and WebP candidates and a JPEG fallback, with the intrinsic width and
 * height so the browser reserves the space (no layout shift). Below the fold it loads lazily.
 */
export function ResponsiveImage({ image, alt, sizes, priority, className }: ResponsiveImageProps) {
  const jpeg = srcSet(image.sources, 'jpeg');
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => {
        const set = srcSet(image.sources, format);
        return set ? <source key={format} type={TYPES[format]} srcSet={set} sizes={sizes} /> : null;
      })}
      <img
        className={className}
        src={image.url}
        srcSet={jpeg || undefined}
        sizes={jpeg ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
