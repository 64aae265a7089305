import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ArtSort } from '../art/art.params';
import type { ArtFacetFilters } from '../art/art.params';
import { CatalogueFacets, CatalogueHits, CatalogueQuery, CatalogueSearch, FACET_COUNT_LIMIT, FacetCount, FacetName, YEAR_FACET_MAX } from './catalogue-search';

/** Close spellings join the exact matches only when fewer than this many works match exactly. */
export const FEW_EXACT_MATCHES = 5;
/**
 * How alike a close spelling must be (pg_trgm's word_similarity, 0 to 1): "elefant" ~ "Elephant" is 0.42,
 * "girafe" ~ "Giraffes" 0.71, an unrelated title below 0.2.
 */
export const CLOSE_SPELLING_THRESHOLD = 0.4;
/** At most this many words of a search text are searched for. */
const MAX_WORDS = 8;

/** "Éléphant  d'or" -> "Éléphant:* & d:* & or:*": every word, as a prefix (search while typing); null: no word. */
export function prefixQuery(text: string | undefined): string | null {
  const words = text?.match(/[\p{L}\p{N}]+/gu);
  return words?.length
    ? words
        .slice(0, MAX_WORDS)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/**
 * The catalogue search on PostgreSQL (issue 26), indexed so that it does not read the whole table:
 * - words: the stored document `art.search_vector` (name and product code over description, accents and case
 *   folded by sawa_fold) and the artist's folded name, each word a prefix (GIN indexes art_search_idx,
 *   artist_name_search_idx);
 * - close spellings, when fewer than FEW_EXACT_MATCHES works match the words: pg_trgm's word similarity of the
 *   folded text to the folded title or artist name (GIN trigram indexes art_name_trgm_idx, artist_name_trgm_idx),
 *   after the exact matches. Whether they join depends on the text and the filters only, never on the page, so
 *   the count and the pages agree.
 */
type Param = (value: unknown) => string;

/** Per facet, the SQL that keeps a work when one of the chosen values matches (OR within the facet). */
const FACET_SQL: Record<FacetName, { column: string; match: (p: string) => string; type: string }> = {
  artists: { column: 'a.artist_id::text', match: (p) => `a.artist_id = ANY (${p}::uuid[])`, type: 'uuid' },
  media: { column: 'a.medium', match: (p) => `a.medium = ANY (${p}::text[])`, type: 'text' },
  availability: { column: 'a.availability', match: (p) => `a.availability = ANY (${p}::text[])`, type: 'text' },
  sizeClasses: { column: 'a.size_class', match: (p) => `a.size_class = ANY (${p}::text[])`, type: 'text' },
  orientations: { column: 'a.orientation', match: (p) => `a.orientation = ANY (${p}::text[])`, type: 'text' },
  // A work offers several kinds: it counts under each.
  editionKinds: { column: 'k.kind', match: (p) => `a.edition_kinds && ${p}::text[]`, type: 'text' },
};
const FACETS = Object.keys(FACET_SQL) as FacetName[];
const FACET_FIELD: Record<FacetName, keyof ArtFacetFilters> = {
  artists: 'artistIds',
  media: 'media',
  availability: 'availability',
  sizeClasses: 'sizeClasses',
  orientations: 'orientations',
  editionKinds: 'editionKinds',
};
/** At most this many artists are listed in the artist facet (the most works first). */
const ARTIST_FACET_MAX = 50;

interface Relevance {
  exact: string;
  rank: string;
  similarity: string | null;
}

/**
 * The catalogue search on PostgreSQL (issue 26), indexed so that it does not read the whole table:
 * - words: the stored document `art.search_vector` (name and product code over description, accents and case
 *   folded by sawa_fold) and the artist's folded name, each word a prefix (GIN indexes art_search_idx,
 *   artist_name_search_idx);
 * - close spellings, when fewer than FEW_EXACT_MATCHES works of the page's scope (its category, collection or
 *   artist) match the words: pg_trgm's word similarity of the folded text to the folded title or artist name (GIN
 *   trigram indexes art_name_trgm_idx, artist_name_trgm_idx), after the exact matches. Whether they join depends on
 *   the text and the scope only, never on the facets or the page, so the counts, the facets' counts and the pages agree;
 * - facets and ranges on the columns the database keeps on the work (migration ArtworkAttributes), each indexed;
 *   the price sorts on the stored key (art_price_sort_idx), never reading the editions.
 */
@Injectable()
export class PostgresCatalogueSearch extends CatalogueSearch {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(query: CatalogueQuery): Promise<CatalogueHits> {
    return this.within(query, async (manager, params, param, scope, relevance) => {
      const where = [scope, ...rangeConditions(query.filters, param), ...FACETS.flatMap((f) => facetCondition(f, query.filters, param))].join(' AND ');
      const sort = query.sort === 'relevance' && !relevance ? 'newest' : query.sort;
      return this.page(manager, where, params, sort, relevance, query);
    });
  }

  async facets(query: Omit<CatalogueQuery, 'sort' | 'skip' | 'take'>): Promise<CatalogueFacets> {
    return this.within(query, async (manager, scopeParams, _param, scope) => {
      const result = {} as CatalogueFacets;
      for (const facet of FACETS) {
        // Each count's own parameters: the scope's, then only the conditions it uses (PostgreSQL refuses an unused one).
        const params = [...scopeParams];
        const param: Param = (value) => {
          params.push(value);
          return `$${params.length}`;
        };
        const others = FACETS.filter((f) => f !== facet).flatMap((f) => facetCondition(f, query.filters, param));
        const where = [scope, ...rangeConditions(query.filters, param), ...others, `${FACET_SQL[facet].column} IS NOT NULL`].join(' AND ');
        const from = facet === 'editionKinds' ? 'art a CROSS JOIN LATERAL unnest(a.edition_kinds) AS k(kind)' : 'art a';
        const rows = await manager.query<{ value: string; count: number }[]>(
          `SELECT ${FACET_SQL[facet].column} AS value, count(*)::int AS count FROM ${from} WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1 ASC`,
          params,
        );
        result[facet] = rows.map(({ value, count }): FacetCount => ({ value, count: Math.min(count, FACET_COUNT_LIMIT), more: count > FACET_COUNT_LIMIT }));
      }
      result.artists = result.artists.slice(0, ARTIST_FACET_MAX);
      if (result.artists.length) {
        const names = await manager.query<{ id: string; name: string }[]>(`SELECT id::text AS id, name FROM artist WHERE id = ANY ($1::uuid[])`, [
          result.artists.map((a) => a.value),
        ]);
        const byId = new Map(names.map((n) => [n.id, n.name]));
        for (const artist of result.artists) artist.label = byId.get(artist.value);
      }
      result.years = await yearCounts(manager, scopeParams, scope, query.filters);
      return result;
    });
  }

  /**
   * Runs `work` with the page's scope (category, collection, artist) and, when there is a text, its match: the exact
   * words, or with close spellings when fewer than FEW_EXACT_MATCHES works of the scope match them exactly.
   */
  private async within<T>(
    query: Pick<CatalogueQuery, 'text' | 'categoryId' | 'collectionId' | 'artistId'>,
    work: (manager: EntityManager, params: unknown[], param: Param, scope: string, relevance: Relevance | null) => Promise<T>,
  ): Promise<T> {
    const params: unknown[] = [];
    const param: Param = (value) => {
      params.push(value);
      return `$${params.length}`;
    };
    const filters = ['TRUE'];
    if (query.categoryId) filters.push(`a.category_id = ${param(query.categoryId)}`);
    if (query.collectionId) filters.push(`a.collection_id = ${param(query.collectionId)}`);
    if (query.artistId) filters.push(`a.artist_id = ${param(query.artistId)}`);

    const words = prefixQuery(query.text);
    if (!words) return work(this.db.manager, params, param, filters.join(' AND '), null);
    // The artists whose names match are read first (a small table), so that the works' condition is a plain array of
    // ids: PostgreSQL then ORs the works' two indexes (search document, artist id). A subquery there reads the table.
    const artists = await this.db.query<{ id: string }[]>(
      `SELECT ar.id FROM artist ar WHERE to_tsvector('simple', sawa_fold(ar.name)) @@ to_tsquery('simple', sawa_fold($1))`,
      [words],
    );
    const tsquery = `to_tsquery('simple', sawa_fold(${param(words)}))`;
    const exact = `(a.search_vector @@ ${tsquery} OR a.artist_id = ANY (${param(artists.map((row) => row.id))}::uuid[]))`;
    const exactScope = `${filters.join(' AND ')} AND ${exact}`;
    const [{ count }] = await this.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM art a WHERE ${exactScope} LIMIT ${FEW_EXACT_MATCHES}) s`,
      params,
    );
    const relevance: Relevance = { exact, rank: `ts_rank(a.search_vector, ${tsquery})`, similarity: null };
    if (count >= FEW_EXACT_MATCHES) return work(this.db.manager, params, param, exactScope, relevance);

    const folded = query.text!.trim();
    const text = `sawa_fold(${param(folded)})`;
    relevance.similarity = `word_similarity(${text}, sawa_fold(a.art_name))`;
    // The trigram operator's threshold is a setting: set for this transaction only.
    return this.db.transaction(async (manager) => {
      await manager.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${CLOSE_SPELLING_THRESHOLD}`);
      const closeArtists = await manager.query<{ id: string }[]>(`SELECT ar.id FROM artist ar WHERE sawa_fold($1) <% sawa_fold(ar.name)`, [folded]);
      const close = `(${text} <% sawa_fold(a.art_name) OR a.artist_id = ANY (${param(closeArtists.map((row) => row.id))}::uuid[]))`;
      return work(manager, params, param, `${filters.join(' AND ')} AND (${exact} OR ${close})`, relevance);
    });
  }

  private async page(
    manager: EntityManager,
    where: string,
    params: unknown[],
    sort: ArtSort,
    relevance: Relevance | null,
    window: { skip: number; take: number },
  ): Promise<CatalogueHits> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT a.id FROM art a WHERE ${where} ORDER BY ${orderBy(sort, relevance)} LIMIT ${window.take} OFFSET ${window.skip}`,
      params,
    );
    const ids = rows.map((row) => row.id);
    // A first page that is not full is the whole list: no need to count it.
    const totalItems =
      window.skip === 0 && ids.length < window.take
        ? ids.length
        : (await manager.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM art a WHERE ${where}`, params))[0].count;
    return { ids, totalItems };
  }
}

