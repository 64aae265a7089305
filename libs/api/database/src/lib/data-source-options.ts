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
 * The one description of how the app talks to PostgreSQL: committed migrations run at
 * start, never `synchronize`. Every connection has a statement timeout and an idle-in-transaction
 * timeout (a stalled caller never holds a connection in an open transaction for long) and TCP keepalive.
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
    },
  };
}
