import { catalogueSearchProblem, PAGE_SIZES, publicPath } from '@sawa/shared/domain';
import { pageParam } from '../components/page-param';
import { ArtworkSort } from '../gql/graphql';
import { type FilterState, filterQuery, filterState, filterVariables, formParams } from './catalogue-filters';

/** The sorts the search page offers, in the order its list shows them (the first is the default). */
export const SEARCH_SORTS: readonly (readonly [ArtworkSort, string])[] = [
  [ArtworkSort.Relevance, 'Best match'],
  [ArtworkSort.Newest, 'Newest'],
  [ArtworkSort.PriceAscending, 'Price, low to high'],
  [ArtworkSort.PriceDescending, 'Price, high to low'],
  [ArtworkSort.Name, 'Title, A to Z'],
  [ArtworkSort.YearDescending, 'Year, newest first'],
  [ArtworkSort.YearAscending, 'Year, oldest first'],
];

export interface SearchState {
  /** The text, trimmed; '' when there is none. */
  q: string;
  page: number;
  sort: ArtworkSort;
  /** What is wrong with the text (the API's own rule) or with a filter (an unknown value), or null. */
  problem: string | null;
  /** The filters (issue 26 item 2), also in the address. */
  filters: FilterState;
}

/** The search page's state, all of it in its address: `?q=`, `page=`, `sort=` (an unknown sort reads as the default). */
export function searchState(params: URLSearchParams): SearchState {
  const q = (params.get('q') ?? '').trim();
  const asked = params.get('sort');
  const sort = SEARCH_SORTS.find(([value]) => value === asked)?.[0] ?? ArtworkSort.Relevance;
  const filters = filterState(params);
  return { q, page: pageParam(params), sort, problem: catalogueSearchProblem(q) ?? filters.problem, filters };
}

/** Whether the state asks the API anything (a text it accepts). */
export const searchable = (state: SearchState) => state.q !== '' && state.problem === null;

/** The variables of the search page's query (its route's loader runs the same, app/App.tsx). */
export function searchVariables({ q, page, sort, filters }: SearchState) {
  return { filter: { ...filterVariables(filters), search: q }, page, pageSize: PAGE_SIZES.shopArtworks, sort };
}

/** The address of this search at another page (its text, sort and filters kept). */
export function searchPath({ q, sort, filters }: SearchState, page = 1): string {
  const path = publicPath.search(q, page, sort);
  const extra = new URLSearchParams(filterQuery(filters)).toString();
  return extra ? `${path}&${extra}` : path;
}

/** The address of a search: the form's text (trimmed), sort and filters, from page 1; what the GET form would ask without JavaScript. */
export function searchAddress(form: HTMLFormElement): string {
  return searchPath(searchState(formParams(form)));
}
