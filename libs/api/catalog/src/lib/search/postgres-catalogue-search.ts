import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AVAILABILITIES, EDITION_KINDS, MEDIA, ORIENTATIONS, SIZE_CLASSES } from '@sawa/shared/domain';
import type { ArtSort } from '../art/art.params';
import type { ArtFacetFilters } from '../art/art.params';
import { CatalogueFacets, CatalogueHits, CatalogueQuery, CatalogueSearch, FACET_COUNT_LIMIT, FacetCount, FacetName, YEAR_FACET_MAX } from './catalogue-search';

/** Close spellings join the exact matches only when fewer than this many works match exactly. */
export const FEW_EXACT_MATCHES = 5;
/** At most this many words of a search text are searched for. */
const MAX_WORDS = 8;

/** The words of a search text that close spellings are looked for (three letters or more: fewer have no trigram to share). */
export function closeTerms(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS).filter((w) => [...w].length >= 3);
}

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

type Param = (value: unknown) => string;

/** Per facet, the SQL that keeps a work when one of the chosen values matches (OR within the facet). */
const FACET_SQL: Record<FacetName, { anyOf: (p: string) => string; match: (value: string) => string }> = {
  artists: { anyOf: (p) => `a.artist_id = ANY (${p}::uuid[])`, match: (v) => `a.artist_id = ${v}` },
  media: { anyOf: (p) => `a.medium = ANY (${p}::text[])`, match: (v) => `a.medium = ${v}` },
  availability: { anyOf: (p) => `a.availability = ANY (${p}::text[])`, match: (v) => `a.availability = ${v}` },
  sizeClasses: { anyOf: (p) => `a.size_class = ANY (${p}::text[])`, match: (v) => `a.size_class = ${v}` },
  orientations: { anyOf: (p) => `a.orientation = ANY (${p}::text[])`, match: (v) => `a.orientation = ${v}` },
  // A work offers several kinds: it counts under each.
  editionKinds: { anyOf: (p) => `a.edition_kinds && ${p}::text[]`, match: (v) => `a.edition_kinds @> ARRAY[${v}]` },
};
/** The column of each single-valued facet. */
const MATCH_COLUMN = { media: 'medium', availability: 'availability', sizeClasses: 'size_class', orientations: 'orientation' } as const;
/** The values each facet may take (the artists' are the artist table's; the edition kinds are EDITION_KINDS). */
const FACET_VALUES: Record<Exclude<FacetName, 'artists' | 'editionKinds'>, readonly string[]> = {
  media: MEDIA,
  availability: AVAILABILITIES,
  sizeClasses: SIZE_CLASSES,
  orientations: ORIENTATIONS,
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

/** A search text and the page's scope it is searched in. */
type TextScope = Pick<CatalogueQuery, 'text' | 'categoryId' | 'collectionId' | 'artistId'>;

/** What a search text matches in a page's scope: the artists named by it, how many works match it exactly, and, when those are few, its close spellings. */
interface TextMatch {
  artistIds: string[];
  exactCount: number;
  close: { words: string | null; artistIds: string[] } | null;
}

/** A statement's parameter list and the function that adds one, giving its placeholder. */
function paramsOf(params: unknown[]): Param {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/** The page's scope: its category, collection or artist (TRUE: the whole shop). */
function scopeConditions(query: Pick<CatalogueQuery, 'categoryId' | 'collectionId' | 'artistId'>, param: Param): string {
  const filters = ['TRUE'];
  if (query.categoryId) filters.push(`a.category_id = ${param(query.categoryId)}`);
  if (query.collectionId) filters.push(`a.collection_id = ${param(query.collectionId)}`);
  if (query.artistId) filters.push(`a.artist_id = ${param(query.artistId)}`);
  return filters.join(' AND ');
}

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
 *   artist) match the words: each word of three letters or more is corrected to the titles' words close to it
 *   (`catalogue_word`, kept by triggers on `art`, trigram index catalogue_word_trgm_idx: a few thousand words however
 *   many works), and the works having one of those words are found on art_search_idx; artists close to the text by
 *   artist_name_trgm_idx. They follow the exact matches, best ranked first. Whether they join depends on the text and
 *   the scope only, never on the facets or the page, so the counts, the facets' counts and the pages agree;
 * - facets and ranges on the columns the database keeps on the work (migration ArtworkAttributes), each indexed;
 *   the price sorts on the stored key (art_price_sort_idx), never reading the editions.
 */
@Injectable()
export class PostgresCatalogueSearch extends CatalogueSearch {
  /** The text matches being read now, by text and scope (textMatch). */
  private readonly inFlight = new Map<string, Promise<TextMatch>>();

  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(query: CatalogueQuery): Promise<CatalogueHits> {
    return this.within(query, async (manager, params, param, scope, relevance, scopeCount) => {
      const narrowing = [...rangeConditions(query.filters, param), ...FACETS.flatMap((f) => facetCondition(f, query.filters, param))];
      const sort = query.sort === 'relevance' && !relevance ? 'newest' : query.sort;
      // Without filters the list is the scope, whose count the search may already have read.
      return this.page(manager, [scope, ...narrowing].join(' AND '), params, sort, relevance, query, narrowing.length ? undefined : scopeCount);
    });
  }

  /**
   * Each facet's values, each counted with the other facets' filters applied, in one statement; values that count
   * nothing are left out. Without a text, each value is counted as far as the UI needs (FACET_COUNT_LIMIT + 1: "more
   * than 1,000"), a bounded count on its index, so the cost does not grow with the catalogue. With a text, the matches
   * (found on the full-text index) are read once and every facet is counted over them: counting per value would read
   * the matches again for each value.
   */
  async facets(query: Omit<CatalogueQuery, 'sort' | 'skip' | 'take'>): Promise<CatalogueFacets> {
    return this.within(query, async (manager, params, param, scope, relevance) => {
      // The scope's own parameters, before the facets add theirs (for the year facet's own statement).
      const scopeParams = [...params];
      const conditions = Object.fromEntries(FACETS.map((f) => [f, facetCondition(f, query.filters, param)])) as Record<FacetName, string[]>;
      const ranges = rangeConditions(query.filters, param);
      const others = (facet: FacetName) => FACETS.filter((f) => f !== facet).flatMap((f) => conditions[f]);
      // The year facet leaves out the year range: without one, it counts the same works as the other facets.
      const yearsApart = !relevance || query.filters?.yearFrom !== undefined || query.filters?.yearTo !== undefined;
      let sql: string;
      if (relevance) {
        // One pass over the matches (found on the full-text index): each work with whether it passes each facet's filter.
        // The artists are counted by id, then named; every other facet's values (a few, from the code's lists) in one
        // more pass, one FILTERed count each, turned into rows (a GROUP BY per facet and unnesting the edition kinds took
        // a third longer). A facet's filter applies to every facet's count but its own.
        const flags = FACETS.map((f) => `(${conditions[f].length ? conditions[f].join(' AND ') : 'TRUE'}) AS f_${f}`);
        const passes = (facet: FacetName) => ['TRUE', ...FACETS.filter((f) => f !== facet).map((f) => `m.f_${f}`)].join(' AND ');
        const fixed: { facet: FacetName; value: string; match: string }[] = [
          ...(Object.keys(FACET_VALUES) as (keyof typeof FACET_VALUES)[]).flatMap((facet) =>
            FACET_VALUES[facet].map((value) => ({ facet, value, match: `m.${MATCH_COLUMN[facet]} = ${literal(value)}` })),
          ),
          ...EDITION_KINDS.map((value) => ({ facet: 'editionKinds' as const, value, match: `m.edition_kinds @> ARRAY[${literal(value)}]` })),
        ];
        sql = `WITH m AS MATERIALIZED (SELECT a.artist_id, a.medium, a.availability, a.size_class, a.orientation, a.edition_kinds, a.year, ${flags.join(', ')}
                 FROM art a WHERE ${[scope, ...ranges].join(' AND ')})
               SELECT 'artists' AS facet, ar.id::text AS value, ar.name AS label, c.count
                 FROM (SELECT m.artist_id, count(*)::int AS count FROM m WHERE ${passes('artists')} GROUP BY m.artist_id) c JOIN artist ar ON ar.id = c.artist_id
               UNION ALL SELECT v.facet, v.value, NULL::text, v.count
                 FROM (SELECT ${fixed.map(({ facet, match }, i) => `count(*) FILTER (WHERE ${passes(facet)} AND ${match})::int AS c${i}`).join(', ')} FROM m) t
                 CROSS JOIN LATERAL (VALUES ${fixed.map(({ facet, value }, i) => `(${literal(facet)}, ${literal(value)}, t.c${i})`).join(', ')}) AS v(facet, value, count)
               ${yearsApart ? '' : `UNION ALL SELECT 'years', m.year::text, NULL::text, count(*)::int FROM m WHERE ${FACETS.map((f) => `m.f_${f}`).join(' AND ')} AND m.year IS NOT NULL GROUP BY m.year`}`;
      } else {
        /** A value's count, bounded: the other facets' filters and this value (`value`: SQL of it). */
        const counted = (facet: FacetName, value: string) => {
          const where = [scope, ...ranges, ...others(facet), FACET_SQL[facet].match(value)].join(' AND ');
          return `(SELECT count(*) FROM (SELECT 1 FROM art a WHERE ${where} LIMIT ${FACET_COUNT_LIMIT + 1}) s)::int`;
        };
        const branches = FACETS.flatMap((facet) => {
          if (facet === 'artists')
            return [`SELECT 'artists' AS facet, ar.id::text AS value, ar.name AS label, ${counted(facet, 'ar.id')} AS count FROM artist ar`];
          // The edition kinds, each written out (three, from the code's list): the planner then sees which kind is common
          // (read the table until enough) and which is rare (its GIN index); one plan for all read the index for each.
          if (facet === 'editionKinds')
            return EDITION_KINDS.map((kind) => `SELECT '${facet}', '${kind}'::text, NULL::text, ${counted(facet, `'${kind}'::text`)}`);
          return [`SELECT '${facet}', v.value, NULL::text, ${counted(facet, 'v.value')} FROM unnest(${param(FACET_VALUES[facet])}::text[]) AS v(value)`];
        });
        sql = branches.join(' UNION ALL ');
      }
      // Otherwise the year facet is its own statement, read beside this one.
      const [counted, yearsRead] = await Promise.all([
        manager.query<{ facet: FacetName | 'years'; value: string; label: string | null; count: number }[]>(sql, params),
        yearsApart ? yearCounts(manager, scopeParams, scope, query.filters) : undefined,
      ]);
      // Ordered here, and values that count nothing left out here: a filter on the count in SQL would count twice.
      const rows = counted
        .filter((row): row is typeof row & { facet: FacetName } => row.facet !== 'years' && row.count > 0)
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
      const result = Object.fromEntries(FACETS.map((f) => [f, [] as FacetCount[]])) as CatalogueFacets;
      for (const { facet, value, label, count } of rows)
        result[facet].push({
          value,
          ...(facet === 'artists' ? { label: label ?? undefined } : {}),
          count: Math.min(count, FACET_COUNT_LIMIT),
          more: count > FACET_COUNT_LIMIT,
        });
      result.artists = result.artists.slice(0, ARTIST_FACET_MAX);
      result.years = yearsRead ?? yearFacet(counted.filter((row) => row.facet === 'years'));
      return result;
    });
  }

  /**
   * Runs `work` with the page's scope (category, collection, artist) and, when there is a text, its match: the exact
   * words, or with close spellings when fewer than FEW_EXACT_MATCHES works of the scope match them exactly.
   */
  private async within<T>(
    query: TextScope,
    work: (manager: EntityManager, params: unknown[], param: Param, scope: string, relevance: Relevance | null, scopeCount?: number) => Promise<T>,
  ): Promise<T> {
    const params: unknown[] = [];
    const param = paramsOf(params);
    const filters = scopeConditions(query, param);
    const words = prefixQuery(query.text);
    if (!words) return work(this.db.manager, params, param, filters, null);
    const match = await this.textMatch(query, words);
    const tsquery = `to_tsquery('simple', sawa_fold(${param(words)}))`;
    const exact = `(a.search_vector @@ ${tsquery} OR a.artist_id = ANY (${param(match.artistIds)}::uuid[]))`;
    const relevance: Relevance = { exact, rank: `ts_rank(a.search_vector, ${tsquery})`, similarity: null };
    if (!match.close) return work(this.db.manager, params, param, `${filters} AND ${exact}`, relevance, match.exactCount);
    const close = [`a.artist_id = ANY (${param(match.close.artistIds)}::uuid[])`];
    if (match.close.words) {
      const closeQuery = `${param(match.close.words)}::tsquery`;
      close.push(`a.search_vector @@ ${closeQuery}`);
      relevance.similarity = `ts_rank(a.search_vector, ${closeQuery})`;
    } else relevance.similarity = '0';
    return work(this.db.manager, params, param, `${filters} AND (${exact} OR ${close.join(' OR ')})`, relevance);
  }

  /**
   * What a text matches in a scope (readTextMatch). A page's list and its facets ask it at the same moment (one GraphQL
   * operation resolves both side by side): they share one read while it is in flight, never after.
   */
  private textMatch(query: TextScope, words: string): Promise<TextMatch> {
    const key = JSON.stringify([query.text?.trim(), query.categoryId ?? null, query.collectionId ?? null, query.artistId ?? null]);
    let read = this.inFlight.get(key);
    if (!read) {
      read = this.readTextMatch(query, words).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, read);
    }
    return read;
  }

  private async readTextMatch(query: TextScope, words: string): Promise<TextMatch> {
    // The artists whose names match are read first (a small table), so that the works' condition is a plain array of
    // ids: PostgreSQL then ORs the works' two indexes (search document, artist id). A subquery there reads the table.
    const artistIds = (
      await this.db.query<{ id: string }[]>(
        `SELECT ar.id FROM artist ar WHERE to_tsvector('simple', sawa_fold(ar.name)) @@ to_tsquery('simple', sawa_fold($1))`,
        [words],
      )
    ).map((row) => row.id);
    const params: unknown[] = [];
    const param = paramsOf(params);
    const exactScope = `${scopeConditions(query, param)} AND (a.search_vector @@ to_tsquery('simple', sawa_fold(${param(words)})) OR a.artist_id = ANY (${param(artistIds)}::uuid[]))`;
    // Counted whole, not up to FEW_EXACT_MATCHES: with a LIMIT, PostgreSQL guesses that a few matches turn up early in the
    // table and reads it all when none does (a typo: 50 ms at 50,000 works); unbounded, it counts on the indexes (1 ms).
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM art a WHERE ${exactScope}`, params);
    if (count >= FEW_EXACT_MATCHES) return { artistIds, exactCount: count, close: null };

    const folded = query.text!.trim();
    // The close spellings of each word among the titles' words (catalogue_word: a trigram index over a few thousand words
    // at most, however many works), word to word by similarity (`%`, both words whole: "crater" is not close to "crane"),
    // and the artists close to the text (`<%`: "mukamama" ~ "Grace Mukamana"), in one statement. The operators' threshold
    // is each connection's (CLOSE_SPELLING_THRESHOLD, @sawa/api/database). The works are then found by those words
    // through the full-text index, as exact words are.
    const [close] = await this.db.query<{ words: string | null; artistIds: string[] }[]>(
      `SELECT (SELECT string_agg(DISTINCT quote_literal(w.word), ' | ') FROM unnest($1::text[]) AS q(term) JOIN catalogue_word w ON sawa_fold(q.term) % w.word) AS words,
              ARRAY(SELECT ar.id FROM artist ar WHERE sawa_fold($2) <% sawa_fold(ar.name)) AS "artistIds"`,
      [closeTerms(folded), folded],
    );
    return { artistIds, exactCount: count, close };
  }

  /**
   * One page of ids, and the count. OFFSET reads and drops every row before the page, so a page past the middle is read
   * from the other end, in the reverse order (the same index, scanned backwards), and put back in order: the last page
   * costs what the first does. The count is read first then, to know where the end is.
   */
  private async page(
    manager: EntityManager,
    where: string,
    params: unknown[],
    sort: ArtSort,
    relevance: Relevance | null,
    window: { skip: number; take: number },
    knownCount?: number,
  ): Promise<CatalogueHits> {
    const order = orderBy(sort, relevance);
    const ids = (sql: string) => manager.query<{ id: string }[]>(sql, params).then((rows) => rows.map((row) => row.id));
    const count = async () =>
      knownCount ?? (await manager.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM art a WHERE ${where}`, params))[0].count;
    if (window.skip === 0) {
      const first = await ids(`SELECT a.id FROM art a WHERE ${where} ORDER BY ${order} LIMIT ${window.take}`);
      // A first page that is not full is the whole list: no need to count it.
      return { ids: first, totalItems: first.length < window.take ? first.length : await count() };
    }
    const totalItems = await count();
    const after = totalItems - window.skip;
    if (after <= 0) return { ids: [], totalItems };
    if (after >= window.skip)
      return { ids: await ids(`SELECT a.id FROM art a WHERE ${where} ORDER BY ${order} LIMIT ${window.take} OFFSET ${window.skip}`), totalItems };
    const fromEnd = await ids(
      `SELECT a.id FROM art a WHERE ${where} ORDER BY ${reversed(order)} LIMIT ${Math.min(window.take, after)} OFFSET ${Math.max(0, after - window.take)}`,
    );
    return { ids: fromEnd.reverse(), totalItems };
  }
}