/**
 * The year facet (issue 26 item 2): each year with how many works a click on it (yearFrom = yearTo = that year) would
 * give, every other filter applied (the facets and the price range), the year range itself not; newest year first.
 */
async function yearCounts(manager: EntityManager, scopeParams: unknown[], scope: string, filters: ArtFacetFilters | undefined): Promise<FacetCount[]> {
  const params = [...scopeParams];
  const param: Param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const others = { ...filters, yearFrom: undefined, yearTo: undefined };
  const where = [scope, ...rangeConditions(others, param), ...FACETS.flatMap((f) => facetCondition(f, others, param)), 'a.year IS NOT NULL'].join(' AND ');
  const rows = await manager.query<{ value: string; count: number }[]>(
    `SELECT a.year::text AS value, count(*)::int AS count FROM art a WHERE ${where} GROUP BY a.year ORDER BY a.year DESC LIMIT ${YEAR_FACET_MAX}`,
    params,
  );
  return rows.map(({ value, count }) => ({ value, count: Math.min(count, FACET_COUNT_LIMIT), more: count > FACET_COUNT_LIMIT }));
}

/** The facet's condition when values of it are chosen (none chosen: no condition). */
function facetCondition(facet: FacetName, filters: ArtFacetFilters | undefined, param: Param): string[] {
  const values = filters?.[FACET_FIELD[facet]] as string[] | undefined;
  return values?.length ? [FACET_SQL[facet].match(param([...new Set(values)]))] : [];
}

