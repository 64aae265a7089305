import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE, PAGE_SIZES, publicPath, SITE_ROUTES, STUDIO } from '@sawa/shared/domain';
import { ShelfCard } from '../catalog/ShelfCard';
import { EveryPage, type UsePage } from '../components/EveryPage';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { ShopCategoriesDocument, type ShopCategoriesQuery } from '../gql/graphql';
import { BrowseWorks } from '../search/BrowseWorks';
import { browseState, type BrowseScope } from '../search/catalogue-filters';
import { Seo } from '../seo/Seo';

type CategoryItem = ShopCategoriesQuery['categories']['items'][number];

const useCategoriesPage: UsePage<CategoryItem> = (page, pageSize) => {
  const { data, loading, error } = useQuery(ShopCategoriesDocument, { variables: { page, pageSize } });
  return { list: data?.categories, loading, error };
};

/** The shop's works: the whole catalogue. */
export const SHOP_SCOPE: BrowseScope = {};

/**
 * Every category: page after page of the API's largest page, so the 101st shows too. Then the catalogue's filters over
 * every work (issue 26 item 2): once one is chosen, the works they give come first, 9 a page; a filtered address is
 * `noindex, follow`, canonical to /shop.
 */
export function ShopPage() {
  const { loading, error } = useCategoriesPage(1, MAX_PAGE_SIZE);
  const [params] = useSearchParams();
  const state = browseState(params, SHOP_SCOPE);
  const path = SITE_ROUTES.shop.path;
  const works = (
    <section className="section container" aria-labelledby="shop-works">
      <h2 id="shop-works">{state.filters.filtered ? 'Works' : 'Find a work'}</h2>
      <BrowseWorks
        path={path}
        scope={SHOP_SCOPE}
        state={state}
        pageSize={PAGE_SIZES.shopArtworks}
        pagesLabel="Artwork pages"
        emptyText="No works in the shop yet."
        listUnfiltered={false}
        headingLevel={3}
      />
    </section>
  );
  return (
    <main>
      <Seo
        title={state.filters.filtered && state.page > 1 ? `Shop, page ${state.page}` : 'Shop'}
        description={`Original paintings, limited prints and sculptures of African wildlife by the artists of ${STUDIO.name}, shipped worldwide.`}
        path={path}
        noindex={state.outOfIndex ? 'follow' : undefined}
      />
      <PageHero eyebrow="Shop" title="Art for your walls, support for the wild">
        <p>Originals are one of a kind; prints are limited editions signed by the artist. A share of every sale supports conservation.</p>
      </PageHero>
      {state.outOfIndex && works}
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
      {!state.outOfIndex && works}
    </main>
  );
}
