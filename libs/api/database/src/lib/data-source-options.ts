import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/**
 * The one description of how the app talks to PostgreSQL: committed migrations run at
 * start, never `synchronize`.
 */
export function dataSourceOptions(url: string, entities: DataSourceOptions['entities']): DataSourceOptions {
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
    extra: { max: 10, connectionTimeoutMillis: 10_000 },
  };
}
