import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { FIELD_LIMITS, pageCount, humanError } from '@sawa/shared/domain';
import { Notice, type NoticeMessage, Pagination, Spinner } from '@sawa/web/ui';
import { useAdminTitle } from '../useAdminTitle';

/** The address parameters of a list's page and search (its filters are named as the filters are). */
export const LIST_PARAMS = { page: 'page', search: 'q' } as const;

/** Typing settles this long before a list asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type Filters = Record<string, string>;

export interface AdminList<Q, F extends Filters> {
  data: Q | undefined;
  loading: boolean;
  error: { message: string } | undefined;
  refetch: () => Promise<unknown>;
  /** How many rows the list has in all; undefined until the first page arrives. */
  total: number | undefined;
  pageSize: number;
  page: number;
  setPage: (page: number) => void;
  /** The search box's text as typed (the server is asked once typing settles); null: the list has none. */
  search: string | null;
  setSearch: (text: string) => void;
  filters: F;
  /** A filter's new value ('' is all); the list starts again at page 1. */
  setFilter: (key: keyof F & string, value: string) => void;
  notice: NoticeMessage | null;
  setNotice: (notice: NoticeMessage | null) => void;
  /** Runs an action on a row, then shows `done` (or the failure); with `reload`, asks for the page again after a success. */
  act: (work: () => Promise<unknown>, done?: string, reload?: boolean) => Promise<void>;
}

/** A page number from the address: a whole number from 1, else page 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * A server-paged back-office list: its page, search (debounced; a new text starts again at page 1,
 * and only a new text: a page chosen right after the list opens stays), filters (a change starts at
 * page 1), the page that still exists after rows went away, and a notice about what the user did.
 * The query's variables are `page`, `pageSize`, `search` (with `searchable`) and one per filter, '' sent
 * as null (all).
 *
 * The page, the search and the filters live in the address (`?page=2&q=amani&status=paid`, a value at its
 * default left out), so a reload, a shared link and Back show the same list. A new page or filter is a new
 * history entry; the search, settling as the user types, replaces the current one.
 */
export function useAdminList<Q, V extends OperationVariables, F extends Filters = Record<never, string>>(
  query: TypedDocumentNode<Q, V>,
  options: { pageSize: number; total: (data: Q) => number; searchable?: boolean; filters?: F },
): AdminList<Q, F> {
  const { pageSize, searchable = false } = options;
  const defaults = options.filters ?? ({} as F);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get(LIST_PARAMS.page));
  const term = searchable ? (params.get(LIST_PARAMS.search) ?? '').trim() : '';
  const filters = Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, params.get(key) ?? value])) as F;
  const [search, setSearch] = useState(term);
  const [seenTerm, setSeenTerm] = useState(term);
  // The address's search changed by itself (Back, a link): the box shows it. While rendering: React's pattern for state that follows a value.
  if (term !== seenTerm) {
    setSeenTerm(term);
    if (search.trim() !== term) setSearch(term);
  }
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  /** Changes the list's part of the address; null (or a value at its default) removes a parameter. */
  const change = useCallback(
    (values: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );
  useEffect(() => {
    const next = search.trim();
    if (next === term) return;
    const timer = setTimeout(() => change({ [LIST_PARAMS.search]: next || null, [LIST_PARAMS.page]: null }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, term, change]);
  // A page that no longer exists (its only rows deleted, here or elsewhere, or a number typed in the address): the last page
  // that does is shown for that address. Remembered (while rendering: React's pattern for state that follows a value), not
  // written back into the address: a replace racing the list's own loading would show the old address's page again.
  const [beyond, setBeyond] = useState<{ page: number; last: number } | null>(null);
  const shown = beyond && beyond.page === page ? Math.min(page, beyond.last) : page;
  const variables = {
    page: shown,
    pageSize,
    ...(searchable ? { search: term || null } : {}),
    ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || null])),
  } as unknown as V;
  const { data, loading, error, refetch } = useQuery(query, { variables, fetchPolicy: 'cache-and-network' });
  const total = data ? options.total(data) : undefined;
  const lastPage = total === undefined ? shown : Math.max(1, pageCount(total, pageSize));
  if (!loading && shown > lastPage) setBeyond({ page, last: lastPage });
  const setPage = (next: number) => change({ [LIST_PARAMS.page]: next > 1 ? String(next) : null });
  return {
    data,
    loading,
    error,
    refetch,
    total,
    pageSize,
    page: shown,
    setPage,
    search: searchable ? search : null,
    setSearch,
    filters,
    setFilter: (key, value) => change({ [key]: value === defaults[key] ? null : value, [LIST_PARAMS.page]: null }),
    notice,
    setNotice,
    act: async (work, done, reload = false) => {
      try {
        await work();
      } catch (e) {
        setNotice({ tone: 'error', text: humanError((e as Error).message) });
        return;
      }
      setNotice(done ? { tone: 'success', text: done } : null);
      if (reload) await refetch().catch(() => undefined); // a failed reload shows as the list's own error
    },
  };
}

