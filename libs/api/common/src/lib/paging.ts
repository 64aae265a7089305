/**
 * The most rows one list request reads: the legacy REST lists' default and maximum `limit` (a studio's
 * whole catalogue in one answer, as the SPEC's client expects, but never an unbounded table).
 * GraphQL pages are smaller (MAX_PAGE_SIZE, checked at its edge).
 */
export const LEGACY_LIST_LIMIT = 500;

/**
 * The highest page a list request may ask for: far beyond any real list, and low enough that its
 * offset (page × LEGACY_LIST_LIMIT) stays a number PostgreSQL and JavaScript both hold exactly.
 */
export const MAX_PAGE = 1_000_000;

/** What every list service accepts: an optional name search and a page window. */
export interface PageInput {
  search?: string;
  /** 1-based; default 1. */
  page?: number;
  /** Default and maximum: LEGACY_LIST_LIMIT. */
  pageSize?: number;
}

/** One page of a list and the number of rows over all pages. */
export interface Page<T> {
  items: T[];
  totalItems: number;
}

/** TypeORM `skip`/`take` for a page: never more than LEGACY_LIST_LIMIT rows. */
export function pageWindow({ page = 1, pageSize = LEGACY_LIST_LIMIT }: PageInput): { skip: number; take: number } {
  const take = Math.min(Math.max(1, Math.floor(pageSize)), LEGACY_LIST_LIMIT);
  return { skip: (Math.min(Math.max(1, Math.floor(page)), MAX_PAGE) - 1) * take, take };
}

/** An ILIKE pattern matching `search` (trimmed) anywhere, with LIKE wildcards in the search taken literally. */
export function containsPattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
