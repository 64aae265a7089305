/**
 * What a public answer shows that a targeted invalidation can name: every id in it (an artwork's page, a list of
 * works, a GraphQL or REST answer all carry the ids of the works they show), and the conservation totals. A write that
 * changes only one artwork's stock (a checkout, a payment, an expiry, a cancellation) then drops exactly the answers
 * that show that artwork, on every instance (cache-invalidation.service.ts); any other write drops everything.
 */
// Found by the part after the first eight digits, which starts with a dash: a pattern that starts with a literal lets the
// regular expression engine skip to each dash, where one that starts with a class of characters tries every position of
// a page of 70 KB (about 0.9 ms a page, measured; this way 0.1 to 0.2 ms).
const ID_AFTER_FIRST_GROUP = /-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const FIRST_GROUP = /^[0-9a-f]{8}$/i;

/** The tag of answers that show the conservation ledger's totals (a payment adds to them). */
export const CONSERVATION_TAG = 'conservationTotals';

/**
 * The tag of every GraphQL answer, dropped by every change of stock: a GraphQL client chooses its fields, so an answer
 * can show a work's availability (soldOut, available, version) without its id. Pages (whose queries are the site's
 * own, and whose markup links every work it shows) and legacy REST reads (fixed shapes with every work's `_id`) are
 * tagged by the ids in their address and body only.
 */
export const STOCK_TAG = 'stock';

/** The tag of answers that show the artwork with this id. */
export const artworkTag = (id: string) => id.toLowerCase();

/** `text`: the answer's key (its address or query and variables) and its body. */
export function answerTags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(ID_AFTER_FIRST_GROUP)) {
    const start = match.index - 8;
    if (start >= 0 && FIRST_GROUP.test(text.slice(start, match.index))) tags.add(text.slice(start, match.index + match[0].length).toLowerCase());
  }
  if (text.includes(CONSERVATION_TAG)) tags.add(CONSERVATION_TAG);
  return [...tags];
}
