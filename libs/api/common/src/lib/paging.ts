import { MAX_PAGE_SIZE } from '@sawa/shared/domain';

/** What every list service accepts: an optional name search and a page window. */
export interface PageInput {
  search?: string;
  /** 1-based; default 1. */
  page?: number;
  /** Default: every row (the legacy REST lists page in the browser); capped at MAX_PAGE_SIZE when given. */
  pageSize?: number;
}

/** One page of a list and the number of rows over all pages. */
export interface Page<T> {
  items: T[];
  totalItems: number;
}

/** TypeORM `skip`/`take` for a page. */
export function pageWindow({ page = 1, pageSize }: PageInput): { skip?: number; take?: number } {
  if (pageSize === undefined) return {};
  const take = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
  return { skip: (Math.max(1, Math.floor(page)) - 1) * take, take };
}

/** An ILIKE pattern matching `search` anywhere, with LIKE wildcards in the search taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
