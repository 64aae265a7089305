import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE, PAGE_SIZES, publicPath } from '@sawa/shared/domain';
import { useRecordNotFound } from '../app/not-found';
import { ArtworkGrid } from '../catalog/ArtworkCard';
import { ShelfCard } from '../catalog/ShelfCard';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { ArtworksPageDocument, CategoryCollectionsDocument, type CategoryCollectionsQuery } from '../gql/graphql';
import { EveryPage, type UsePage } from '../components/EveryPage';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFoundPage';
import { shelfArtworksVariables } from './ShelfArtworksPage';

type CollectionItem = NonNullable<CategoryCollectionsQuery['category']>['collections']['items'][number];

/**
 * Every collection of the category, page after page of the API's largest page, then the works filed under the
 * category itself (in no collection): the first page here, all of them on the category's own artworks page.
 */
export function CollectionsPage() {
  const { id = '' } = useParams();
  const useCollectionsPage: UsePage<CollectionItem> = (page, pageSize) => {
    const { data, loading, error } = useQuery(CategoryCollectionsDocument, { variables: { id, page, pageSize } });
    return { list: data?.category.collections, loading, error };
  };
  const { data, loading, error } = useQuery(CategoryCollectionsDocument, { variables: { id, page: 1, pageSize: MAX_PAGE_SIZE } });
  const direct = useQuery(ArtworksPageDocument, { variables: shelfArtworksVariables(id, 'category', 1) });
  const directWorks = direct.data?.artworks;
  const notFound = useRecordNotFound(error, loading);
  if (notFound) return <NotFoundPage />;
  const category = data?.category;
  return (
    <main>
      {category && (
        <Seo title={category.name} description={`Collections of ${category.name} at Sawa Art Studio.`} path={publicPath.categoryCollections(category.id)} />
      )}
      <PageHero eyebrow="Shop" title={category?.name ?? 'Collections'} />
      <section className="section container" aria-label="Collections">
        <Link to="/shop" className="text-link back-link">
          Back to the shop
        </Link>
        <QueryState loading={loading} error={error} />
        <ul className="shelf-grid">
          {category && (
            <EveryPage
              usePage={useCollectionsPage}
              renderItem={(collection) => (
                <ShelfCard
                  key={collection.id}
                  to={publicPath.shelfArtworks(collection.id)}
                  name={collection.name}
                  image={collection.image}
                  artworkCount={collection.artworkCount}
                  headingLevel={2}
                />
              )}
            />
          )}
        </ul>
      </section>
      {category && directWorks && directWorks.totalItems > 0 && (
        <section className="section container" aria-labelledby="category-works">
          <h2 id="category-works">More {category.name}</h2>
          <ArtworkGrid artworks={directWorks.items} headingLevel={3} />
          {directWorks.totalItems > PAGE_SIZES.shopArtworks && (
            <Link to={publicPath.shelfArtworks(category.id)} className="button button--ghost">
              See all {directWorks.totalItems} works
            </Link>
          )}
        </section>
      )}
    </main>
  );
}
