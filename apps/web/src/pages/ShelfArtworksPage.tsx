import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { pageCount, PAGE_SIZES, publicPath } from '@sawa/shared/domain';
import { Pagination } from '@sawa/web/ui';
import { useRecordNotFound } from '../app/not-found';
import { ArtworkGrid } from '../catalog/ArtworkCard';
import { PageHero } from '../components/PageHero';
import { pageParam } from '../components/page-param';
import { scrollToTop } from '../components/scroll';
import { QueryState } from '../components/QueryState';
import { ArtworksPageDocument, ShelfDocument } from '../gql/graphql';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFoundPage';

/** The variables of a shelf's artworks page (its route's loader runs the same, app/App.tsx). */
export function shelfArtworksVariables(id: string, kind: string, page: number) {
  return { page, pageSize: PAGE_SIZES.shopArtworks, filter: kind === 'category' ? { categoryId: id } : { collectionId: id } };
}

/** `/shop/{id}/artworks`: the works of a category or of a collection (the id says which), 9 a page. */
export function ShelfArtworksPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const shelfQuery = useQuery(ShelfDocument, { variables: { id } });
  const shelf = shelfQuery.data?.shelf;
  const notFound = useRecordNotFound(shelfQuery.error, shelfQuery.loading);
  const artworks = useQuery(ArtworksPageDocument, { variables: shelfArtworksVariables(id, shelf?.kind ?? 'collection', page), skip: !shelf });
  if (notFound) return <NotFoundPage />;
  const list = artworks.data?.artworks;
  const totalPages = list ? pageCount(list.totalItems, PAGE_SIZES.shopArtworks) : 0;
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
          path={publicPath.shelfArtworks(id, page)}
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
        <QueryState loading={shelfQuery.loading || artworks.loading} error={shelfQuery.error ?? artworks.error} />
        {list && (list.items.length ? <ArtworkGrid artworks={list.items} headingLevel={2} /> : <p>No works here yet.</p>)}
        <Pagination page={page} totalPages={totalPages} onChange={go} label="Artwork pages" />
      </section>
    </main>
  );
}
