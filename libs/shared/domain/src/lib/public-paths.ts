import { pathTo, SITE_ROUTES } from './site-routes';

/**
 * The public site's addresses, written once: the web's links, its canonical URLs and JSON-LD, and the
 * API's sitemap, mails and payment returns all build them here, from the route manifest's patterns
 * (site-routes.ts). Paths are site-relative; prefix PUBLIC_URL for an absolute address.
 */

const paged = (path: string, page = 1) => (page > 1 ? `${path}?page=${page}` : path);

export const publicPath = {
  /** An artwork's page (SPEC §2: /product/{id}). */
  product: (artworkId: string) => pathTo(SITE_ROUTES.product.path, { id: artworkId }),
  /** An artist's profile and Works grid, at a page of its works. */
  artist: (artistId: string, page?: number) => paged(pathTo(SITE_ROUTES.artist.path, { artistId }), page),
  /** The artworks of a category or a collection, at a page. */
  shelfArtworks: (shelfId: string, page?: number) => paged(pathTo(SITE_ROUTES.shelfArtworks.path, { id: shelfId }), page),
  categoryCollections: (categoryId: string) => pathTo(SITE_ROUTES.categoryCollections.path, { id: categoryId }),
  /** Where the shop links a category: its collections when it has some, otherwise its works. */
  category: (categoryId: string, hasCollections: boolean) =>
    hasCollections ? publicPath.categoryCollections(categoryId) : publicPath.shelfArtworks(categoryId),
  /** The search page for a text, at a page and a sort (left out at their defaults: page 1, relevance). */
  search: (text: string, page = 1, sort?: string) => {
    const query = new URLSearchParams({ q: text });
    if (page > 1) query.set('page', String(page));
    if (sort && sort !== 'relevance') query.set('sort', sort);
    return `${SITE_ROUTES.search.path}?${query.toString()}`;
  },
  /** A buyer's live order page. */
  order: (orderNumber: string) => pathTo(SITE_ROUTES.order.path, { number: orderNumber }),
  /** A visitor's studio-visit page. */
  visit: (reference: string) => pathTo(SITE_ROUTES.visit.path, { reference }),
  /** A buyer's shipping quote (issue 24), by the secret of its link. */
  shippingQuote: (token: string) => pathTo(SITE_ROUTES.shippingQuote.path, { token }),
};
