/** Stored images never change (content-hashed names): caches may keep them for a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The name stem of a visitor's image (a commission request's reference image): such an image can be erased
 * on request, so no shared cache (a CDN) may keep it, and a browser asks again each time (a 304 while it
 * exists, a 404 once erased). Catalogue images keep their year-long caching.
 */
export const VISITOR_IMAGE_PREFIX = 'v_';
export const VISITOR_IMAGE_CACHE_CONTROL = 'private, no-cache';

/** The caching of a stored file, by its name. */
export const imageCacheControl = (name: string) => (name.startsWith(VISITOR_IMAGE_PREFIX) ? VISITOR_IMAGE_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The content type of a stored image, from its name's extension; undefined for anything that is not one. */
export function imageContentType(name: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension ? CONTENT_TYPES[extension] : undefined;
}
