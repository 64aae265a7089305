import { matchPath } from 'react-router';
import { MAX_PAGE_SIZE, PAGE_SIZES, PUBLIC_ROUTES } from '@sawa/shared/domain';
import {
  ArtistDetailsDocument,
  ArtistsDocument,
  ArtworkDocument,
  ArtworksPageDocument,
  CategoryCollectionsDocument,
  ConservationTotalsDocument,
  HomeArtistsDocument,
  OrderStatusDocument,
  RecentArtworksDocument,
  RelatedArtworksDocument,
  ReturnPoliciesDocument,
  ShelfDocument,
  ShopCategoriesDocument,
  SiteSettingsDocument,
  TeamMembersDocument,
  VisitDocument,
} from '../gql/graphql';
import { pageParam } from '../components/page-param';
import { shelfArtworksVariables } from '../pages/ShelfArtworksPage';
import type { RunQuery } from '../ssr/server-answers';

type Params = Record<string, string | undefined>;
type Load = (run: RunQuery, params: Params, search: URLSearchParams) => Promise<unknown>;

/**
 * The queries each public page runs on its first render, with the same variables, so the server
 * runs them all before rendering and renders once (entry-server.tsx). It only saves time: a query
 * missing here is still found and run by the render (one more pass; the test of web-ssr.spec.ts
 * 'renders every public page in one pass' fails then). A query that fails here shows its error in
 * the render, as the page does in the browser.
 */
const ROUTE_DATA: [path: string, load: Load][] = [
  ['/', (run) => Promise.all([run(RecentArtworksDocument, { limit: 6 }), run(HomeArtistsDocument, {})])],
  ['/about-sawa', (run) => run(TeamMembersDocument, { page: 1, pageSize: MAX_PAGE_SIZE })],
  ['/conservation', (run) => run(ConservationTotalsDocument, {})],
  ['/about-artists', (run) => run(ArtistsDocument, { page: 1, pageSize: MAX_PAGE_SIZE })],
  [
    PUBLIC_ROUTES.artist,
    (run, p, search) => run(ArtistDetailsDocument, { id: p['artistId'] ?? '', page: pageParam(search), pageSize: PAGE_SIZES.artistWorks }),
  ],
  ['/shop', (run) => run(ShopCategoriesDocument, { page: 1, pageSize: MAX_PAGE_SIZE })],
  [
    PUBLIC_ROUTES.categoryCollections,
    async (run, p) => {
      const id = p['id'] ?? '';
      await Promise.all([
        run(CategoryCollectionsDocument, { id, page: 1, pageSize: MAX_PAGE_SIZE }),
        run(ArtworksPageDocument, shelfArtworksVariables(id, 'category', 1)),
      ]);
    },
  ],
  [
    PUBLIC_ROUTES.shelfArtworks,
    async (run, p, search) => {
      const id = p['id'] ?? '';
      const { data } = await run(ShelfDocument, { id });
      if (data?.shelf) await run(ArtworksPageDocument, shelfArtworksVariables(id, data.shelf.kind, pageParam(search)));
    },
  ],
  [
    PUBLIC_ROUTES.product,
    (run, p) =>
      Promise.all([
        run(ArtworkDocument, { id: p['id'] ?? '' }),
        run(RelatedArtworksDocument, { artworkId: p['id'] ?? '', page: 1, pageSize: PAGE_SIZES.otherWorks }),
        run(ReturnPoliciesDocument, {}),
      ]),
  ],
  [PUBLIC_ROUTES.order, (run, p) => run(OrderStatusDocument, { number: p['number'] ?? '' })],
  [PUBLIC_ROUTES.visit, (run, p, search) => run(VisitDocument, { reference: p['reference'] ?? '', key: search.get('key') })],
];

/** Runs what the page at `url` will ask for (and the footer's studio details, on every page). */
export async function prefetchRouteData(run: RunQuery, url: string): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const loads: Promise<unknown>[] = [run(SiteSettingsDocument, {})];
  for (const [path, load] of ROUTE_DATA) {
    const match = matchPath(path, pathname);
    if (match) {
      loads.push(load(run, match.params, searchParams));
      break;
    }
  }
  // A failure is an answer too: the render shows it.
  await Promise.allSettled(loads);
}
