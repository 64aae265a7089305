import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES, publicPath } from '@sawa/shared/domain';
import { useRecordNotFound } from '../app/not-found';
import { PageHero } from '../components/PageHero';
import { scrollToTop } from '../components/scroll';
import { QueryState } from '../components/QueryState';
import { ShelfDocument } from '../gql/graphql';
import { BrowseWorks } from '../search/BrowseWorks';
import { type BrowseScope, browseState } from '../search/catalogue-filters';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFoundPage';

/** The variables of a category's first works on its collections page (CollectionsPage; its route's loader runs the same, app/App.tsx). */
export function shelfArtworksVariables(id: string, kind: string, page: number) {
  return { page, pageSize: PAGE_SIZES.shopArtworks, filter: shelfScope(id, kind) };
}

/** The works a shelf lists: its category's or its collection's. */
export const shelfScope = (id: string, kind: string): BrowseScope => (kind === 'category' ? { categoryId: id } : { collectionId: id });

/**
 * `/shop/{id}/artworks`: the works of a category or of a collection (the id says which), 9 a page, with the catalogue's
 * filters counted over them (issue 26 item 2); a filtered address is `noindex, follow`, canonical to the unfiltered one.
 */
export function ShelfArtworksPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const shelfQuery = useQuery(ShelfDocument, { variables: { id } });
  const shelf = shelfQuery.data?.shelf;
  const scope = shelfScope(id, shelf?.kind ?? 'collection');
  const state = browseState(params, scope);
  const { page, outOfIndex } = state;
  const notFound = useRecordNotFound(shelfQuery.error, shelfQuery.loading);
  if (notFound) return <NotFoundPage />;
  const go = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) }, { preventScrollReset: true }); // paging scrolls itself, smoothly (below)
    scrollToTop(); // over TIMINGS.scrollAnimationMs (SPEC §9: 100 ms)
  };

  return (
    <main>
      {shelf && (
        <Seo
          title={page > 1 ? `${shelf.name}, page ${page}` : shelf.name}
          description={`${shelf.name}: original paintings and limited prints of African wildlife at Sawa Art Studio.`}
          path={outOfIndex ? publicPath.shelfArtworks(id) : publicPath.shelfArtworks(id, page)}
          noindex={outOfIndex ? 'follow' : undefined}
        />
      )}
      <PageHero
        eyebrow={shelf?.kind === 'collection' ? `Collection${shelf.category ? ` · ${shelf.category.name}` : ''}` : 'Category'}
        title={shelf?.name ?? 'Artworks'}
      />
      <section className="section container" aria-label="Artworks">
        {shelf?.kind === 'collection' && shelf.category ? (
          <Link to={publicPath.category(shelf.category.id, true)} className="text-link back-link">
            Back to {shelf.category.name}
          </Link>
        ) : (
          <Link to="/shop" className="text-link back-link">
            Back to the shop
          </Link>
        )}
        <QueryState loading={shelfQuery.loading} error={shelfQuery.error} />
        {shelf && (
          <BrowseWorks
            path={publicPath.shelfArtworks(id)}
            scope={scope}
            state={state}
            pageSize={PAGE_SIZES.shopArtworks}
            pagesLabel="Artwork pages"
            onPage={go}
            emptyText="No works here yet."
            headingLevel={2}
            leads
          />
        )}
      </section>
    </main>
  );
}
