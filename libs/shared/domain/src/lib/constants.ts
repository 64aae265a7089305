/** Business constants of SPEC §9, shared by the API and the web client. */

/** Browser storage keys (SPEC §3, §9). */
export const STORAGE_KEYS = { jwt: 'jwt', cart: 'cart' } as const;

/** The default edition type; an Original Art Work is a single piece (one per cart). */
export const ORIGINAL_ART_WORK = 'Original Art Work';

export const PAGE_SIZES = {
  shopArtworks: 9,
  otherWorks: 9,
  /** The Works grid of an artist's page. */
  artistWorks: 9,
  adminArtists: 10,
  adminTeamMembers: 10,
  adminCategories: 10,
  adminCollections: 10,
  adminArts: 8,
} as const;

/** Hard cap on any list page size requested by a client. */
export const MAX_PAGE_SIZE = 100;

export const TIMINGS = {
  adminRedirectMs: 2000,
  toastAutoCloseMs: 5000,
  artListLoadingHoldMs: 1000,
  /** The home hero's heading fades up over this long (SPEC §9 'banner animation'). */
  bannerAnimationMs: 2000,
  /** Sections reveal as they scroll into view (SPEC §9: 400-1000 ms). */
  sectionAnimationMs: 600,
  /** Paging a list scrolls back to its top this fast (SPEC §9). */
  scrollAnimationMs: 100,
} as const;

export const TERMS_EFFECTIVE_DATE = '2024-7-15';

export const STUDIO = {
  name: 'Sawa Art Studio',
  shortName: 'SAWA',
  tagline: 'Protecting wildlife through art',
  founded: 2023,
  city: 'Musanze',
  country: 'Rwanda',
} as const;
