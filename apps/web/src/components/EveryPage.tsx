import type { ReactNode } from 'react';
import { MAX_PAGE_SIZE } from '@sawa/shared/domain';
import { QueryState } from './QueryState';

export interface PageOfItems<T> {
  items: T[];
  totalItems: number;
}

/** One page of a server-paged list, as a hook: a typed Apollo query with these page variables. */
export type UsePage<T> = (page: number, pageSize: number) => { list?: PageOfItems<T>; loading: boolean; error?: { message: string } | null };

interface EveryPageProps<T> {
  usePage: UsePage<T>;
  /** One list item (with its key). */
  renderItem: (item: T) => ReactNode;
  page?: number;
  /** The API's largest page (100) unless told otherwise. */
  pageSize?: number;
}

/**
 * The items of every page of a server-paged list, in order: page 1, then page 2 once page 1 says there is more, and so on,
 * each page its own cached query, so item 101 and beyond show too (the server renders them all before sending the HTML).
 * It renders list items: place it inside the list. The first page's loading and error states are the caller's, shown
 * outside the list (the caller runs the same query, which Apollo shares); a later page shows them in a list item.
 */
export function EveryPage<T>({ usePage, renderItem, page = 1, pageSize = MAX_PAGE_SIZE }: EveryPageProps<T>) {
  const { list, loading, error } = usePage(page, pageSize);
  if (!list) {
    if (page === 1 || (!loading && !error)) return null;
    return (
      <li className="every-page__state">
        <QueryState loading={loading} error={error} />
      </li>
    );
  }
  const more = list.items.length > 0 && page * pageSize < list.totalItems;
  return (
    <>
      {list.items.map(renderItem)}
      {more && <EveryPage usePage={usePage} renderItem={renderItem} page={page + 1} pageSize={pageSize} />}
    </>
  );
}
