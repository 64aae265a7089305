import { CATALOGUE_FILTER_PARAMS } from '@sawa/shared/domain';

/** The catalogue's filters (issue 26 item 2), read by the search page and the browse pages. */
const FILTERS = Object.values(CATALOGUE_FILTER_PARAMS);

/**
 * THE QUERY PARAMETERS EACH CACHED ROUTE READS. A cached answer's key is its path and these parameters only (sorted by
 * name), and the app is handed the request with these only, so an answer always matches its key: `/?utm_source=x`,
 * `/shop?fbclid=...` or any random parameter is the same entry as the bare address, never a fresh render. A route that
 * starts reading a parameter must list it here (until then the parameter never reaches it). One small table, so it can
 * join the per-page route manifest (libs/shared/domain site-routes) when that lands.
 */
export const CACHED_ROUTE_PARAMS: readonly (readonly [route: RegExp, params: readonly string[]])[] = [
  // Pages (the route loaders of apps/web app/App.tsx, pageParam): an artist's works and a shelf's artworks are paged
  // and filtered, the shop filtered (issue 26); no other page reads its query.
  [/^\/artistDetails\/[^/]+$/, ['page', ...FILTERS]],
  [/^\/shop\/[^/]+\/artworks$/, ['page', ...FILTERS]],
  [/^\/shop$/, ['page', ...FILTERS]],
  // The search page (issue 26): its text, page and sort, and its filters (CATALOGUE_FILTER_PARAMS): a filtered answer
  // is keyed by every filter, never served for another.
  [/^\/search$/, ['page', 'q', 'sort', ...FILTERS]],
  // Legacy REST reads (SPEC §7): LegacyListQuery (page, limit), ArtListQuery, CollectionListQueryDto, RecentQuery.
  [/^\/api\/v1\/art$/, ['page', 'limit', 'categories', 'collections', 'artists']],
  [/^\/api\/v1\/art\/recent$/, ['limit']],
  [/^\/api\/v1\/collection$/, ['page', 'limit', 'categories']],
  [/^\/api\/v1\/(artist|category|team)$/, ['page', 'limit']],
];

/** `url` (a request's path and query) as its cache key and the app sees it: the path, then only the parameters its route reads. */
export function cachedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const reads = CACHED_ROUTE_PARAMS.find(([route]) => route.test(path))?.[1];
  if (!reads) return path;
  const kept = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => reads.includes(name));
  // Stable: two values of one name keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}
