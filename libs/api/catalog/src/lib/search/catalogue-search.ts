import type { ArtSort } from '../art/art.params';

/** What a catalogue read asks: optional text, the filters, one sort, one page. */
export interface CatalogueQuery {
  /** Already checked by the caller's rule (catalogueSearchProblem); blank: no text. */
  text?: string;
  categoryId?: string;
  collectionId?: string;
  artistId?: string;
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
}
