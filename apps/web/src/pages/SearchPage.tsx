import { type FormEvent, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CATALOGUE_SEARCH, pageCount, PAGE_SIZES, SITE_ROUTES } from '@sawa/shared/domain';
import { Pagination } from '@sawa/web/ui';
import { ArtworkGrid } from '../catalog/ArtworkCard';
import { PageHero } from '../components/PageHero';
import { scrollToTop } from '../components/scroll';
import { QueryState } from '../components/QueryState';
import { SearchArtworksDocument } from '../gql/graphql';
import { CatalogueFilters } from '../search/CatalogueFilters';
import { searchable, searchAddress, searchPath, searchState, searchVariables, SEARCH_SORTS } from '../search/search-state';
import { Seo } from '../seo/Seo';

/**
 * `/search?q=…&page=…&sort=…` (issue 26): the works the catalogue search finds, 9 a page. Its whole state is its
 * address, so a search is shared by its link and renders on the server; the form is a plain GET form, working
 * without JavaScript. Left out of the index (`noindex, follow`), canonical to `/search`, never in the sitemap.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = searchState(params);
  const { q, page, sort, problem } = state;
  const form = useRef<HTMLFormElement>(null);
  const result = useQuery(SearchArtworksDocument, { variables: searchVariables(state), skip: !searchable(state) });
  const list = searchable(state) ? result.data?.artworks : undefined;
  const totalPages = list ? pageCount(list.totalItems, PAGE_SIZES.shopArtworks) : 0;
  const go = (next: number) => {
    void navigate(searchPath(state, next), { preventScrollReset: true }); // paging scrolls itself, smoothly (below)
    scrollToTop();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchAddress(event.currentTarget));
  };

  return (
    <main>
      <Seo
        title={q ? `Search: ${q}${page > 1 ? `, page ${page}` : ''}` : 'Search'}
        description="Search the original paintings, prints and sculptures of African wildlife at Sawa Art Studio."
        path={SITE_ROUTES.search.path}
        noindex="follow"
      />
      <PageHero eyebrow="Shop" title={q && !problem ? `Works for “${q}”` : 'Find the art'} />
      <section className="section container" aria-label="Search">
        {/* A new search resets the fields to what the address says (key): Back and a shared link show their own text. */}
        <form ref={form} key={params.toString()} className="search-form" role="search" action={SITE_ROUTES.search.path} method="get" onSubmit={submit}>
          <div className="field">
            <label htmlFor="search-page-q">Title, artist or subject</label>
            <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={CATALOGUE_SEARCH.maxChars} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="search-page-sort">Sort by</label>
            <select id="search-page-sort" name="sort" defaultValue={sort}>
              {SEARCH_SORTS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            Search
          </button>
          {/* With JavaScript, a checked box applies at once; without it, "Apply filters" sends the form. */}
          {q && (
            <CatalogueFilters
              state={state.filters}
              facets={list ? result.data?.artworkFacets : undefined}
              onChange={() => form.current?.requestSubmit()}
              hrefFor={(filters) => searchPath({ ...state, filters })}
            />
          )}
        </form>
        {problem && (
          <p className="notice notice--error" role="alert">
            {problem}
          </p>
        )}
        {!q && <p>Search by a work&apos;s title, its artist or its subject: “elephant”, “gorilla”, “Grace”.</p>}
        {searchable(state) && <QueryState loading={result.loading} error={result.error} />}
        {list && (
          <p className="search-count" aria-live="polite">
            {list.totalItems === 1 ? '1 work' : `${list.totalItems} works`}
            {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
          </p>
        )}
        {list &&
          (list.items.length ? (
            <ArtworkGrid artworks={list.items} headingLevel={2} leads />
          ) : (
            <p>
              No works match “{q}”{list.totalItems > 0 ? ' on this page' : ''}. Try another spelling, or <Link to="/shop">browse the shop</Link>.
            </p>
          ))}
        <Pagination page={page} totalPages={totalPages} onChange={go} hrefFor={(n) => searchPath(state, n)} label="Search result pages" />
      </section>
    </main>
  );
}
