/**
 * The site's pages, declared once. Each row says what kind of page a path is and how the server, the
 * sitemap, the access log and analytics treat it; the web's routes use the same patterns. Adding a
 * public page is one row here plus one route object in apps/web (app/App.tsx).
 *
 * `matchSiteRoute` reads a path as react-router does (percent-escapes decoded, letters matched without
 * regard to case, trailing slashes ignored), so every spelling the browser renders as a page is
 * classified as that page: `/ORDER/x` and `/%6Frder/x` are the private order page here as there.
 */

/** public: any visitor sees the same page. private: the address holds the key (order number, visit reference). back-office: staff only. */
export type PageKind = 'public' | 'private' | 'back-office';

/** static: listed in the sitemap as it is (or as each of `staticPaths`); per-record: one entry per record, built from the database; none: never listed. */
export type SitemapListing = 'static' | 'per-record' | 'none';

export interface SiteRoute {
  /** react-router pattern: `:name` is one segment, a final `*` the rest of the path. */
  readonly path: string;
  readonly kind: PageKind;
  readonly sitemap: SitemapListing;
  /** Whether one rendered answer may be kept and sent to every visitor (the public cache, shared caches). */
  readonly publiclyCacheable: boolean;
  /** A static page with a parameter: the paths the sitemap lists (the others are 404 pages). */
  readonly staticPaths?: readonly string[];
}

const page = (path: string, sitemap: SitemapListing = 'static', staticPaths?: readonly string[]): SiteRoute => ({
  path,
  kind: 'public',
  sitemap,
  publiclyCacheable: true,
  ...(staticPaths ? { staticPaths } : {}),
});
const privatePage = (path: string): SiteRoute => ({ path, kind: 'private', sitemap: 'none', publiclyCacheable: false });
const backOffice = (path: string): SiteRoute => ({ path, kind: 'back-office', sitemap: 'none', publiclyCacheable: false });

/** Every page of SPEC §2, in the order the sitemap lists the static ones. */
export const SITE_ROUTES = {
  home: page('/'),
  about: page('/about-sawa'),
  artists: page('/about-artists'),
  conservation: page('/conservation'),
  shop: page('/shop'),
  services: page('/services'),
  service: page('/services/:serviceId', 'static', ['/services/art-studio-rental', '/services/workshops-and-classes', '/services/framing-and-restoration']),
  commissions: page('/commissions'),
  contact: page('/contact'),
  legal: page('/sawa/:tab', 'static', ['/sawa/faq', '/sawa/privacy-policy', '/sawa/terms-and-conditions']),
  artist: page('/artistDetails/:artistId', 'per-record'),
  categoryCollections: page('/shop/:id/collections', 'per-record'),
  shelfArtworks: page('/shop/:id/artworks', 'per-record'),
  product: page('/product/:id', 'per-record'),
  cart: page('/cart', 'none'),
  checkout: page('/checkout', 'none'),
  /** The catalogue search (issue 26): `?q=` and its page and sort; never in the sitemap, `noindex, follow`. */
  search: page('/search', 'none'),
  order: privatePage('/order/:number'),
  visit: privatePage('/visit/:reference'),
  /** A buyer's shipping quote (issue 24): the secret in its link opens the quote and its checkout. */
  shippingQuote: privatePage('/shipping-quote/:token'),
  adminLogin: backOffice('/sawa-admin-login/*'),
  admin: backOffice('/admin/*'),
  notFound: page('*', 'none'),
} as const satisfies Record<string, SiteRoute>;

export type SiteRouteId = keyof typeof SITE_ROUTES;

/**
 * Addresses outside the website that also hold a key in their path (the API's order actions, the payment
 * sandbox's pages): the access log masks them as it masks the private pages. Matched as prefixes.
 */
export const SECRET_API_PATHS = ['/api/v1/orders/:number', '/sandbox/irembopay/pay/:id', '/sandbox/irembopay/payments/invoices/:id'] as const;

/** First path segments that belong to the API and its files, never to the website (compared as the router compares). */
const NOT_PAGE_SEGMENTS = new Set(['api', 'graphql', 'graphiql', 'uploads', 'health', 'assets', 'sandbox', 'sitemap.xml', 'robots.txt']);

/** The private pages' patterns. */
const PRIVATE_PATTERNS = Object.values<SiteRoute>(SITE_ROUTES)
  .filter((route) => route.kind === 'private')
  .map((route) => route.path);

/** Route patterns of the pages that show one record (react-router syntax), for the web's route objects. */
export const PUBLIC_ROUTES = {
  artist: SITE_ROUTES.artist.path,
  categoryCollections: SITE_ROUTES.categoryCollections.path,
  shelfArtworks: SITE_ROUTES.shelfArtworks.path,
  product: SITE_ROUTES.product.path,
  order: SITE_ROUTES.order.path,
  visit: SITE_ROUTES.visit.path,
  shippingQuote: SITE_ROUTES.shippingQuote.path,
} as const;