/** A filter of a list: a dropdown of `options` (the generated enum values, admin/statuses.ts) after All. */
export interface ListFilter<F extends Filters> {
  key: keyof F & string;
  label: string;
  options: readonly string[];
}

/**
 * The page around a back-office list: heading (and the browser tab), actions beside it, search box,
 * filters, the notice, the load error, loading, the count, the rows or the empty state, and paging.
 */
export function ListPage<Q, F extends Filters>({
  list,
  id,
  title,
  actions,
  intro,
  searchLabel,
  searchPlaceholder,
  filters = [],
  count,
  empty,
  pagesLabel,
  showLoading,
  dialog,
  children,
}: {
  list: AdminList<Q, F>;
  /** Prefix of the controls' ids. */
  id: string;
  title: string;
  actions?: ReactNode;
  /** Shown under the heading (a summary). */
  intro?: ReactNode;
  searchLabel?: string;
  searchPlaceholder?: string;
  filters?: ListFilter<F>[];
  /** The count line ('3 orders'); a table says it in its caption instead. */
  count?: (total: number) => string;
  /** What an empty list says. */
  empty: string;
  pagesLabel: string;
  /** The loading indicator; by default while the first page is on its way. */
  showLoading?: boolean;
  /** A dialog about a row (a delete confirmation), kept whatever the page shows. */
  dialog?: ReactNode;
  /** The rows, shown once the page arrived and is not empty. */
  children: ReactNode;
}) {
  useAdminTitle(title);
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{title}</h1>
        {actions}
      </div>
      {intro}
      {(list.search !== null || filters.length > 0) && (
        <div className="admin-filters">
          {list.search !== null && (
            <div className="field admin-search">
              <label htmlFor={`${id}-search`}>{searchLabel}</label>
              <input
                id={`${id}-search`}
                type="search"
                maxLength={FIELD_LIMITS.search}
                placeholder={searchPlaceholder}
                value={list.search}
                onChange={(e) => list.setSearch(e.target.value)}
              />
            </div>
          )}
          {filters.map((filter) => (
            <div className="field admin-search" key={filter.key}>
              <label htmlFor={`${id}-${filter.key}`}>{filter.label}</label>
              <select id={`${id}-${filter.key}`} value={list.filters[filter.key]} onChange={(e) => list.setFilter(filter.key, e.target.value)}>
                <option value="">All</option>
                {filter.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      {list.notice && <Notice tone={list.notice.tone}>{list.notice.text}</Notice>}
      {list.error && <Notice tone="error">{humanError(list.error.message)}</Notice>}
      {(showLoading ?? (list.loading && !list.data)) && <Spinner />}
      {list.total !== undefined && (
        <>
          {count && <p className="admin-count">{count(list.total)}</p>}
          {list.total === 0 ? <p className="admin-empty">{empty}</p> : children}
          <Pagination page={list.page} totalPages={pageCount(list.total, list.pageSize)} onChange={list.setPage} label={pagesLabel} />
        </>
      )}
      {dialog}
    </div>
  );
}
