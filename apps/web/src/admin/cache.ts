import type { ApolloCache } from '@apollo/client';

/**
 * Keeping the normalised cache true after a back-office write (issue 5, point 8).
 *
 * An update answers with the fields the edit form and the lists read (the Admin*Fields fragments), so
 * the cache updates the entity in place. What a write changes beyond the entity itself, which lists it
 * is in and how many there are, is evicted: the root list fields below (every page, search and filter
 * of them, the dashboard counts, the public catalogue lists), and the relation fields of cached
 * entities that list or count it. A query mounted later finds them missing and asks the server again;
 * one still on the screen refetches at once. Names rather than queries: refetchQueries by name only
 * reaches mounted queries.
 */
export type CatalogueEntity = 'art' | 'artists' | 'categories' | 'collections' | 'members';

/** The root fields (ROOT_QUERY) that list or count each kind of entity. */
const ROOT_FIELDS: Record<CatalogueEntity, string[]> = {
  art: ['artworks', 'recentArtworks', 'relatedArtworks', 'categories', 'collections'],
  artists: ['artists'],
  categories: ['categories', 'shelf'],
  collections: ['collections', 'categories', 'shelf'],
  members: ['teamMembers'],
};

/** Fields of cached entities that list or count each kind of entity: [typename, field]. */
const ENTITY_FIELDS: Record<CatalogueEntity, [string, string][]> = {
  art: [
    ['Artist', 'artworks'],
    ['Category', 'artworkCount'],
    ['Collection', 'artworkCount'],
  ],
  artists: [],
  categories: [],
  collections: [['Category', 'collections']],
  members: [],
};

export type WriteKind = 'create' | 'update' | 'delete';

/** Which lists a write changes: a create or a delete changes membership and counts; an update of an art or a collection can move it. */
export function staleFields(entity: CatalogueEntity, kind: WriteKind): { root: string[]; entity: [string, string][] } {
  if (kind === 'update' && entity !== 'art' && entity !== 'collections') return { root: [], entity: [] };
  return { root: kind === 'update' ? ROOT_FIELDS[entity] : ['dashboard', ...ROOT_FIELDS[entity]], entity: ENTITY_FIELDS[entity] };
}

/** Evicts what a write made stale, and the deleted entity itself, then collects what nothing references any more. */
export function evictAfterWrite(cache: ApolloCache, entity: CatalogueEntity, kind: WriteKind, deleted?: { __typename: string; id: string }) {
  const stale = staleFields(entity, kind);
  for (const fieldName of stale.root) cache.evict({ id: 'ROOT_QUERY', fieldName });
  if (stale.entity.length) {
    const ids = Object.keys(cache.extract() ?? {});
    for (const [typename, fieldName] of stale.entity) for (const id of ids) if (id.startsWith(`${typename}:`)) cache.evict({ id, fieldName });
  }
  if (deleted) {
    const id = cache.identify(deleted);
    if (id) cache.evict({ id });
  }
  cache.gc();
}

/** The `update` option of a back-office mutation. */
export const evictOn =
  (entity: CatalogueEntity, kind: Exclude<WriteKind, 'delete'>) =>
  (cache: ApolloCache): void =>
    evictAfterWrite(cache, entity, kind);
