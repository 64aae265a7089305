import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ToastProvider } from '@sawa/web/ui';
import { PUBLIC_ROUTES } from '@sawa/shared/domain';
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

/** Every public route of SPEC §2. */
export function App() {
  return (
    <ToastProvider>
      <CartProvider>
        <PageViews />
        <Routes>
          <Route
            path="/sawa-admin-login/*"
            element={
              <Suspense fallback={loading}>
                <AdminLogin />
              </Suspense>
            }
          />
          <Route
            path="/admin/*"
            element={
              <Suspense fallback={loading}>
                <AdminArea />
              </Suspense>
            }
          />
          <Route element={<Layout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/about-sawa" element={<AboutPage />} />
            <Route path="/conservation" element={<ConservationPage />} />
            <Route path="/about-artists" element={<ArtistsPage />} />
            <Route path={PUBLIC_ROUTES.artist} element={<ArtistDetailsPage />} />
            <Route path="/shop" element={<ShopPage />} />
            <Route path={PUBLIC_ROUTES.categoryCollections} element={<CollectionsPage />} />
            <Route path={PUBLIC_ROUTES.shelfArtworks} element={<ShelfArtworksPage />} />
            <Route path={PUBLIC_ROUTES.product} element={<ProductPage />} />
            <Route path="/cart" element={<CartPage />} />
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path={PUBLIC_ROUTES.order} element={<OrderPage />} />
            <Route path={PUBLIC_ROUTES.visit} element={<VisitPage />} />
            <Route path="/services" element={<ServicesPage />} />
            <Route path="/services/:serviceId" element={<ServicePage />} />
            <Route path="/commissions" element={<CommissionsPage />} />
            <Route path="/sawa/:tab" element={<LegalPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </CartProvider>
    </ToastProvider>
  );
}
