import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '@sawa/api/database';
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
      expect.arrayContaining([
        'art_exactly_one_of_category_or_collection',
        'edition_price_not_negative',
        'edition_counts_not_negative',
        'edition_counts_within_size',
        'edition_open_withholds_nothing',
        'edition_original_is_unique',
      ]),
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

describe('the move to stock per edition (StockPerEdition)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const before = MIGRATIONS.findIndex((m) => m.name === 'StockPerEdition1795700000000');
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource({ ...dataSourceOptions(db.url, ENTITIES), migrations: MIGRATIONS.slice(0, before), migrationsRun: false });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('turns the single quantity into counts per edition without losing an order or a unit', async () => {
    const q = (sql: string, params?: unknown[]) => ds.query(sql, params);
    const [asset] = await q(`INSERT INTO asset (key, path, width, height) VALUES ('k', '/uploads/k.jpg', 10, 10) RETURNING id`);
    const [artist] = await q(`INSERT INTO artist (name, description, image_id) VALUES ('A', 'd', $1) RETURNING id`, [asset.id]);
    const [category] = await q(`INSERT INTO category (name, image_id) VALUES ('C', $1) RETURNING id`, [asset.id]);
    const art = async (code: string, quantity: number, editions: [string, string][]) => {
      const [row] = await q(
        `INSERT INTO art (art_name, product_code, art_description, art_size, art_material, quantity, artist_id, category_id) VALUES ($1, $1, 'd', 's', 'm', $2, $3, $4) RETURNING id`,
        [code, quantity, artist.id, category.id],
      );
      for (const [position, [type, price]] of editions.entries()) {
        await q(`INSERT INTO edition (art_id, edition_type, price, position) VALUES ($1, $2, $3, $4)`, [row.id, type, price, position]);
      }
      return row.id as string;
    };
    const order = async (number: string, status: string, lines: [string, string, string, number][], staffNote = '') => {
      const [row] = await q(
        `INSERT INTO customer_order (number, status, customer_name, customer_email, customer_phone, country, shipping_address, total, currency, expires_at, paid_at, staff_note)
         VALUES ($1, $2::varchar, 'B', 'b@example.org', '0788', 'RW', 'Kigali', 1, 'USD', now(), CASE WHEN $2::varchar IN ('paid', 'shipped') THEN now() END, $3) RETURNING id`,
        [number, status, staffNote],
      );
      for (const [artId, edition, price, quantity] of lines) {
        await q(`INSERT INTO order_line (order_id, art_id, art_name, edition, unit_price, quantity, line_total) VALUES ($1, $2, 'W', $3, $4, $5, $4)`, [
          row.id,
          artId,
          edition,
          price,
          quantity,
        ]);
      }
    };
    // Quantity 1 after a print sale took the shared unit: the original was never bought.
    const mist = await art('MIST', 0, [
      ['Original Art Work', '1850.00'],
      ['Giclée print (A3)', '160.00'],
    ]);
    await order('SAWA-PAID0001', 'paid', [[mist, 'Giclée print (A3)', '160.00', 1]]);
    // A print run with 20 left, 3 sold, 2 waiting for payment, and an original still for sale.
    const run = await art('RUN', 20, [
      ['Original Art Work', '900.00'],
      ['Numbered print', '80.00'],
    ]);
    await order('SAWA-PAID0002', 'shipped', [[run, 'Numbered print', '80.00', 3]]);
    await order('SAWA-PEND0003', 'pending', [[run, 'Numbered print', '80.00', 2]]);
    await order('SAWA-EXPD0004', 'expired', [[run, 'Numbered print', '80.00', 5]]);
    // The old count sold one original twice: the second buyer's order holds nothing and says so.
    const twice = await art('TWICE', 3, [['Original Art Work', '500.00']]);
    await order('SAWA-PAID0005', 'paid', [[twice, 'Original Art Work', '500.00', 1]]);
    await order('SAWA-PAID0006', 'paid', [[twice, 'Original Art Work', '500.00', 1]]);
    // A late payment the old code flagged took no stock.
    await order(
      'SAWA-LATE0007',
      'paid',
      [[run, 'Original Art Work', '900.00', 1]],
      'Paid after its reservation ended and a work is no longer in stock: contact the buyer (refund or another work).',
    );

    await ds.destroy();
    ds = new DataSource({ ...dataSourceOptions(db.url, ENTITIES), migrations: MIGRATIONS.slice(0, before + 1), migrationsRun: false });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });

    const editions = async (artId: string) =>
      q(`SELECT edition_type AS type, edition_size AS size, reserved, sold, withheld FROM edition WHERE art_id = $1 ORDER BY position`, [artId]);
    expect(await editions(mist)).toEqual([
      { type: 'Original Art Work', size: 1, reserved: 0, sold: 0, withheld: 1 },
      { type: 'Giclée print (A3)', size: 1, reserved: 0, sold: 1, withheld: 0 },
    ]);
    expect(await editions(run)).toEqual([
      { type: 'Original Art Work', size: 1, reserved: 0, sold: 0, withheld: 0 },
      { type: 'Numbered print', size: 25, reserved: 2, sold: 3, withheld: 0 },
    ]);
    expect(await editions(twice)).toEqual([{ type: 'Original Art Work', size: 1, reserved: 0, sold: 1, withheld: 0 }]);
    const orders = await q(`SELECT number, holds_stock AS holds, staff_note AS note FROM customer_order ORDER BY number`);
    expect(orders.map((o: { number: string; holds: boolean }) => [o.number, o.holds])).toEqual([
      ['SAWA-EXPD0004', false],
      ['SAWA-LATE0007', false],
      ['SAWA-PAID0001', true],
      ['SAWA-PAID0002', true],
      ['SAWA-PAID0005', true],
      ['SAWA-PAID0006', false],
      ['SAWA-PEND0003', true],
    ]);
    expect(orders.find((o: { number: string }) => o.number === 'SAWA-PAID0006').note).toMatch(/already been sold or reserved by order SAWA-PAID0005/);
    const lines = await q(`SELECT count(*)::int AS n, count(edition_id)::int AS matched FROM order_line`);
    expect(lines).toEqual([{ n: 7, matched: 7 }]);

    // And back: the single count is what the editions with a limit can still sell.
    await ds.undoLastMigration({ transaction: 'all' });
    const quantities = await q(`SELECT product_code AS code, quantity FROM art ORDER BY product_code`);
    expect(quantities).toEqual([
      { code: 'MIST', quantity: 0 },
      { code: 'RUN', quantity: 21 },
      { code: 'TWICE', quantity: 0 },
    ]);
  });
});

