import { catalogueSearchProblem, PAGE_SIZES, publicPath } from '@sawa/shared/domain';
import { pageParam } from '../components/page-param';
import { ArtworkSort } from '../gql/graphql';

/** The sorts the search page offers, in the order its list shows them (the first is the default). */
export const SEARCH_SORTS: readonly (readonly [ArtworkSort, string])[] = [
  [ArtworkSort.Relevance, 'Best match'],
  [ArtworkSort.Newest, 'Newest'],
  [ArtworkSort.PriceAscending, 'Price, low to high'],
  [ArtworkSort.PriceDescending, 'Price, high to low'],
  [ArtworkSort.Name, 'Title, A to Z'],
];

export interface SearchState {
  /** The text, trimmed; '' when there is none. */
  q: string;
  page: number;
  sort: ArtworkSort;
  /** What is wrong with the text (the API's own rule), or null. */
  problem: string | null;
}

/** The search page's state, all of it in its address: `?q=`, `page=`, `sort=` (an unknown sort reads as the default). */
export function searchState(params: URLSearchParams): SearchState {
  const q = (params.get('q') ?? '').trim();
  const asked = params.get('sort');
  const sort = SEARCH_SORTS.find(([value]) => value === asked)?.[0] ?? ArtworkSort.Relevance;
  return { q, page: pageParam(params), sort, problem: catalogueSearchProblem(q) };
}

/** Whether the state asks the API anything (a text it accepts). */
export const searchable = (state: SearchState) => state.q !== '' && state.problem === null;

/** The variables of the search page's query (its route's loader runs the same, app/App.tsx). */
export function searchVariables({ q, page, sort }: SearchState) {
  return { search: q, page, pageSize: PAGE_SIZES.shopArtworks, sort };
}

/** The address of a search: the form's text (trimmed) and sort, from page 1. */
export function searchAddress(form: HTMLFormElement): string {
  const data = new FormData(form);
  const [q, sort] = [data.get('q'), data.get('sort')];
  return publicPath.search(typeof q === 'string' ? q.trim() : '', 1, typeof sort === 'string' ? sort : undefined);
}
