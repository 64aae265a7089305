import { lazy, Suspense, type ReactElement } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { createContext, Outlet, ScrollRestoration, type LoaderFunction, type RouteObject, type RouterContextProvider } from 'react-router';
import { ToastProvider } from '@sawa/web/ui';
import { MAX_PAGE_SIZE, PAGE_SIZES, SITE_ROUTES, type SiteRouteId } from '@sawa/shared/domain';
import {
  ArtistDetailsDocument,
  ArtistsDocument,
  ArtworkDocument,
  ArtworksPageDocument,
  CategoryCollectionsDocument,
  ConservationTotalsDocument,
  HomeArtistsDocument,
  OrderStatusDocument,
  ShippingQuoteDocument,
  RecentArtworksDocument,
  RelatedArtworksDocument,
  ReturnPoliciesDocument,
  VatDisplayDocument,
  SearchArtworksDocument,
  ShelfDocument,
  ShopCategoriesDocument,
  SiteSettingsDocument,
  TeamMembersDocument,
  VisitDocument,
} from '../gql/graphql';
import { CartProvider } from '../cart/CartProvider';
import { Layout } from '../layout/Layout';
import { AboutPage } from '../pages/AboutPage';
import { ArtistDetailsPage } from '../pages/ArtistDetailsPage';
import { ArtistsPage } from '../pages/ArtistsPage';
import { CartPage } from '../pages/CartPage';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { OrderPage } from '../checkout/OrderPage';
import { ShippingQuotePage } from '../checkout/ShippingQuotePage';
import { VisitPage } from '../booking/VisitPage';
import { CollectionsPage } from '../pages/CollectionsPage';
import { CommissionsPage } from '../pages/CommissionsPage';
import { ContactPage } from '../pages/ContactPage';
import { ConservationPage } from '../pages/ConservationPage';
import { HomePage } from '../pages/HomePage';
import { LegalPage } from '../pages/LegalPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProductPage } from '../pages/ProductPage';
import { ServicePage } from '../pages/ServicePage';
import { ServicesPage } from '../pages/ServicesPage';
import { ShelfArtworksPage, shelfArtworksVariables, shelfScope } from '../pages/ShelfArtworksPage';
import { SearchPage } from '../pages/SearchPage';
import { searchable, searchState, searchVariables } from '../search/search-state';
import { browseState, browseVariables } from '../search/catalogue-filters';
import { SHOP_SCOPE, ShopPage } from '../pages/ShopPage';
import { PageViews } from './PageViews';
import '../styles/global.css';
import '../styles/pages.css';

/** Runs one of a page's queries; never rejects (a failure is an answer the page shows, as its useQuery reports it). */
export type RunQuery = <TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<{ data?: TData }>;

/** How the route loaders run the page's queries: the server render's executor (entry-server.tsx) or the browser's Apollo client (entry-client.tsx). */
export interface PageQueries {
  run: RunQuery;
  /** The server renders once every query of the page has answered; the browser shows the page at once, its hooks taking the answers as they arrive. */
  waitForAnswers: boolean;
}
export const pageQueries = createContext<PageQueries>();

/** The queries a page runs on its first render, with the variables it reads (the components' useQuery then find them answered). */
type PageData = (run: RunQuery, params: Record<string, string | undefined>, search: URLSearchParams) => Promise<unknown>;

/** A route's loader: starts the page's queries; the page reads their answers through Apollo (the loader's own value is nothing). */
function loaderOf(data: PageData): LoaderFunction<Readonly<RouterContextProvider>> {
  return ({ params, request, context }) => {
    const { run, waitForAnswers } = context.get(pageQueries);
    const answered = data(run, params, new URL(request.url).searchParams);
    return waitForAnswers ? answered.then(() => null) : null;
  };
}

/** A page of the site: what it renders, and the queries of its first render when it has data. */
interface SitePage {
  element: ReactElement;
  data?: PageData;
}

