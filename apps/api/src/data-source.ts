import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@sawa/api/database';
import { ENTITIES } from './entities';

/** For the TypeORM CLI (migration:generate), see tools/scripts/migration-generate.mjs. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? '', ENTITIES));
