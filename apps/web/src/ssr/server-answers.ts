import type { ApolloCache, DocumentNode, OperationVariables } from '@apollo/client';
import { getOperationAST } from 'graphql';
import type { RunQuery } from '../app/App';

/** How one query of a server render ended: its data, its error (GraphQL errors or a failure to run), or both. */
export interface Answer {
  data?: unknown;
  error?: Error;
}

/** Runs a query for the render (entry-server.tsx: in the server's own process, no HTTP). */
export type FetchAnswer = (query: DocumentNode, variables: OperationVariables) => Promise<Answer>;

/** Variables as a key: the same for the same values whatever the order of their keys (undefined dropped, as JSON drops it). */
function variablesKey(variables: unknown): string {
  return JSON.stringify(variables ?? {}, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** One query of the render: its variables, then its answer once it has arrived. */
interface Entry {
  variables: OperationVariables;
  answer?: Answer;
  running?: Promise<Answer>;
}

/**
 * The answers of one server render's queries, by document and variables: what the render's
 * `useQuery` calls read (ssr/answered-query.ts), without a normalised cache in between. The route
 * loaders run the page's queries (app/App.tsx) before the render; a query the render asks for that
 * no loader ran is not run (the render happens once): it is noted in `unloaded` and shows as loading.
 */
export class ServerAnswers {
  private readonly byDocument = new Map<DocumentNode, Map<string, Entry>>();
  /** The operations the render asked for that no loader had run (a page whose route does not declare all its data). */
  readonly unloaded = new Set<string>();

  constructor(private readonly fetch: FetchAnswer) {}

  /** Runs a query once per render (a second call for the same document and variables shares the first). */
  readonly run: RunQuery = (query, variables) => this.start(query, variables) as Promise<{ data?: never }>;

  /** The answer when it has arrived; otherwise undefined (and the query is noted as one no loader ran). */
  lookup(query: DocumentNode, variables: OperationVariables): Answer | undefined {
    const answer = this.byDocument.get(query)?.get(variablesKey(variables))?.answer;
    if (!answer) this.unloaded.add(getOperationAST(query)?.name?.value ?? 'an unnamed query');
    return answer;
  }

  /** Every answer that has data, written into `cache` as Apollo would have stored it: the browser hydrates from that cache. */
  writeTo(cache: ApolloCache): void {
    for (const [query, answers] of this.byDocument)
      for (const { variables, answer } of answers.values()) if (answer?.data && !answer.error) cache.writeQuery({ query, variables, data: answer.data });
  }

  private start(query: DocumentNode, variables: OperationVariables): Promise<Answer> {
    let answers = this.byDocument.get(query);
    if (!answers) this.byDocument.set(query, (answers = new Map<string, Entry>()));
    const key = variablesKey(variables);
    const known = answers.get(key);
    if (known) return known.answer ? Promise.resolve(known.answer) : known.running!;
    const entry: Entry = { variables };
    const running = this.fetch(query, variables).then(
      (answer) => answer,
      (error: unknown) => ({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    entry.running = running;
    answers.set(key, entry);
    void running.then((answer) => {
      entry.answer = answer;
      entry.running = undefined;
    });
    return running;
  }
}
