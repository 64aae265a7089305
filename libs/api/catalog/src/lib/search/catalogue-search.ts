import type { ArtFacetFilters, ArtSort } from '../art/art.params';

/** What a catalogue read asks: optional text, the filters, one sort, one page. */
export interface CatalogueQuery {
  /** Already checked by the caller's rule (catalogueSearchProblem); blank: no text. */
  text?: string;
  categoryId?: string;
  collectionId?: string;
  artistId?: string;
  /** The facets (AND across, OR within) and the year and price ranges; checked by ArtService (currency sold, values known). */
  filters?: ArtFacetFilters;
  /** 'relevance' without a text reads as 'newest'. */
  sort: ArtSort;
  /** TypeORM-style window (pageWindow): rows to skip and to take. */
  skip: number;
  take: number;
}

/** One page of matching works, by id in the page's order, and how many match over all pages. */
export interface CatalogueHits {
  ids: string[];
  totalItems: number;
}

/**
 * The one door to finding works (issue 26): every list of artworks, searched or not, public or back office, asks
 * this, and ArtService loads the works it names. The PostgreSQL implementation (PostgresCatalogueSearch) is the
 * only one today; a search engine (Meilisearch, Typesense) would be a second class answering the same question
 * from its own index, kept in step by a sync job (see docs/decisions.md for when that pays).
 *
 * An abstract class rather than an interface, so that it is also the Nest injection token.
 */
export abstract class CatalogueSearch {
  abstract find(query: CatalogueQuery): Promise<CatalogueHits>;
  /** Each facet's values with how many works a click on it would give: the other facets' filters applied, its own not. */
  abstract facets(query: Omit<CatalogueQuery, 'sort' | 'skip' | 'take'>): Promise<CatalogueFacets>;
}

/** The facets a catalogue page offers. */
export type FacetName = 'artists' | 'media' | 'availability' | 'sizeClasses' | 'orientations' | 'editionKinds';

/** One value: exact up to FACET_COUNT_LIMIT; beyond it, the limit and `more`. `label`: the artist's name. */
export interface FacetCount {
  value: string;
  label?: string;
  count: number;
  more: boolean;
}

/** The facets, and the years: each year with the count of a click on it (yearFrom = yearTo = it), the year range not applied. */
export type CatalogueFacets = Record<FacetName, FacetCount[]> & { years: FacetCount[] };

/** Counts are exact up to this ("more than 1,000" beyond it). */
export const FACET_COUNT_LIMIT = 1000;

/** At most this many years are listed in the year facet (the newest first). */
export const YEAR_FACET_MAX = 100;