/**
 * The year and price ranges. The price is the work's lowest price for sale in the currency asked (stored per currency
 * on the work, indexed for USD and RWF); the currency has been checked against the shop's before (a code of three
 * capitals), so it is written into the SQL, where the expression index can match it.
 */
function rangeConditions(filters: ArtFacetFilters | undefined, param: Param): string[] {
  const conditions: string[] = [];
  if (!filters) return conditions;
  if (filters.yearFrom !== undefined) conditions.push(`a.year >= ${param(filters.yearFrom)}`);
  if (filters.yearTo !== undefined) conditions.push(`a.year <= ${param(filters.yearTo)}`);
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const currency = filters.currency ?? 'USD';
    if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`Not a currency code: ${currency}`);
    const price = `(a.lowest_prices ->> '${currency}')::numeric`;
    if (filters.priceMin !== undefined) conditions.push(`${price} >= ${param(filters.priceMin)}::numeric`);
    if (filters.priceMax !== undefined) conditions.push(`${price} <= ${param(filters.priceMax)}::numeric`);
  }
  return conditions;
}

/** Every order ends with the id: two works never tie, so a page never repeats or skips one. */
function orderBy(sort: ArtSort, relevance: Relevance | null): string {
  switch (sort) {
    case 'oldest':
      return 'a.created_at ASC, a.id ASC';
    case 'name':
      return 'a.art_name ASC, a.id ASC';
    // Stored by the database on the work (price_tier: for sale with a price, without one, sold; sort_price in dollars).
    case 'priceAscending':
      return 'a.price_tier ASC, a.sort_price ASC, a.id ASC';
    case 'priceDescending':
      return 'a.price_tier ASC, a.sort_price DESC, a.id ASC';
    case 'yearDescending':
      return 'a.year DESC NULLS LAST, a.id ASC';
    case 'yearAscending':
      return 'a.year ASC NULLS LAST, a.id ASC';
    case 'relevance':
      if (relevance) {
        // Exact matches first, best ranked first; then close spellings, closest first.
        const closeness = relevance.similarity
          ? `CASE WHEN ${relevance.exact} THEN 0 ELSE 1 END ASC, CASE WHEN ${relevance.exact} THEN ${relevance.rank} ELSE ${relevance.similarity} END DESC`
          : `${relevance.rank} DESC`;
        return `${closeness}, a.created_at DESC, a.id ASC`;
      }
      return 'a.created_at DESC, a.id ASC';
    case 'newest':
    default:
      return 'a.created_at DESC, a.id ASC';
  }
}
