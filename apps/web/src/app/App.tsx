import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { ToastProvider } from '@sawa/web/ui';
import { SITE_ROUTES, type SiteRouteId } from '@sawa/shared/domain';
import { CartProvider } from '../cart/CartProvider';
import { Layout } from '../layout/Layout';
import { AboutPage } from '../pages/AboutPage';
import { ArtistDetailsPage } from '../pages/ArtistDetailsPage';
import { ArtistsPage } from '../pages/ArtistsPage';
import { CartPage } from '../pages/CartPage';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { OrderPage } from '../checkout/OrderPage';
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
import { ShelfArtworksPage } from '../pages/ShelfArtworksPage';
import { ShopPage } from '../pages/ShopPage';
import { PageViews } from './PageViews';
import '../styles/global.css';
import '../styles/pages.css';

// The back office is its own chunk: a visitor's page never loads it.
const AdminLogin = lazy(() => import('../admin/AdminApp').then((m) => ({ default: m.AdminLogin })));
const AdminArea = lazy(() => import('../admin/AdminApp').then((m) => ({ default: m.AdminArea })));
const loading = <p className="admin-loading">Loading...</p>;

/** The page each row of the route manifest (site-routes.ts) renders inside the site's layout: one entry per public or private page. */
export const SITE_PAGES: Record<Exclude<SiteRouteId, 'admin' | 'adminLogin'>, ReactElement> = {
  home: <HomePage />,
  about: <AboutPage />,
  conservation: <ConservationPage />,
  artists: <ArtistsPage />,
  artist: <ArtistDetailsPage />,
  shop: <ShopPage />,
  categoryCollections: <CollectionsPage />,
  shelfArtworks: <ShelfArtworksPage />,
  product: <ProductPage />,
  cart: <CartPage />,
  checkout: <CheckoutPage />,
  order: <OrderPage />,
  visit: <VisitPage />,
  services: <ServicesPage />,
  service: <ServicePage />,
  commissions: <CommissionsPage />,
  legal: <LegalPage />,
  contact: <ContactPage />,
  notFound: <NotFoundPage />,
};

/** Every route of SPEC §2, each at its manifest path. */
export function App() {
  return (
    <ToastProvider>
      <CartProvider>
        <PageViews />
        <Routes>
          <Route
            path={SITE_ROUTES.adminLogin.path}
            element={
              <Suspense fallback={loading}>
                <AdminLogin />
              </Suspense>
            }
          />
          <Route
            path={SITE_ROUTES.admin.path}
            element={
              <Suspense fallback={loading}>
                <AdminArea />
              </Suspense>
            }
          />
          <Route element={<Layout />}>
            {(Object.keys(SITE_PAGES) as (keyof typeof SITE_PAGES)[]).map((id) => (
              <Route key={id} path={SITE_ROUTES[id].path} element={SITE_PAGES[id]} />
            ))}
          </Route>
        </Routes>
      </CartProvider>
    </ToastProvider>
  );
}
