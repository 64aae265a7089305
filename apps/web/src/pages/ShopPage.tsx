import { useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE, publicPath, STUDIO } from '@sawa/shared/domain';
import { ShelfCard } from '../catalog/ShelfCard';
import { EveryPage, type UsePage } from '../components/EveryPage';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { ShopCategoriesDocument, type ShopCategoriesQuery } from '../gql/graphql';
import { Seo } from '../seo/Seo';

type CategoryItem = ShopCategoriesQuery['categories']['items'][number];

const useCategoriesPage: UsePage<CategoryItem> = (page, pageSize) => {
  const { data, loading, error } = useQuery(ShopCategoriesDocument, { variables: { page, pageSize } });
  return { list: data?.categories, loading, error };
};

/** Every category: page after page of the API's largest page, so the 101st shows too. */
export function ShopPage() {
  const { loading, error } = useCategoriesPage(1, MAX_PAGE_SIZE);
  return (
    <main>
      <Seo
        title="Shop"
        description={`Original paintings, limited prints and sculptures of African wildlife by the artists of ${STUDIO.name}, shipped worldwide.`}
        path="/shop"
      />
      <PageHero eyebrow="Shop" title="Art for your walls, support for the wild">
        <p>Originals are one of a kind; prints are limited editions signed by the artist. A share of every sale supports conservation.</p>
      </PageHero>
      <section className="section container" aria-labelledby="categories">
        <h2 id="categories">Browse by category</h2>
        <QueryState loading={loading} error={error} />
        <ul className="shelf-grid">
          <EveryPage
            usePage={useCategoriesPage}
            renderItem={(category) => (
              <ShelfCard
                key={category.id}
                to={publicPath.category(category.id, category.collections.totalItems > 0)}
                name={category.name}
                image={category.image}
                artworkCount={category.artworkCount}
                headingLevel={3}
              />
            )}
          />
        </ul>
      </section>
    </main>
  );
}