/**
 * The year facet (issue 26 item 2): each year with how many works a click on it (yearFrom = yearTo = that year) would
 * give, every other filter applied (the facets and the price range), the year range itself not; newest year first.
 */
async function yearCounts(manager: EntityManager, scopeParams: unknown[], scope: string, filters: ArtFacetFilters | undefined): Promise<FacetCount[]> {
  const params = [...scopeParams];
  const param = paramsOf(params);
  const others = { ...filters, yearFrom: undefined, yearTo: undefined };
  const where = [scope, ...rangeConditions(others, param), ...FACETS.flatMap((f) => facetCondition(f, others, param)), 'a.year IS NOT NULL'].join(' AND ');
  return yearFacet(
    await manager.query<{ value: string; count: number }[]>(
      `SELECT a.year::text AS value, count(*)::int AS count FROM art a WHERE ${where} GROUP BY a.year`,
      params,
    ),
  );
}

/** The years counted, newest first, the YEAR_FACET_MAX newest. */
function yearFacet(rows: { value: string; count: number }[]): FacetCount[] {
  return [...rows]
    .sort((a, b) => Number(b.value) - Number(a.value))
    .slice(0, YEAR_FACET_MAX)
    .map(({ value, count }) => ({ value, count: Math.min(count, FACET_COUNT_LIMIT), more: count > FACET_COUNT_LIMIT }));
}

/**
 * An ORDER BY list in the reverse order: each term's direction turned (ASC and DESC, NULLS LAST and FIRST; a term without
 * NULLS keeps PostgreSQL's default for its new direction, which is the reverse of its old one).
 */
export function reversed(order: string): string {
  return order.replace(/ (ASC|DESC)( NULLS (?:FIRST|LAST))?(?=,|$)/g, (_all, direction: string, nulls: string | undefined) => {
    const turned = direction === 'ASC' ? ' DESC' : ' ASC';
    return nulls ? `${turned} NULLS ${nulls.endsWith('LAST') ? 'FIRST' : 'LAST'}` : turned;
  });
}

/** A value of the code's own lists (facet names and values: letters and underscores) as an SQL literal. */
function literal(value: string): string {
  if (!/^[A-Za-z_]+$/.test(value)) throw new Error(`Not a facet word: ${value}`);
  return `'${value}'`;
}

/** The facet's condition when values of it are chosen (none chosen: no condition). */
function facetCondition(facet: FacetName, filters: ArtFacetFilters | undefined, param: Param): string[] {
  const values = filters?.[FACET_FIELD[facet]] as string[] | undefined;
  return values?.length ? [FACET_SQL[facet].anyOf(param([...new Set(values)]))] : [];
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
