import type { ApolloCache, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createContext } from 'react';

/** How one query of a server render ended: its data, its error (GraphQL errors or a failure to run), or both. */
export interface Answer {
  data?: unknown;
  error?: Error;
}

/** Runs a query for the render (entry-server.tsx: in the server's own process, no HTTP). */
export type FetchAnswer = (query: DocumentNode, variables: OperationVariables) => Promise<Answer>;

/** Runs one of the page's queries before the render (app/route-data.ts). */
export type RunQuery = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<{ data?: TData }>;

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
 * `useQuery` calls read (ssr/use-query.server.ts), without a normalised cache in between. The
 * page's known queries are run before the first render (app/route-data.ts); a query the render asks
 * for that is not here yet is run then, and the tree is rendered again once it has answered.
 */
export class ServerAnswers {
  private readonly byDocument = new Map<DocumentNode, Map<string, Entry>>();
  private readonly running = new Set<Promise<Answer>>();

  constructor(private readonly fetch: FetchAnswer) {}

  /** Runs a query once per render (a second call for the same document and variables shares the first). */
  readonly run: RunQuery = (query, variables) => this.start(query, variables) as Promise<{ data?: never }>;

  /** The answer when it has arrived; otherwise starts the query (at most once) and answers undefined. */
  lookup(query: DocumentNode, variables: OperationVariables): Answer | undefined {
    const entry = this.byDocument.get(query)?.get(variablesKey(variables));
    if (entry?.answer) return entry.answer;
    if (!entry) void this.start(query, variables);
    return undefined;
  }

  /** Whether a query the render asked for has not answered yet. */
  get waiting(): boolean {
    return this.running.size > 0;
  }

  /** Resolves once every query started so far has answered. */
  async settle(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
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
    this.running.add(running);
    void running.then((answer) => {
      entry.answer = answer;
      entry.running = undefined;
      this.running.delete(running);
    });
    return running;
  }
}

/** The render's answers; present only in a server render. */
export const ServerAnswersContext = createContext<ServerAnswers | null>(null);
