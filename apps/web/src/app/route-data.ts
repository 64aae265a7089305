import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '@sawa/shared/domain';
import {
  ArtistDetailsDocument,
  ArtistsDocument,
  ArtworkDocument,
  ArtworksPageDocument,
  CategoryCollectionsDocument,
  HomeArtistsDocument,
  OrderStatusDocument,
  RecentArtworksDocument,
  RelatedArtworksDocument,
  ShelfDocument,
  ShopCategoriesDocument,
  SiteSettingsDocument,
  TeamMembersDocument,
  VisitDocument,
} from '../gql/graphql';
import { pageParam } from '../components/page-param';
import { shelfArtworksVariables } from '../pages/ShelfArtworksPage';

type Params = Record<string, string | undefined>;
type Load = (client: ApolloClient, params: Params, search: URLSearchParams) => Promise<unknown>;

/**
 * The queries each public page runs on its first render, with the same variables, so the server
 * fetches them all before rendering and renders once (entry-server.tsx). It only saves time: a query
 * missing here is still found and run by the render (one more pass; the test of web-ssr.spec.ts
 * 'renders every public page in one pass' fails then), and a query that fails here runs again in the
 * render, which shows its error as the page does in the browser.
 */
const ROUTE_DATA: [path: string, load: Load][] = [
  ['/', (c) => Promise.all([c.query({ query: RecentArtworksDocument, variables: { limit: 6 } }), c.query({ query: HomeArtistsDocument })])],
  ['/about-sawa', (c) => c.query({ query: TeamMembersDocument, variables: { page: 1, pageSize: MAX_PAGE_SIZE } })],
  ['/about-artists', (c) => c.query({ query: ArtistsDocument, variables: { page: 1, pageSize: MAX_PAGE_SIZE } })],
  [
    '/artistDetails/:artistId',
    (c, p, search) => c.query({ query: ArtistDetailsDocument, variables: { id: p['artistId'] ?? '', page: pageParam(search), pageSize: PAGE_SIZES.artistWorks } }),
  ],
  ['/shop', (c) => c.query({ query: ShopCategoriesDocument, variables: { page: 1, pageSize: MAX_PAGE_SIZE } })],
  ['/shop/:id/collections', (c, p) => c.query({ query: CategoryCollectionsDocument, variables: { id: p['id'] ?? '', page: 1, pageSize: MAX_PAGE_SIZE } })],
  [
    '/shop/:id/artworks',
    async (c, p, search) => {
      const id = p['id'] ?? '';
      const { data } = await c.query({ query: ShelfDocument, variables: { id } });
      if (data?.shelf) await c.query({ query: ArtworksPageDocument, variables: shelfArtworksVariables(id, data.shelf.kind, pageParam(search)) });
    },
  ],
  [
    '/product/:id',
    (c, p) =>
      Promise.all([
        c.query({ query: ArtworkDocument, variables: { id: p['id'] ?? '' } }),
        c.query({ query: RelatedArtworksDocument, variables: { artworkId: p['id'] ?? '', page: 1, pageSize: PAGE_SIZES.otherWorks } }),
      ]),
  ],
  ['/order/:number', (c, p) => c.query({ query: OrderStatusDocument, variables: { number: p['number'] ?? '' } })],
  ['/visit/:reference', (c, p) => c.query({ query: VisitDocument, variables: { reference: p['reference'] ?? '' } })],
];

/** Fetches into the client's cache what the page at `url` will ask for (and the footer's studio details, on every page). */
export async function prefetchRouteData(client: ApolloClient, url: string): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const loads: Promise<unknown>[] = [client.query({ query: SiteSettingsDocument })];
  for (const [path, load] of ROUTE_DATA) {
    const match = matchPath(path, pathname);
    if (match) {
      loads.push(load(client, match.params, searchParams));
      break;
    }
  }
  // A failure is left to the render, which runs the query again and shows the error as the page does.
  await Promise.allSettled(loads);
}
