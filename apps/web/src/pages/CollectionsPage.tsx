import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE, publicPath } from '@sawa/shared/domain';
import { isNotFound } from '../app/errors';
import { ShelfCard } from '../catalog/ShelfCard';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { CategoryCollectionsDocument, type CategoryCollectionsQuery } from '../gql/graphql';
import { EveryPage, type UsePage } from '../components/EveryPage';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFoundPage';

type CollectionItem = NonNullable<CategoryCollectionsQuery['category']>['collections']['items'][number];

/** Every collection of the category, page after page of the API's largest page. */
export function CollectionsPage() {
  const { id = '' } = useParams();
  const useCollectionsPage: UsePage<CollectionItem> = (page, pageSize) => {
    const { data, loading, error } = useQuery(CategoryCollectionsDocument, { variables: { id, page, pageSize } });
    return { list: data?.category.collections, loading, error };
  };
  const { data, loading, error } = useQuery(CategoryCollectionsDocument, { variables: { id, page: 1, pageSize: MAX_PAGE_SIZE } });
  if (isNotFound(error)) return <NotFoundPage />;
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
    </main>
  );
}
