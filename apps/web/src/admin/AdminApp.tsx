import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { type AccessRule, type Permission, permissionDenied, SIGNED_IN } from '@sawa/shared/domain';
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
import { PricesPage } from './shop/PricesPage';
import { ReturnPolicyPage } from './shop/ReturnPolicyPage';
import { TaxPage } from './shop/TaxPage';
import { ShippingRatesPage } from './shop/ShippingRatesPage';
import { ShippingQuotesPage } from './shop/ShippingQuotesPage';
import { OrdersPage } from './sales/OrdersPage';
import { Notice } from '@sawa/web/ui';
import { RequireAdmin, SessionProvider, useCan } from './session';
import { AcceptInvitationPage, ForgotPasswordPage, ResetPasswordPage } from './staff/AccountLinkPages';
import { AuditLogPage } from './staff/AuditLogPage';
import { ProfilePage } from './staff/ProfilePage';
import { StaffPage } from './staff/StaffPage';
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
 * `rule` is what the page's operations need (the server checks each one; the sidebar hides what the
 * person's roles cannot do, and such a page says so instead of failing).
 */
export const ADMIN_ROUTES: { path: string; element: ReactElement; nav?: string; rule: AccessRule }[] = [
  { path: PAGES.dashboard, element: <DashboardPage />, nav: 'Dashboard', rule: SIGNED_IN },
  { path: PAGES.add, element: <ChooserPage mode="add" />, nav: 'Add', rule: 'catalog.manage' },
  { path: PAGES.view, element: <ChooserPage mode="view" />, nav: 'View', rule: 'catalog.manage' },
  ...(Object.keys(ENTITIES) as EntityKey[]).flatMap((key) => [
    { path: ENTITIES[key].routes.add, element: FORMS[key], rule: 'catalog.manage' as const },
    { path: ENTITIES[key].routes.view, element: LISTS[key], rule: 'catalog.manage' as const },
    { path: ENTITIES[key].routes.edit, element: FORMS[key], rule: 'catalog.manage' as const },
  ]),
  { path: PAGES.orders, element: <OrdersPage />, nav: 'Orders', rule: 'orders.read' },
  { path: PAGES.shippingQuotes, element: <ShippingQuotesPage />, nav: 'Shipping quotes', rule: 'orders.read' },
  { path: PAGES.visits, element: <BookingsPage />, nav: 'Studio visits', rule: 'visits.read' },
  { path: PAGES.visitCalendar, element: <VisitCalendarPage />, nav: 'Visit calendar', rule: 'visits.read' },
  { path: PAGES.visitSchedule, element: <VisitSchedulePage />, nav: 'Visit schedule', rule: 'visits.manage' },
  { path: PAGES.conservation, element: <ConservationLedgerPage />, nav: 'Conservation ledger', rule: 'ledger.read' },
  { path: PAGES.returnPolicy, element: <ReturnPolicyPage />, nav: 'Return policy', rule: 'settings.manage' },
  { path: PAGES.prices, element: <PricesPage />, nav: 'Prices and currencies', rule: 'settings.manage' },
  { path: PAGES.shippingRates, element: <ShippingRatesPage />, nav: 'Shipping rates', rule: 'settings.manage' },
  { path: PAGES.tax, element: <TaxPage />, nav: 'Tax', rule: 'settings.manage' },
  { path: PAGES.commissions, element: <CommissionsInboxPage />, nav: 'Commissions', rule: 'commissions.manage' },
  { path: PAGES.subscribers, element: <SubscribersPage />, nav: 'Subscribers', rule: 'newsletter.manage' },
  { path: PAGES.outbox, element: <OutboxPage />, nav: 'Outbox', rule: 'mail.manage' },
  { path: PAGES.privacy, element: <PrivacyRequestsPage />, nav: 'Privacy requests', rule: 'privacy.erase' },
  { path: PAGES.jobs, element: <BackgroundJobsPage />, nav: 'Background jobs', rule: 'jobs.manage' },
  { path: PAGES.staff, element: <StaffPage />, nav: 'Staff', rule: 'staff.manage' },
  { path: PAGES.audit, element: <AuditLogPage />, nav: 'Audit log', rule: 'audit.read' },
  { path: PAGES.profile, element: <ProfilePage />, nav: 'Your profile', rule: SIGNED_IN },
];

/** The sidebar: one link per area (each with the rule its page needs). */
export const ADMIN_NAVIGATION = ADMIN_ROUTES.flatMap((route) => (route.nav ? [{ to: adminHref(route.path), label: route.nav, rule: route.rule }] : []));

/** A page the person's roles allow, or the server's own refusal, said at once. */
function Permitted({ rule, children }: { rule: AccessRule; children: ReactElement }) {
  const can = useCan();
  // Always true for SIGNED_IN: the guard around every page has a signed-in person.
  if (can(rule)) return children;
  return (
    <div className="admin-page">
      <Notice tone="error">{permissionDenied(rule as Permission)}</Notice>
    </div>
  );
}

/** /sawa-admin-login, and the pages of the mails' links beside it (outside the guard). */
export function AdminLogin() {
  return (
    <SessionProvider>
      <Routes>
        <Route index element={<LoginPage />} />
        <Route path="forgot" element={<ForgotPasswordPage />} />
        <Route path="reset" element={<ResetPasswordPage />} />
        <Route path="invitation" element={<AcceptInvitationPage />} />
        <Route path="*" element={<Navigate to="/sawa-admin-login" replace />} />
      </Routes>
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
            <Route key={route.path} path={route.path} element={<Permitted rule={route.rule}>{route.element}</Permitted>} />
          ))}
          <Route path="*" element={<Navigate to={PAGES.dashboard} replace />} />
        </Route>
      </Routes>
    </SessionProvider>
  );
}
