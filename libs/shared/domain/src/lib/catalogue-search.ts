import { charCount } from './text';

/** The catalogue search's text: shorter finds too much to be useful, longer is not a search (issue 26). */
export const CATALOGUE_SEARCH = { minChars: 2, maxChars: 100 } as const;

export const CATALOGUE_SEARCH_MESSAGES = {
  tooShort: `Type at least ${CATALOGUE_SEARCH.minChars} characters to search.`,
  tooLong: `A search is at most ${CATALOGUE_SEARCH.maxChars} characters.`,
} as const;

/**
 * What is wrong with a catalogue search text, or null when nothing is. A blank text is no search at all
 * (the whole list), not a wrong one. The API refuses what this names (400 / BAD_USER_INPUT); the site's search
 * page says it without asking.
 */
export function catalogueSearchProblem(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  const chars = charCount(trimmed);
  if (chars < CATALOGUE_SEARCH.minChars) return CATALOGUE_SEARCH_MESSAGES.tooShort;
  if (chars > CATALOGUE_SEARCH.maxChars) return CATALOGUE_SEARCH_MESSAGES.tooLong;
  return null;
}

/**
 * The catalogue's filters in a page's address (issue 26 item 2), by parameter name: the search page and the browse
 * pages (shop, category, collection, artist) read them (apps/web search/catalogue-filters.ts), and the public cache
 * keys those pages by them (libs/api/cache cache-keys.ts), so a filtered answer is never served for another.
 */
export const CATALOGUE_FILTER_PARAMS = {
  artist: 'artist',
  medium: 'medium',
  availability: 'availability',
  size: 'size',
  orientation: 'orientation',
  edition: 'edition',
  yearFrom: 'yearFrom',
  yearTo: 'yearTo',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  currency: 'currency',
} as const;