/** The public pages that do not depend on data (SPEC §2), as the sitemap lists them. */
export const STATIC_PAGES: readonly string[] = Object.values<SiteRoute>(SITE_ROUTES).flatMap((route) =>
  route.sitemap === 'static' ? (route.staticPaths ?? [route.path]) : [],
);

/** A path's segments after the router's decoding: the whole path decoded at once, left as it came when an escape is malformed. */
function decodedSegments(pathname: string): { raw: string[]; decoded: string[] } {
  const raw = pathname.split('/').slice(1);
  try {
    return { raw, decoded: raw.map((segment) => decodeURIComponent(segment)) };
  } catch {
    return { raw, decoded: raw };
  }
}

interface Match {
  params: Record<string, string>;
  /** Indexes (in the path's segments) of the parameters' values. */
  paramAt: number[];
  /** Segments the pattern used (a prefix match leaves the rest). */
  length: number;
}

/**
 * Matches decoded segments against a pattern as react-router does: letters without regard to case, a
 * parameter is one non-empty segment, a final `*` takes the rest, trailing slashes are ignored.
 * `prefix`: the pattern may be followed by more segments.
 */
function matchSegments(pattern: string, segments: string[], prefix: boolean): Match | undefined {
  const parts =
    pattern === '*'
      ? ['*']
      : pattern
          .split('/')
          .slice(1)
          .filter((part, i, all) => part !== '' || i < all.length - 1);
  // Trailing slashes: empty segments at the end do not count.
  let end = segments.length;
  while (end > 0 && segments[end - 1] === '') end--;
  const params: Record<string, string> = {};
  const paramAt: number[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === '*') {
      params['*'] = segments.slice(i, end).join('/');
      return { params, paramAt, length: end };
    }
    if (i >= end) return undefined;
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      params[part.slice(1)] = segment;
      paramAt.push(i);
    } else if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  if (!prefix && end !== parts.length) return undefined;
  return { params, paramAt, length: parts.length };
}

/** react-router's ranking, simplified: static segments before parameters, parameters before a splat. */
function score(pattern: string): number {
  if (pattern === '*') return -1000;
  return pattern
    .split('/')
    .slice(1)
    .reduce((total, part) => total + (part === '*' ? -2 : part.startsWith(':') ? 3 : 10), 0);
}

const RANKED = (Object.entries(SITE_ROUTES) as [SiteRouteId, SiteRoute][]).sort(([, a], [, b]) => score(b.path) - score(a.path));

export interface SiteRouteMatch {
  id: SiteRouteId;
  route: SiteRoute;
  /** The parameters as the page reads them (decoded). */
  params: Record<string, string>;
}

/** The page a path is, as the router would render it (a path no row names is the not-found page). */
export function matchSiteRoute(pathname: string): SiteRouteMatch {
  const { decoded } = decodedSegments(pathname);
  for (const [id, route] of RANKED) {
    const match = matchSegments(route.path, decoded, false);
    if (match) return { id, route, params: match.params };
  }
  return { id: 'notFound', route: SITE_ROUTES.notFound, params: {} };
}

/**
 * Whether a path's answer is someone's own: a private page, or any longer path under one (a 404 there
 * still names the key). Never publicly cached, masked in logs.
 */
export function isPrivatePath(pathname: string): boolean {
  const { decoded } = decodedSegments(pathname);
  return PRIVATE_PATTERNS.some((pattern) => matchSegments(pattern, decoded, true) !== undefined);
}

/** Whether a path belongs to the API or its files rather than to the website. */
export function isNotPage(pathname: string): boolean {
  const { decoded } = decodedSegments(pathname);
  const first = decoded[0]?.toLowerCase() ?? '';
  return NOT_PAGE_SEGMENTS.has(first) || (first.startsWith('sitemap-') && first.endsWith('.xml'));
}

/**
 * A path with the keys it holds replaced by `mask`: the parameters of a private page (or of a longer
 * path under one) and of the API's secret addresses. The other segments stay exactly as they came.
 */
export function maskPathSecrets(pathname: string, mask = '***'): string {
  const { raw, decoded } = decodedSegments(pathname);
  for (const pattern of [...PRIVATE_PATTERNS, ...SECRET_API_PATHS]) {
    const match = matchSegments(pattern, decoded, true);
    if (match) {
      const masked = [...raw];
      for (const at of match.paramAt) masked[at] = mask;
      return `/${masked.join('/')}`;
    }
  }
  return pathname;
}

/** A private page's path as analytics stores it: its pattern (`/order/:number`), never the key; other paths as they are. */
export function pathWithoutSecrets(pathname: string): string {
  const match = matchSiteRoute(pathname);
  return match.route.kind === 'private' ? match.route.path : pathname;
}

/** Fills a pattern's parameters, each one a percent-encoded segment. */
export function pathTo(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
