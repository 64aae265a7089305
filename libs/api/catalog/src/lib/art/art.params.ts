import type { Availability, EditionKindFacet, EditionShipping, Medium, Orientation, ShipsWithin, SizeClass } from '@sawa/shared/domain';
import type { PageInput } from '@sawa/api/common';

/** One edition row of an artwork write (art.input.ts checks it; edition-plan.ts matches it to the stored editions). */
export interface EditionInput {
  /** The edition this row edits; without it, the row is matched by type (see edition-plan.ts). */
  id?: string | null;
  type: string;
  /** The dollar price: exact decimal string, at most two fraction digits. */
  price: string;
  /** The prices in the other currencies from now on; undefined/null: kept while the dollar price is, else from the studio's rate (see edition-prices.ts). */
  prices?: { currency: string; amount: string }[] | null;
  /** A limited print's size; null makes it an open edition; undefined keeps it (new prints: open). An original is always 1. */
  editionSize?: number | null;
  /** Units kept back from the shop (an original: 1 = not for sale); undefined keeps it. */
  withheld?: number;
  /** How it reaches a buyer (issue 24); undefined keeps it (new: pickup on, an original on quote, a print the flat rate, anywhere). */
  pickup?: boolean;
  shipping?: EditionShipping;
  shipsWithin?: ShipsWithin;
  /** Its shipping weight in kg (exact decimal text); null: not known; undefined keeps it. */
  weightKg?: string | null;
}

/**
 * The fields of an artwork an admin writes, as the service takes them (the input contract in
 * art.input.ts, without its files). Exactly one of categoryId/collectionId.
 */
export interface ArtInput {
  /** Blank or null: "Untitled". */
  name?: string | null;
  productCode: string;
  description: string;
  size: string;
  material: string;
  /** The structured attributes (issue 26); null clears one, undefined leaves it (new works: none). Dimensions are cm text ("42.5"). */
  medium?: Medium | null;
  widthCm?: string | null;
  heightCm?: string | null;
  depthCm?: string | null;
  year?: number | null;
  /** Legacy REST only: units for sale over the editions with a limit (see applyLegacyQuantity). */
  quantity?: number;
  artistId: string;
  categoryId?: string | null;
  collectionId?: string | null;
  editions: EditionInput[];
  /** This work's own conservation share (exact percent text, 0 to 100); null: the studio's default; undefined: unchanged (new works: the default). */
  conservationPercent?: string | null;
  /** The version the writer loaded; an older one than the artwork's is refused (409). */
  version?: number;
  /**
   * Update only: the current gallery images to keep, by their address (`/uploads/….jpg`, as both doors read
   * them), in the order wanted; the others are deleted and new images go after them. Undefined: new images
   * replace the whole gallery, and none leave it as it is (what legacy clients do).
   */
  keepImages?: string[];
}

/** relevance: best match first when there is a search text, else newest. Every sort ends with the id, so pages never overlap. */
export type ArtSort = 'relevance' | 'newest' | 'oldest' | 'name' | 'priceAscending' | 'priceDescending' | 'yearDescending' | 'yearAscending';

/**
 * The catalogue's filters (issue 26 item 2): AND across facets, OR within one (a list is "any of these").
 * Prices are in `currency` (a currency the shop sells in), against each work's lowest price for sale in it.
 */
export interface ArtFacetFilters {
  artistIds?: string[];
  media?: Medium[];
  availability?: Availability[];
  sizeClasses?: SizeClass[];
  orientations?: Orientation[];
  editionKinds?: EditionKindFacet[];
  yearFrom?: number;
  yearTo?: number;
  currency?: string;
  /** Exact decimal text in `currency`. */
  priceMin?: string;
  priceMax?: string;
}

export interface ArtListInput extends PageInput, ArtFacetFilters {
  categoryId?: string;
  collectionId?: string;
  artistId?: string;
  sort?: ArtSort;
}

/** Files of an artwork form: a new cover replaces the old one; new gallery images replace the gallery, or join the images kept (keepImages). */
export interface ArtFiles {
  cover?: import('@sawa/api/common').UploadedImage;
  images?: import('@sawa/api/common').UploadedImage[];
}

export { MAX_GALLERY_IMAGES } from '@sawa/shared/domain';
/** Editions of one artwork (an original and its print sizes): a bound on what one artwork makes every list build. */
export const MAX_EDITIONS = 10;
export const UNTITLED = 'Untitled';
