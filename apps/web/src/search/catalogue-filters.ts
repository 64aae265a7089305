import {
  ATTRIBUTE_MESSAGES,
  CATALOGUE_FILTER_PARAMS,
  AVAILABILITIES,
  EDITION_KINDS,
  isMoney,
  MEDIA,
  ORIENTATIONS,
  SIZE_CLASSES,
  type Availability,
  type EditionKindFacet,
  type Medium,
  type Orientation,
  type SizeClass,
} from '@sawa/shared/domain';
import { pageParam } from '../components/page-param';
import { ArtworkSort, type ArtworkFilter } from '../gql/graphql';

/**
 * The catalogue's filters in a page's address (issue 26 item 2): every facet a repeated parameter (`medium=print&
 * medium=oil`: any of them), the year and price ranges single ones, the price in `currency` (the displayed one, which
 * the form sends with it). No `availability`: for sale only (the default); `availability=sold` asks for sold works.
 */
export const FILTER_PARAMS = CATALOGUE_FILTER_PARAMS;

export interface FilterState {
  artistIds: string[];
  media: Medium[];
  availability: Availability[];
  sizeClasses: SizeClass[];
  orientations: Orientation[];
  editionKinds: EditionKindFacet[];
  yearFrom?: number;
  yearTo?: number;
  priceMin?: string;
  priceMax?: string;
  currency?: string;
  /** True when the address sets any filter beyond the default (the page is then `noindex` and canonical to itself unfiltered). */
  filtered: boolean;
  /** What is wrong with the address's filters (an unknown value), or null. */
  problem: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters an address asks for; an unknown value is named in `problem`, never sent to the API. */
export function filterState(params: URLSearchParams): FilterState {
  const problems: string[] = [];
  const list = <T extends string>(name: string, facet: string, known: readonly T[]): T[] =>
    [...new Set(params.getAll(name).filter((v) => v !== ''))].filter((value): value is T => {
      if ((known as readonly string[]).includes(value)) return true;
      problems.push(ATTRIBUTE_MESSAGES.unknownValue(facet, value, known));
      return false;
    });
  const artistIds = [...new Set(params.getAll(FILTER_PARAMS.artist).filter((v) => v !== ''))].filter((value) => {
    if (UUID.test(value)) return true;
    problems.push(`"${value}" is not an artist filter.`);
    return false;
  });
  const year = (name: string) => {
    const text = params.get(name)?.trim();
    if (!text) return undefined;
    if (/^\d{4}$/.test(text)) return Number(text);
    problems.push(`"${text}" is not a year.`);
    return undefined;
  };
  const price = (name: string) => {
    const text = params.get(name)?.trim();
    if (!text) return undefined;
    if (isMoney(text)) return text;
    problems.push(`"${text}" is not a price: write an amount such as 150000 or 99.50.`);
    return undefined;
  };
  const state = {
    artistIds,
    media: list(FILTER_PARAMS.medium, 'medium', MEDIA),
    availability: list(FILTER_PARAMS.availability, 'availability', AVAILABILITIES),
    sizeClasses: list(FILTER_PARAMS.size, 'size', SIZE_CLASSES),
    orientations: list(FILTER_PARAMS.orientation, 'orientation', ORIENTATIONS),
    editionKinds: list(FILTER_PARAMS.edition, 'edition', EDITION_KINDS),
    yearFrom: year(FILTER_PARAMS.yearFrom),
    yearTo: year(FILTER_PARAMS.yearTo),
    priceMin: price(FILTER_PARAMS.priceMin),
    priceMax: price(FILTER_PARAMS.priceMax),
    currency: params.get(FILTER_PARAMS.currency)?.trim().toUpperCase() || undefined,
  };
  const filtered =
    state.artistIds.length + state.media.length + state.availability.length + state.sizeClasses.length + state.orientations.length + state.editionKinds.length >
      0 || [state.yearFrom, state.yearTo, state.priceMin, state.priceMax].some((v) => v !== undefined);
  return { ...state, filtered, problem: problems[0] ?? null };
}

/**
 * The availability when none is chosen: the search page shows the works for sale; a browse page (shop, category,
 * collection, artist) every work it always listed, sold ones too (its unfiltered list stays as it was), either on request.
 */
export type AvailabilityDefault = readonly Availability[];
export const FOR_SALE: AvailabilityDefault = ['forSale'];
export const ANY_AVAILABILITY: AvailabilityDefault = [];

/** The API's filter for this state: `byDefault` unless availability is chosen; prices in the currency the address names. */
export function filterVariables(state: FilterState, byDefault: AvailabilityDefault = FOR_SALE): ArtworkFilter {
  const filter: ArtworkFilter = {};
  const availability = state.availability.length ? state.availability : byDefault;
  if (availability.length) filter.availability = [...availability];
  if (state.artistIds.length) filter.artistIds = state.artistIds;
  if (state.media.length) filter.media = state.media;
  if (state.sizeClasses.length) filter.sizeClasses = state.sizeClasses;
  if (state.orientations.length) filter.orientations = state.orientations;
  if (state.editionKinds.length) filter.editionKinds = state.editionKinds;
  if (state.yearFrom !== undefined) filter.yearFrom = state.yearFrom;
  if (state.yearTo !== undefined) filter.yearTo = state.yearTo;
  if (state.priceMin !== undefined || state.priceMax !== undefined) {
    filter.currency = state.currency ?? 'USD';
    if (state.priceMin !== undefined) filter.priceMin = state.priceMin;
    if (state.priceMax !== undefined) filter.priceMax = state.priceMax;
  }
  return filter;
}

/** The filter parameters of a state, to carry them into another address (a page link, a sort). */
export function filterQuery(state: FilterState): [string, string][] {
  const entries: [string, string][] = [];
  for (const id of state.artistIds) entries.push([FILTER_PARAMS.artist, id]);
  for (const v of state.media) entries.push([FILTER_PARAMS.medium, v]);
  for (const v of state.availability) entries.push([FILTER_PARAMS.availability, v]);
  for (const v of state.sizeClasses) entries.push([FILTER_PARAMS.size, v]);
  for (const v of state.orientations) entries.push([FILTER_PARAMS.orientation, v]);
  for (const v of state.editionKinds) entries.push([FILTER_PARAMS.edition, v]);
  if (state.yearFrom !== undefined) entries.push([FILTER_PARAMS.yearFrom, String(state.yearFrom)]);
  if (state.yearTo !== undefined) entries.push([FILTER_PARAMS.yearTo, String(state.yearTo)]);
  if (state.priceMin !== undefined) entries.push([FILTER_PARAMS.priceMin, state.priceMin]);
  if (state.priceMax !== undefined) entries.push([FILTER_PARAMS.priceMax, state.priceMax]);
  if (state.currency && (state.priceMin !== undefined || state.priceMax !== undefined)) entries.push([FILTER_PARAMS.currency, state.currency]);
  return entries;
}

/** A count as the filters show it: exact up to the API's limit, then "more than 1,000". */
export const facetCountText = ({ count, more }: { count: number; more: boolean }) =>
  more ? `more than ${count.toLocaleString('en-US')}` : count.toLocaleString('en-US');

/** The works a browse page lists (issue 26 item 2): its category, collection or artist; the shop: none. */
export interface BrowseScope {
  categoryId?: string;
  collectionId?: string;
  artistId?: string;
}

/** A browse page's state, all of it in its address: its page and its filters (the facet the page fixes dropped). */
export interface BrowseState {
  page: number;
  filters: FilterState;
  /** A filtered address, or one whose filters are wrong: `noindex, follow`, canonical to the page unfiltered. */
  outOfIndex: boolean;
}

/** The state of a browse page's address; on an artist's page the artist filter is the page itself, so an `artist=` is ignored. */
export function browseState(params: URLSearchParams, scope: BrowseScope): BrowseState {
  let filters = filterState(params);
  if (scope.artistId && (filters.artistIds.length || params.has(FILTER_PARAMS.artist))) {
    const rest = new URLSearchParams(params);
    rest.delete(FILTER_PARAMS.artist);
    filters = filterState(rest);
  }
  return { page: pageParam(params), filters, outOfIndex: filters.filtered || filters.problem !== null };
}

/** The variables of a browse page's works and facets (SearchArtworks: the same query as the search page, without a text); the route loaders run the same (app/App.tsx). */
export function browseVariables(scope: BrowseScope, { page, filters }: BrowseState, pageSize: number) {
  return { filter: { ...filterVariables(filters, ANY_AVAILABILITY), ...scope }, page, pageSize, sort: ArtworkSort.Newest };
}

/** A browse page's address (`path`: its unfiltered address) at a page, its filters kept; page 1 left out. */
export function browsePath(path: string, filters: FilterState, page = 1): string {
  const query = new URLSearchParams(filterQuery(filters));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A filter form's fields as its GET request would send them, trimmed, blanks and the page left out (a new filter starts at page 1). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form).entries())
    if (typeof value === 'string' && value.trim() !== '' && name !== 'page') params.append(name, value.trim());
  return params;
}

/** The address a browse page's filter form asks for, from page 1: what its GET form would ask without JavaScript. */
export function browseAddress(form: HTMLFormElement, path: string, scope: BrowseScope): string {
  return browsePath(path, browseState(formParams(form), scope).filters);
}
