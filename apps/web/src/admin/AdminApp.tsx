import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './AdminLayout';
import { ChooserPage } from './ChooserPage';
import { ConservationLedgerPage } from './conservation/ConservationLedgerPage';
import { DashboardPage } from './DashboardPage';
import { ArtForm } from './forms/ArtForm';
import { ArtistForm, CategoryForm, CollectionForm, TeamMemberForm } from './forms/SimpleForms';
import { ArtistList, ArtList, CategoryList, CollectionList, MemberList } from './lists/lists';
import { LoginPage } from './LoginPage';
import { CommissionsInboxPage } from './messages/CommissionsInboxPage';
import { OutboxPage } from './messages/OutboxPage';
import { BackgroundJobsPage } from './system/BackgroundJobsPage';
import { SubscribersPage } from './messages/SubscribersPage';
import { PrivacyRequestsPage } from './privacy/PrivacyRequestsPage';
import { BookingsPage } from './sales/BookingsPage';
import { OrdersPage } from './sales/OrdersPage';
import { RequireAdmin, SessionProvider } from './session';
import './admin.css';

// The back office is its own bundle, loaded only on /sawa-admin-login and /admin/* (never in a visitor's first JavaScript).

/** /sawa-admin-login. */
export function AdminLogin() {
  return (
    <SessionProvider>
      <LoginPage />
    </SessionProvider>
  );
}

/** Everything under /admin (its paths here are relative to it), behind the access guard. */
export function AdminArea() {
  return (
    <SessionProvider>
      <Routes>
        <Route
          element={
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          }
        >
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="add" element={<ChooserPage mode="add" />} />
          <Route path="add/art" element={<ArtForm />} />
          <Route path="add/artist" element={<ArtistForm />} />
          <Route path="add/collection" element={<CollectionForm />} />
          <Route path="add/categorie" element={<CategoryForm />} />
          <Route path="add/member" element={<TeamMemberForm />} />
          <Route path="view" element={<ChooserPage mode="view" />} />
          <Route path="view/art" element={<ArtList />} />
          <Route path="view/artists" element={<ArtistList />} />
          <Route path="view/collections" element={<CollectionList />} />
          <Route path="view/categories" element={<CategoryList />} />
          <Route path="view/members" element={<MemberList />} />
          <Route path="edit/art/:id" element={<ArtForm />} />
          <Route path="edit/artist/:id" element={<ArtistForm />} />
          <Route path="edit/collections/:id" element={<CollectionForm />} />
          <Route path="edit/category/:id" element={<CategoryForm />} />
          <Route path="edit/team/:id" element={<TeamMemberForm />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="visits" element={<BookingsPage />} />
          <Route path="conservation" element={<ConservationLedgerPage />} />
          <Route path="commissions" element={<CommissionsInboxPage />} />
          <Route path="subscribers" element={<SubscribersPage />} />
          <Route path="outbox" element={<OutboxPage />} />
          <Route path="privacy" element={<PrivacyRequestsPage />} />
          <Route path="jobs" element={<BackgroundJobsPage />} />
          <Route path="*" element={<Navigate to="dashboard" replace />} />
        </Route>
      </Routes>
    </SessionProvider>
  );
}
