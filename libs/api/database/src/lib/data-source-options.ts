import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Time limits PostgreSQL applies to every pooled connection (ms; 0: none). */
export interface DatabaseTimeouts {
  statementMs: number;
  idleInTransactionMs: number;
}

/** The defaults of DATABASE_STATEMENT_TIMEOUT_SECONDS and DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 60_000, idleInTransactionMs: 30_000 };

/**
 * How alike a close spelling must be (pg_trgm, 0 to 1), for the catalogue search's trigram operators (`%` word to word,
 * `<%` a text to an artist's name), which read it from the session: "elefant" ~ "elephant" 0.42, "gorila" ~ "gorilla"
 * 0.67, "crater" ~ "crane" 0.3. Set when each connection starts (its `options`), so a search needs no transaction of its
 * own to set it.
 */
export const CLOSE_SPELLING_THRESHOLD = 0.4;

/**
 * The one description of how the app talks to PostgreSQL: committed migrations run at
 * start, never `synchronize`. Every connection has a statement timeout and an idle-in-transaction
 * timeout (a stalled caller never holds a connection in an open transaction for long), TCP keepalive, and the trigram
 * threshold of close spellings.
 */
export function dataSourceOptions(
  url: string,
  entities: DataSourceOptions['entities'],
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): DataSourceOptions {
  return {
    type: 'postgres',
    uuidExtension: 'pgcrypto',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'all',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: {
      max: 10,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      options: `-c pg_trgm.similarity_threshold=${CLOSE_SPELLING_THRESHOLD} -c pg_trgm.word_similarity_threshold=${CLOSE_SPELLING_THRESHOLD}`,
    },
  };
}
