/**
 * The public site's addresses, written once: the web's routes and links, its canonical URLs and
 * JSON-LD, and the API's sitemap, mails and payment returns all build them here. Paths are
 * site-relative; prefix PUBLIC_URL for an absolute address.
 */

/** Route patterns of the pages that show one record (react-router syntax). */
export const PUBLIC_ROUTES = {
  artist: '/artistDetails/:artistId',
  categoryCollections: '/shop/:id/collections',
  shelfArtworks: '/shop/:id/artworks',
  product: '/product/:id',
  order: '/order/:number',
  visit: '/visit/:reference',
} as const;

const segment = (value: string) => encodeURIComponent(value);
const paged = (path: string, page = 1) => (page > 1 ? `${path}?page=${page}` : path);

export const publicPath = {
  /** An artwork's page (SPEC §2: /product/{id}). */
  product: (artworkId: string) => `/product/${segment(artworkId)}`,
  /** An artist's profile and Works grid, at a page of its works. */
  artist: (artistId: string, page?: number) => paged(`/artistDetails/${segment(artistId)}`, page),
  /** The artworks of a category or a collection, at a page. */
  shelfArtworks: (shelfId: string, page?: number) => paged(`/shop/${segment(shelfId)}/artworks`, page),
  categoryCollections: (categoryId: string) => `/shop/${segment(categoryId)}/collections`,
  /** Where the shop links a category: its collections when it has some, otherwise its works. */
  category: (categoryId: string, hasCollections: boolean) =>
    hasCollections ? publicPath.categoryCollections(categoryId) : publicPath.shelfArtworks(categoryId),
  /** A buyer's live order page. */
  order: (orderNumber: string) => `/order/${segment(orderNumber)}`,
  /** A visitor's studio-visit page. */
  visit: (reference: string) => `/visit/${segment(reference)}`,
};

/** The public pages that do not depend on data (SPEC §2), as the sitemap lists them. */
export const STATIC_PAGES = [
  '/',
  '/about-sawa',
  '/about-artists',
  '/conservation',
  '/shop',
  '/services',
  '/services/art-studio-rental',
  '/services/workshops-and-classes',
  '/services/framing-and-restoration',
  '/commissions',
  '/contact',
  '/sawa/faq',
  '/sawa/privacy-policy',
  '/sawa/terms-and-conditions',
] as const;
