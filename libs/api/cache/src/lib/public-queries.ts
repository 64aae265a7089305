import { createHash } from 'node:crypto';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * GraphQL root fields whose answers are the same for every anonymous visitor and may be cached
 * (the catalogue, the team, the studio's contact details). An operation is cached only when every
 * root field it asks for is listed here, it is a query, and it answers without errors: orders and
 * visits (their number is their key), admin fields and anything new stay uncached until listed.
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'artist',
  'artists',
  'artwork',
  'artworks',
  'categories',
  'category',
  'collection',
  'collections',
  'conservationTotals',
  'recentArtworks',
  'relatedArtworks',
  'shelf',
  'site',
  'teamMember',
  'teamMembers',
  '__typename',
]);

/**
 * The longest operation name a cached operation may have. The client chooses it and it is never
 * checked before the cache looks at it: a longer one is not cached (Apollo Server still answers it).
 */
export const MAX_OPERATION_NAME_CHARS = 128;

/** How many verdicts are remembered (least recently used dropped first); keys are hashes, so the memo stays small. */
export const MAX_REMEMBERED_VERDICTS = 500;

const digest = (text: string): string => createHash('sha256').update(text).digest('base64url');

/**
 * The cache key of a GraphQL operation: the same whether it came over HTTP or from the server render.
 * A hash of the text, variables and name: its size never depends on what the client sent.
 */
export function graphqlCacheKey(query: string, variables: unknown, operationName: unknown): string {
  return `graphql ${digest(JSON.stringify([query, variables ?? {}, operationName ?? null]))}`;
}

const verdicts = new LRUCache<string, boolean>({ max: MAX_REMEMBERED_VERDICTS });

/** How many verdicts are remembered now, and the longest key (for the tests of the bound). */
export function rememberedVerdicts(): { size: number; longestKey: number } {
  let longestKey = 0;
  for (const key of verdicts.keys()) longestKey = Math.max(longestKey, key.length);
  return { size: verdicts.size, longestKey };
}

/** Whether the operation only reads public root fields (remembered per query text and name, by their hash). */
export function isPublicQuery(query: string, operationName?: string | null): boolean {
  if (operationName && operationName.length > MAX_OPERATION_NAME_CHARS) return false;
  const key = digest(`${operationName ?? ''}\u0000${query}`);
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  let verdict = false;
  try {
    const document = parse(query, { noLocation: true });
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    verdict =
      operation?.operation === OperationTypeNode.QUERY &&
      operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(selection.name.value));
  } catch {
    verdict = false;
  }
  verdicts.set(key, verdict);
  return verdict;
}