describe('a database the demo seed filled before demo shops were recorded', () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db.drop();
  });

  it('stays a demo shop, with exactly the seeded rows recorded as demo content and the studio’s own left out', async () => {
    const options = dataSourceOptions(db.url, ENTITIES);
    const at = MIGRATIONS.findIndex((m) => m.name === 'ShopMode1796000000000');
    ds = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, at), migrationsRun: false });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });
    const [{ id: image }] = await ds.query(`INSERT INTO asset (key, path, width, height) VALUES ('k1', '/uploads/k1.jpg', 10, 10) RETURNING id`);
    const [{ id: aline }] = await ds.query(`INSERT INTO artist (name, description, image_id) VALUES ('Aline Uwase', 'd', $1) RETURNING id`, [image]);
    const [{ id: own }] = await ds.query(`INSERT INTO artist (name, description, image_id) VALUES ('Studio Painter', 'd', $1) RETURNING id`, [image]);
    const [{ id: paintings }] = await ds.query(`INSERT INTO category (name, image_id) VALUES ('Paintings', $1) RETURNING id`, [image]);
    const insertArt = (code: string, name: string, artist: string) =>
      ds.query(
        `INSERT INTO art (art_name, product_code, art_description, art_size, art_material, artist_id, category_id) VALUES ($1, $2, 'd', 's', 'm', $3, $4) RETURNING id`,
        [name, code, artist, paintings],
      );
    const [{ id: seeded }] = await insertArt('SAWA-P-001', 'Silverback at Dawn', aline);
    // Same code, another name: the studio's own work (the seed's code alone proves nothing).
    const [{ id: studios }] = await insertArt('SAWA-P-002', 'Our own mist', own);
    await ds.query(
      `INSERT INTO team_member (name, position, image_id) VALUES ('Claudine Ingabire', 'Founder & Creative Director', $1), ('Claudine Ingabire', 'Volunteer', $1)`,
      [image],
    );
    await ds.destroy();

    ds = new DataSource({ ...options, migrationsRun: false });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });
    expect(await ds.query('SELECT id, demo, demo_seeded_at IS NOT NULL AS seeded, selling_for_real_since FROM shop_settings')).toEqual([
      { id: 1, demo: true, seeded: true, selling_for_real_since: null },
    ]);
    const records: { kind: string; record_id: string }[] = await ds.query('SELECT kind, record_id FROM demo_record');
    expect(records.filter((r) => r.kind === 'art').map((r) => r.record_id)).toEqual([seeded]);
    expect(records.filter((r) => r.kind === 'artist').map((r) => r.record_id)).toEqual([aline]);
    expect(records.filter((r) => r.kind === 'category').map((r) => r.record_id)).toEqual([paintings]);
    expect(records.filter((r) => r.kind === 'team_member')).toHaveLength(1);
    expect(records.map((r) => r.record_id)).not.toContain(studios);
    expect(records.map((r) => r.record_id)).not.toContain(own);
  });

  it('a database without the seeded works is not a demo shop', async () => {
    const other = await createTestDatabase();
    const fresh = new DataSource({ ...dataSourceOptions(other.url, ENTITIES), migrationsRun: false });
    try {
      await fresh.initialize();
      await fresh.runMigrations({ transaction: 'all' });
      expect(await fresh.query('SELECT demo FROM shop_settings')).toEqual([{ demo: false }]);
      expect(await fresh.query('SELECT 1 FROM demo_record')).toEqual([]);
    } finally {
      await fresh.destroy();
      await other.drop();
    }
  });
});

