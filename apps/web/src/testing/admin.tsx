import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { ALL_PERMISSIONS, DEFAULT_SHOP_CURRENCY } from '@sawa/shared/domain';
import { ToastProvider } from '@sawa/web/ui';
import { SiteSettingsDocument } from '../gql/graphql';
import { ArtworkHistoryDocument, OrderHistoryDocument, VisitHistoryDocument } from '../admin/gql/graphql';
import { type Session, SessionContext } from '../admin/session';

/** Back-office screens in jsdom: the screen at its real route, Apollo answered by mocks, and where the router went. */

// jsdom has no object URLs: the forms' local previews get stand-ins.
let objectUrls = 0;
if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = () => `blob:preview-${++objectUrls}`;
  URL.revokeObjectURL = () => undefined;
}

/** Shows the current path, so a test can see the redirect to a list or the Cancel destination. */
function WhereAmI() {
  const location = useLocation();
  return (
    <>
      <p hidden data-testid="location">
        {location.pathname}
      </p>
      <p hidden data-testid="search">
        {location.search}
      </p>
    </>
  );
}

/** The site settings the back office reads (the shop's currency), as the server answers them by default. */
function withSiteSettings(cache: InMemoryCache): InMemoryCache {
  cache.writeQuery({
    query: SiteSettingsDocument,
    data: {
      site: {
        name: 'Sawa Art Studio',
        email: 'studio@sawa.example',
        phone: null,
        address: 'Musanze, Rwanda',
        mapUrl: 'https://www.openstreetmap.org/search?query=Musanze%2C%20Rwanda',
        url: 'http://localhost:3000',
        paymentsSimulated: false,
        paymentsAvailable: true,
        shopCurrency: DEFAULT_SHOP_CURRENCY,
        currencies: ['USD', 'RWF'],
        displayCurrency: 'USD',
        social: [],
      },
    },
  });
  return cache;
}

/** The same cache rules as the app's client (apps/web/src/app/apollo.ts) that matter to the back office. */
export const adminCache = () =>
  withSiteSettings(
    new InMemoryCache({
      typePolicies: {
        Artwork: { keyFields: ['id'] },
        Artist: { keyFields: ['id'] },
        Collection: { keyFields: ['id'] },
        Category: { keyFields: ['id'] },
        Query: { fields: { artworks: { keyArgs: ['filter', 'sort', 'page', 'pageSize'] } } },
      },
    }),
  );

/** A signed-in Owner: what a back-office screen sees unless a test says otherwise (`session`). */
export const OWNER: NonNullable<Session['admin']> = {
  id: 'owner-1',
  userName: 'studio',
  email: null,
  displayName: 'Studio owner',
  roles: ['owner'] as NonNullable<Session['admin']>['roles'],
  permissions: ALL_PERMISSIONS,
  twoStepEnabled: true,
  twoStepRequired: true,
};

/** A fixed session for screens rendered alone (AdminLogin and AdminArea bring their own SessionProvider, which wins). */
const sessionOf = (admin: Session['admin']): Session => ({ admin, loading: false, signIn: () => Promise.resolve(), signOut: () => Promise.resolve() });

/** An empty history for every artwork, order and visit (the panels that edit forms and sales pages show), unless a test mocks one. */
const EMPTY_HISTORIES: MockLink.MockedResponse[] = [
  { query: ArtworkHistoryDocument, field: 'artworkHistory' },
  { query: OrderHistoryDocument, field: 'orderHistory' },
  { query: VisitHistoryDocument, field: 'visitHistory' },
].map(({ query, field }) => ({
  request: { query, variables: () => true },
  result: { data: { [field]: { __typename: 'AuditEntryList', totalItems: 0, items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

export function renderAdmin(
  path: string,
  routes: Record<string, ReactElement>,
  { mocks = [], cache = adminCache(), session = OWNER }: { mocks?: MockLink.MockedResponse[]; cache?: InMemoryCache; session?: Session['admin'] } = {},
) {
  // A data router, as in the browser (entry-client.tsx): what the back office's forms need to ask before leaving (useBlocker).
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <WhereAmI />
            <Routes>
              {Object.entries(routes).map(([routePath, element]) => (
                <Route key={routePath} path={routePath} element={element} />
              ))}
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MockedProvider mocks={[...mocks, ...EMPTY_HISTORIES]} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
      <SessionContext.Provider value={sessionOf(session)}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionContext.Provider>
    </MockedProvider>,
  );
  return {
    ...view,
    cache,
    router,
    location: () => view.getByTestId('location').textContent,
    /** The address's query string ('?page=2&q=amani'), '' when none. */
    search: () => view.getByTestId('search').textContent,
  };
}

/** Bytes that the server (and the form's own check) take for a PNG, and bytes that are no image at all. */
export const pngFile = (name = 'picture.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], name, { type: 'image/png' });
export const notAnImage = (name = 'notes.png') => new File(['plain text, not a picture'], name, { type: 'image/png' });

export const thumb = (name: string) => ({ __typename: 'Image' as const, url: `/uploads/${name}.jpg`, width: 1600, height: 1200 });

/** The text of a status banner or alert, without its dismiss button. */
export const bannerText = (element: HTMLElement) => (element.querySelector('.notice__body') ?? element).textContent;

/** The label of a field, marked required or not (SPEC §5 marks). */
export const isMarkedRequired = (label: HTMLElement) => Boolean(label.querySelector('.required'));
