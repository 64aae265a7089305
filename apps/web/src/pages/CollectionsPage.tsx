import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ResponsiveImage } from '@sawa/web/ui';
import { isNotFound } from '../app/errors';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { CategoryCollectionsDocument } from '../gql/graphql';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFoundPage';
import { SHELF_SIZES } from './ShopPage';

export function CollectionsPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(CategoryCollectionsDocument, { variables: { id } });
  if (isNotFound(error)) return <NotFoundPage />;
  const category = data?.category;
  return (
    <main>
      {category && <Seo title={category.name} description={`Collections of ${category.name} at Sawa Art Studio.`} path={`/shop/${category.id}/collections`} />}
      <PageHero eyebrow="Shop" title={category?.name ?? 'Collections'} />
      <section className="section container" aria-label="Collections">
        <Link to="/shop" className="text-link back-link">
          Back to the shop
        </Link>
        <QueryState loading={loading} error={error} />
        <ul className="shelf-grid">
          {category?.collections.map((collection) => (
            <li key={collection.id}>
              <Link to={`/shop/${collection.id}/artworks`} className="shelf">
                <ResponsiveImage image={collection.image} alt="" sizes={SHELF_SIZES} className="shelf__image" />
                <div className="shelf__text">
                  <h2 className="shelf__name">{collection.name}</h2>
                  <span className="shelf__count">
                    {collection.artworkCount} {collection.artworkCount === 1 ? 'work' : 'works'}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
