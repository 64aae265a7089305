import { type FormEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { pageCount } from '@sawa/shared/domain';
import { Pagination } from '@sawa/web/ui';
import { ArtworkGrid } from '../catalog/ArtworkCard';
import { QueryState } from '../components/QueryState';
import { scrollToTop } from '../components/scroll';
import { SearchArtworksDocument } from '../gql/graphql';
import { ANY_AVAILABILITY, browseAddress, browsePath, browseVariables, type BrowseScope, type BrowseState } from './catalogue-filters';
import { CatalogueFilters } from './CatalogueFilters';

export interface BrowseWorksProps {
  /** The page's unfiltered address (its filter form's action, its canonical link when filtered). */
  path: string;
  scope: BrowseScope;
  state: BrowseState;
  pageSize: number;
  /** The page's own pager as it was: its name, and its page change when unfiltered (the router's `?page=`); left out, the filtered pager's. */
  pagesLabel: string;
  onPage?: (page: number) => void;
  /** What an unfiltered page with no works says. */
  emptyText: string;
  /** False on the shop, which lists its categories: its works show once a filter is chosen. */
  listUnfiltered?: boolean;
  /** The facet the page fixes (an artist's page), not offered. */
  fixed?: 'artist';
  headingLevel?: 2 | 3;
  showArtist?: boolean;
  /** The list opens its page: its first picture loads at once (ArtworkGrid). */
  leads?: boolean;
}

/**
 * A browse page's works with the catalogue's filters (issue 26 item 2): the shop, a category, a collection, an artist.
 * The same filters, counts and address as the search page (CatalogueFilters, catalogue-filters.ts), scoped to the page's
 * works: a GET form to the page's own address, so a filtered page is shared by its link, renders on the server and works
 * without JavaScript; its pages are links that keep the filters, and a filter change goes back to page 1.
 */
export function BrowseWorks({
  path,
  scope,
  state,
  pageSize,
  pagesLabel,
  onPage,
  emptyText,
  listUnfiltered = true,
  fixed,
  headingLevel,
  showArtist,
  leads = false,
}: BrowseWorksProps) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { filters, page } = state;
  const result = useQuery(SearchArtworksDocument, { variables: browseVariables(scope, state, pageSize), skip: filters.problem !== null });
  const list = filters.problem === null ? result.data?.artworks : undefined;
  const listed = listUnfiltered || filters.filtered;
  const totalPages = list ? pageCount(list.totalItems, pageSize) : 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(browseAddress(event.currentTarget, path, scope));
  };
  const go = (next: number) => {
    void navigate(browsePath(path, filters, next), { preventScrollReset: true }); // paging scrolls itself, smoothly (below)
    scrollToTop();
  };

  return (
    <>
      {/* Closed until a filter is chosen, so an unfiltered page reads as it did; a new address resets the fields (key). */}
      <details className="browse-filters" open={filters.filtered || filters.problem !== null}>
        <summary>Filter the works</summary>
        <form ref={form} key={browsePath(path, filters)} action={path} method="get" onSubmit={submit}>
          <CatalogueFilters
            state={filters}
            facets={list ? result.data?.artworkFacets : undefined}
            onChange={() => form.current?.requestSubmit()}
            availabilityDefault={ANY_AVAILABILITY}
            fixed={fixed}
            hrefFor={(next) => browsePath(path, next)}
          />
        </form>
      </details>
      {filters.problem && (
        <p className="notice notice--error" role="alert">
          {filters.problem}
        </p>
      )}
      {listed && <QueryState loading={result.loading} error={result.error} />}
      {list && filters.filtered && (
        <p className="search-count" aria-live="polite">
          {list.totalItems === 1 ? '1 work' : `${list.totalItems} works`}
          {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
        </p>
      )}
      {list &&
        listed &&
        (list.items.length ? (
          <ArtworkGrid artworks={list.items} headingLevel={headingLevel} showArtist={showArtist} leads={leads} />
        ) : filters.filtered ? (
          <p>
            No works match these filters{list.totalItems > 0 ? ' on this page' : ''}. <Link to={path}>See every work</Link>.
          </p>
        ) : (
          <p>{emptyText}</p>
        ))}
      {list && listed && (
        <Pagination
          page={page}
          totalPages={totalPages}
          // Unfiltered, the page's pager as it was; filtered, links that keep the filters (they work without JavaScript).
          onChange={filters.filtered || !onPage ? go : onPage}
          hrefFor={filters.filtered ? (n) => browsePath(path, filters, n) : undefined}
          label={pagesLabel}
        />
      )}
    </>
  );
}
