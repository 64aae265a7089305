import { OpenConditions } from './image-storage';

/** HTTP conditional GET (RFC 9110 §13.1): If-None-Match wins over If-Modified-Since. */
export function notModified(conditions: OpenConditions, etag: string | undefined, lastModified: Date | undefined): boolean {
  if (conditions.ifNoneMatch !== undefined) {
    if (!etag) return false;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return conditions.ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  if (conditions.ifModifiedSince && lastModified) {
    // HTTP dates have whole seconds.
    return Math.floor(lastModified.getTime() / 1000) <= Math.floor(conditions.ifModifiedSince.getTime() / 1000);
  }
  return false;
}
