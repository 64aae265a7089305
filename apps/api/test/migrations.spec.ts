import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@sawa/api/database';
import { createTestDatabase, TestDatabase } from '@sawa/api/database/testing';
import { ENTITIES } from '../src/entities';

describe('migrations', () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource({ ...dataSourceOptions(db.url, ENTITIES), migrationsRun: false });
    await ds.initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('run from an empty database and leave nothing for the entities to change', async () => {
    const ran = await ds.runMigrations({ transaction: 'all' });
    expect(ran.length).toBeGreaterThan(0);
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('enforce the rules the data must keep', async () => {
    const constraints = await ds.query(`SELECT conname FROM pg_constraint WHERE contype = 'c' ORDER BY conname`);
    expect(constraints.map((c: { conname: string }) => c.conname)).toEqual(
      expect.arrayContaining(['art_exactly_one_of_category_or_collection', 'art_quantity_not_negative', 'edition_price_not_negative']),
    );
    const [price] = await ds.query(`SELECT data_type, numeric_scale FROM information_schema.columns WHERE table_name = 'edition' AND column_name = 'price'`);
    expect(price).toEqual({ data_type: 'numeric', numeric_scale: 2 });
  });

  it('can be reverted to empty', async () => {
    for (let i = 0; i < ds.migrations.length; i++) await ds.undoLastMigration({ transaction: 'all' });
    const tables = await ds.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'typeorm_metadata')`);
    expect(tables).toEqual([]);
  });
});
