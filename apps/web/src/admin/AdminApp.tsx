import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './AdminLayout';
import { ChooserPage } from './ChooserPage';
import { ConservationLedgerPage } from './conservation/ConservationLedgerPage';
import { DashboardPage } from './DashboardPage';
import { ENTITIES, type EntityKey } from './entities';
import { ArtForm } from './forms/ArtForm';
import { ArtistForm, CategoryForm, CollectionForm, TeamMemberForm } from './forms/SimpleForms';
import { ArtistList, ArtList, CategoryList, CollectionList, MemberList } from './lists/lists';
import { LoginPage } from './LoginPage';
import { CommissionsInboxPage } from './messages/CommissionsInboxPage';
import { OutboxPage } from './messages/OutboxPage';
import { SubscribersPage } from './messages/SubscribersPage';
import { adminHref, PAGES } from './paths';
import { PrivacyRequestsPage } from './privacy/PrivacyRequestsPage';
import { BookingsPage } from './sales/BookingsPage';
import { OrdersPage } from './sales/OrdersPage';
import { RequireAdmin, SessionProvider } from './session';
import { BackgroundJobsPage } from './system/BackgroundJobsPage';
import { VisitCalendarPage } from './visits/VisitCalendarPage';
import { VisitSchedulePage } from './visits/VisitSchedulePage';
import './admin.css';

// The back office is its own bundle, loaded only on /sawa-admin-login and /admin/* (never in a visitor's first JavaScript).

const FORMS: Record<EntityKey, ReactElement> = {
  art: <ArtForm />,
  artists: <ArtistForm />,
  categories: <CategoryForm />,
  collections: <CollectionForm />,
  members: <TeamMemberForm />,
};

const LISTS: Record<EntityKey, ReactElement> = {
  art: <ArtList />,
  artists: <ArtistList />,
  categories: <CategoryList />,
  collections: <CollectionList />,
  members: <MemberList />,
};

/**
 * Every back-office route, once (paths from paths.ts and entities.ts, relative to /admin): the `<Route>`s
 * below and the sidebar's links (SPEC §2, those with a `nav` label, in this order) are both made from it.
 */
export const ADMIN_ROUTES: { path: string; element: ReactElement; nav?: string }[] = [
  { path: PAGES.dashboard, element: <DashboardPage />, nav: 'Dashboard' },
  { path: PAGES.add, element: <ChooserPage mode="add" />, nav: 'Add' },
  { path: PAGES.view, element: <ChooserPage mode="view" />, nav: 'View' },
  ...(Object.keys(ENTITIES) as EntityKey[]).flatMap((key) => [
    { path: ENTITIES[key].routes.add, element: FORMS[key] },
    { path: ENTITIES[key].routes.view, element: LISTS[key] },
    { path: ENTITIES[key].routes.edit, element: FORMS[key] },
  ]),
  { path: PAGES.orders, element: <OrdersPage />, nav: 'Orders' },
  { path: PAGES.visits, element: <BookingsPage />, nav: 'Studio visits' },
  { path: PAGES.visitCalendar, element: <VisitCalendarPage />, nav: 'Visit calendar' },
  { path: PAGES.visitSchedule, element: <VisitSchedulePage />, nav: 'Visit schedule' },
  { path: PAGES.conservation, element: <ConservationLedgerPage />, nav: 'Conservation ledger' },
  { path: PAGES.commissions, element: <CommissionsInboxPage />, nav: 'Commissions' },
  { path: PAGES.subscribers, element: <SubscribersPage />, nav: 'Subscribers' },
  { path: PAGES.outbox, element: <OutboxPage />, nav: 'Outbox' },
  { path: PAGES.privacy, element: <PrivacyRequestsPage />, nav: 'Privacy requests' },
  { path: PAGES.jobs, element: <BackgroundJobsPage />, nav: 'Background jobs' },
];

/** The sidebar: one link per area. */
export const ADMIN_NAVIGATION = ADMIN_ROUTES.flatMap((route) => (route.nav ? [{ to: adminHref(route.path), label: route.nav }] : []));

/** /sawa-admin-login. */
export function AdminLogin() {
  return (
    <SessionProvider>
      <LoginPage />
    </SessionProvider>
  );
}

/** Everything under /admin, behind the access guard. */
export function AdminArea() {
  return (
    <SessionProvider>
      <Routes>
        <Route
          element={
            <RequireAdmin>
              <AdminLayout navigation={ADMIN_NAVIGATION} />
            </RequireAdmin>
          }
        >
          <Route index element={<Navigate to={PAGES.dashboard} replace />} />
          {ADMIN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<Navigate to={PAGES.dashboard} replace />} />
        </Route>
      </Routes>
    </SessionProvider>
  );
}
