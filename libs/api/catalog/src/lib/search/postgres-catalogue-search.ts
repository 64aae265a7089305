import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ArtSort } from '../art/art.params';
import { CatalogueHits, CatalogueQuery, CatalogueSearch } from './catalogue-search';

/** Close spellings join the exact matches only when fewer than this many works match exactly. */
export const FEW_EXACT_MATCHES = 5;
/**
 * How alike a close spelling must be (pg_trgm's word_similarity, 0 to 1): "elefant" ~ "Elephant" is 0.42,
 * "girafe" ~ "Giraffes" 0.71, an unrelated title below 0.2.
 */
export const CLOSE_SPELLING_THRESHOLD = 0.4;
/** At most this many words of a search text are searched for. */
const MAX_WORDS = 8;

/**
 * An edition anyone can still buy, in SQL: the same rule as availableUnits (libs/shared/domain stock.ts) —
 * an open edition always, a limited one while units are left over what is reserved, sold and kept back.
 */
const EDITION_ON_SALE = '(e.edition_size IS NULL OR e.edition_size - e.reserved - e.sold - e.withheld > 0)';

/**
 * For the price sorts, per work: its tier (0: for sale with a price; 1: for sale, no price above zero; 2: sold)
 * and the price it sorts by (the cheapest priced edition for sale; for a sold work, its cheapest edition).
 */
const PRICE_JOIN = `LEFT JOIN LATERAL (
  SELECT CASE WHEN min(e.price) FILTER (WHERE ${EDITION_ON_SALE} AND e.price > 0) IS NOT NULL THEN 0 WHEN bool_or(${EDITION_ON_SALE}) THEN 1 ELSE 2 END AS tier,
         coalesce(min(e.price) FILTER (WHERE ${EDITION_ON_SALE} AND e.price > 0), min(e.price)) AS price
  FROM edition e WHERE e.art_id = a.id
) p ON true`;

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
@Injectable()
export class PostgresCatalogueSearch extends CatalogueSearch {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(query: CatalogueQuery): Promise<CatalogueHits> {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const filters = ['TRUE'];
    if (query.categoryId) filters.push(`a.category_id = ${param(query.categoryId)}`);
    if (query.collectionId) filters.push(`a.collection_id = ${param(query.collectionId)}`);
    if (query.artistId) filters.push(`a.artist_id = ${param(query.artistId)}`);

    const words = prefixQuery(query.text);
    if (!words) {
      const sort = query.sort === 'relevance' ? 'newest' : query.sort;
      return this.page(this.db.manager, filters.join(' AND '), params, sort, null, query);
    }
    // The artists whose names match are read first (a small table), so that the works' condition is a plain array of
    // ids: PostgreSQL then ORs the works' two indexes (search document, artist id). A subquery there reads the table.
    const artists = await this.db.query<{ id: string }[]>(
      `SELECT ar.id FROM artist ar WHERE to_tsvector('simple', sawa_fold(ar.name)) @@ to_tsquery('simple', sawa_fold($1))`,
      [words],
    );
    const tsquery = `to_tsquery('simple', sawa_fold(${param(words)}))`;
    const exact = `(a.search_vector @@ ${tsquery} OR a.artist_id = ANY (${param(artists.map((row) => row.id))}::uuid[]))`;
    const exactWhere = `${filters.join(' AND ')} AND ${exact}`;
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM art a WHERE ${exactWhere}`, params);
    const relevance = { exact, rank: `ts_rank(a.search_vector, ${tsquery})`, similarity: null as string | null };
    if (count >= FEW_EXACT_MATCHES) return this.page(this.db.manager, exactWhere, params, query.sort, relevance, query, count);

    const folded = query.text!.trim();
    const text = `sawa_fold(${param(folded)})`;
    relevance.similarity = `word_similarity(${text}, sawa_fold(a.art_name))`;
    // The trigram operator's threshold is a setting: set for this transaction only.
    return this.db.transaction(async (manager) => {
      await manager.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${CLOSE_SPELLING_THRESHOLD}`);
      const closeArtists = await manager.query<{ id: string }[]>(`SELECT ar.id FROM artist ar WHERE sawa_fold($1) <% sawa_fold(ar.name)`, [folded]);
      const close = `(${text} <% sawa_fold(a.art_name) OR a.artist_id = ANY (${param(closeArtists.map((row) => row.id))}::uuid[]))`;
      return this.page(manager, `${filters.join(' AND ')} AND (${exact} OR ${close})`, params, query.sort, relevance, query);
    });
  }

  private async page(
    manager: EntityManager,
    where: string,
    params: unknown[],
    sort: ArtSort,
    relevance: { exact: string; rank: string; similarity: string | null } | null,
    window: { skip: number; take: number },
    knownCount?: number,
  ): Promise<CatalogueHits> {
    if (knownCount !== undefined && knownCount <= window.skip) return { ids: [], totalItems: knownCount };
    const price = sort === 'priceAscending' || sort === 'priceDescending';
    const rows = await manager.query<{ id: string }[]>(
      `SELECT a.id FROM art a ${price ? PRICE_JOIN : ''} WHERE ${where} ORDER BY ${orderBy(sort, relevance)} LIMIT ${window.take} OFFSET ${window.skip}`,
      params,
    );
    const ids = rows.map((row) => row.id);
    // A first page that is not full is the whole list: no need to count it.
    const totalItems =
      knownCount ??
      (window.skip === 0 && ids.length < window.take
        ? ids.length
        : (await manager.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM art a WHERE ${where}`, params))[0].count);
    return { ids, totalItems };
  }
}

/** Every order ends with the id: two works never tie, so a page never repeats or skips one. */
function orderBy(sort: ArtSort, relevance: { exact: string; rank: string; similarity: string | null } | null): string {
  switch (sort) {
    case 'oldest':
      return 'a.created_at ASC, a.id ASC';
    case 'name':
      return 'a.art_name ASC, a.id ASC';
    case 'priceAscending':
      return 'p.tier ASC, p.price ASC, a.id ASC';
    case 'priceDescending':
      return 'p.tier ASC, p.price DESC, a.id ASC';
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
