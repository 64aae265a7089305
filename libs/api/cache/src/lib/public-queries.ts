import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';

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

/** The cache key of a GraphQL operation: the same whether it came over HTTP or from the server render. */
export function graphqlCacheKey(query: string, variables: unknown, operationName: unknown): string {
  return `graphql ${JSON.stringify([query, variables ?? {}, operationName ?? null])}`;
}

const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1000;

/** Whether the operation only reads public root fields (remembered per query text). */
export function isPublicQuery(query: string, operationName?: string | null): boolean {
  const known = verdicts.get(`${operationName ?? ''}\u0000${query}`);
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
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(`${operationName ?? ''}\u0000${query}`, verdict);
  return verdict;
}