describe('structured addresses (StructuredAddresses)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const before = MIGRATIONS.findIndex((m) => m.name === 'StructuredAddresses1797770000000');
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource({ ...dataSourceOptions(db.url, ENTITIES), migrations: MIGRATIONS.slice(0, before), migrationsRun: false });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('keeps every order placed before, with its free-text country and address, and no structured part', async () => {
    await ds.query(
      `INSERT INTO customer_order (number, status, customer_name, customer_email, customer_phone, country, shipping_address, total, currency, expires_at)
       VALUES ('SAWA-OLD00001', 'paid', 'Amani', 'amani@example.org', '+250 788 555 000', 'Rwanda', 'KN 5 Rd, Kigali', '95.50', 'USD', now()),
              ('SAWA-OLD00002', 'shipped', 'Keza', 'keza@example.org', '+254 700 000 000', 'kenya', 'Box 12\nNairobi', '1200.00', 'USD', now())`,
    );
    const full = new DataSource({ ...dataSourceOptions(db.url, ENTITIES), migrations: MIGRATIONS, migrationsRun: false });
    await full.initialize();
    try {
      expect(await full.runMigrations({ transaction: 'all' })).toHaveLength(MIGRATIONS.length - before);
      expect(
        await full.query(
          `SELECT number, country, shipping_address AS "shippingAddress", address_country_code AS code, address_region AS region, address_city AS city,
                  address_postcode AS postcode, address_line1 AS line1, address_line2 AS line2 FROM customer_order ORDER BY number`,
        ),
      ).toEqual([
        {
          number: 'SAWA-OLD00001',
          country: 'Rwanda',
          shippingAddress: 'KN 5 Rd, Kigali',
          code: null,
          region: null,
          city: null,
          postcode: null,
          line1: null,
          line2: null,
        },
        {
          number: 'SAWA-OLD00002',
          country: 'kenya',
          shippingAddress: 'Box 12\nNairobi',
          code: null,
          region: null,
          city: null,
          postcode: null,
          line1: null,
          line2: null,
        },
      ]);
    } finally {
      await full.destroy();
    }
  });
});