/** The page each row of the route manifest (site-routes.ts) renders inside the site's layout: one entry per public or private page. */
export const SITE_PAGES: Record<Exclude<SiteRouteId, 'admin' | 'adminLogin'>, SitePage> = {
  home: { element: <HomePage />, data: (run) => Promise.all([run(RecentArtworksDocument, { limit: 6 }), run(HomeArtistsDocument, {})]) },
  about: { element: <AboutPage />, data: (run) => run(TeamMembersDocument, { page: 1, pageSize: MAX_PAGE_SIZE }) },
  conservation: { element: <ConservationPage />, data: (run) => run(ConservationTotalsDocument, {}) },
  artists: { element: <ArtistsPage />, data: (run) => run(ArtistsDocument, { page: 1, pageSize: MAX_PAGE_SIZE }) },
  artist: {
    element: <ArtistDetailsPage />,
    data: async (run, p, search) => {
      const scope = { artistId: p['artistId'] ?? '' };
      const { data } = await run(ArtistDetailsDocument, { id: scope.artistId });
      const state = browseState(search, scope);
      if (data?.artist && !state.filters.problem) await run(SearchArtworksDocument, browseVariables(scope, state, PAGE_SIZES.artistWorks));
    },
  },
  shop: {
    element: <ShopPage />,
    data: (run, _p, search) => {
      const state = browseState(search, SHOP_SCOPE);
      return Promise.all([
        run(ShopCategoriesDocument, { page: 1, pageSize: MAX_PAGE_SIZE }),
        state.filters.problem ? null : run(SearchArtworksDocument, browseVariables(SHOP_SCOPE, state, PAGE_SIZES.shopArtworks)),
      ]);
    },
  },
  categoryCollections: {
    element: <CollectionsPage />,
    data: (run, p) =>
      Promise.all([
        run(CategoryCollectionsDocument, { id: p['id'] ?? '', page: 1, pageSize: MAX_PAGE_SIZE }),
        run(ArtworksPageDocument, shelfArtworksVariables(p['id'] ?? '', 'category', 1)),
      ]),
  },
  shelfArtworks: {
    element: <ShelfArtworksPage />,
    data: async (run, p, search) => {
      const id = p['id'] ?? '';
      const { data } = await run(ShelfDocument, { id });
      const scope = data?.shelf ? shelfScope(id, data.shelf.kind) : undefined;
      const state = scope && browseState(search, scope);
      if (scope && state && !state.filters.problem) await run(SearchArtworksDocument, browseVariables(scope, state, PAGE_SIZES.shopArtworks));
    },
  },
  product: {
    element: <ProductPage />,
    data: (run, p) =>
      Promise.all([
        run(ArtworkDocument, { id: p['id'] ?? '' }),
        run(RelatedArtworksDocument, { artworkId: p['id'] ?? '', page: 1, pageSize: PAGE_SIZES.otherWorks }),
        run(ReturnPoliciesDocument, {}),
        run(VatDisplayDocument, {}),
      ]),
  },
  search: {
    element: <SearchPage />,
    data: async (run, _p, search) => {
      const state = searchState(search);
      if (searchable(state)) await run(SearchArtworksDocument, searchVariables(state));
    },
  },
  cart: { element: <CartPage /> },
  checkout: { element: <CheckoutPage />, data: (run) => run(VatDisplayDocument, {}) },
  order: { element: <OrderPage />, data: (run, p) => run(OrderStatusDocument, { number: p['number'] ?? '' }) },
  shippingQuote: { element: <ShippingQuotePage />, data: (run, p) => run(ShippingQuoteDocument, { token: p['token'] ?? '' }) },
  visit: { element: <VisitPage />, data: (run, p, search) => run(VisitDocument, { reference: p['reference'] ?? '', key: search.get('key') }) },
  services: { element: <ServicesPage /> },
  service: { element: <ServicePage /> },
  commissions: { element: <CommissionsPage /> },
  // The terms state the studio's return policy per kind of work.
  legal: { element: <LegalPage />, data: (run, p) => (p['tab'] === 'terms-and-conditions' ? run(ReturnPoliciesDocument, {}) : Promise.resolve()) },
  contact: { element: <ContactPage /> },
  notFound: { element: <NotFoundPage /> },
};

// The back office is its own chunk: a visitor's page never loads it.
const AdminLogin = lazy(() => import('../admin/AdminApp').then((m) => ({ default: m.AdminLogin })));
const AdminArea = lazy(() => import('../admin/AdminApp').then((m) => ({ default: m.AdminArea })));
const loading = <p className="admin-loading">Loading...</p>;

/** What every page has around it. ScrollRestoration renders nothing (no framework mode), so the server's markup and the browser's agree. */
function Root() {
  return (
    <ToastProvider>
      <CartProvider>
        <ScrollRestoration />
        <PageViews />
        <Outlet />
      </CartProvider>
    </ToastProvider>
  );
}

/**
 * Every route of SPEC §2, each at its manifest path: the one table the server's static handler and the browser's router
 * are made from. The layout's loader runs what it shows on every page (the studio's details); each page's runs its own.
 */
export const siteRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    children: [
      {
        id: 'adminLogin',
        path: SITE_ROUTES.adminLogin.path,
        element: (
          <Suspense fallback={loading}>
            <AdminLogin />
          </Suspense>
        ),
      },
      {
        id: 'admin',
        path: SITE_ROUTES.admin.path,
        element: (
          <Suspense fallback={loading}>
            <AdminArea />
          </Suspense>
        ),
      },
      {
        id: 'layout',
        element: <Layout />,
        loader: loaderOf((run) => run(SiteSettingsDocument, {})),
        children: (Object.keys(SITE_PAGES) as (keyof typeof SITE_PAGES)[]).map((id) => {
          const { element, data } = SITE_PAGES[id];
          return { id, path: SITE_ROUTES[id].path, element, loader: data && loaderOf(data) };
        }),
      },
    ],
  },
];
