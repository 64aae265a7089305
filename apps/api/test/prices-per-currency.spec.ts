import { DataSource } from 'typeorm';
import { validateEnvironment } from '@sawa/api/common';
import { dataSourceOptions, MIGRATIONS } from '@sawa/api/database';
import { createTestDatabase, TestDatabase } from '@sawa/api/database/testing';
import { PRICE_MESSAGES } from '@sawa/shared/domain';
import { ENTITIES } from '../src/entities';
import { png } from './support/images';
import { createArtist } from './support/fixtures';
import { createTestApp, TestApp } from './harness';

/** Issue 22, item 1: a price per currency for every edition, on both doors, the rate stored only when applied. */
describe('prices per currency', () => {
  let t: TestApp;
  let auth: string;
  let artistId: string;
  let categoryId: string;
  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    artistId = await createArtist(t);
    const category = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', auth)
      .field('name', 'Paintings')
      .attach('image', await png(), 'c.png');
    categoryId = category.body.data.data._id;
  });
  afterAll(() => t.close());

  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await t.http().post('/graphql').set('Authorization', auth).send({ query, variables });
    expect([200, 400]).toContain(res.status);
    return res.body;
  };
  const CREATE = `mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id version editions { id type price prices { currency amount } } } }`;
  const UPDATE = `mutation($id: ID!, $i: UpdateArtworkInput!) { updateArtwork(id: $id, input: $i) { version editions { type price prices { currency amount } } } }`;
  let codes = 0;
  const input = (editions: unknown[]) => ({ productCode: `PPC-${++codes}`, description: 'd', size: 's', material: 'm', artistId, categoryId, editions });
  const artCount = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM art'))[0].n);
  const restCreate = (editions: unknown[]) =>
    t
      .http()
      .post('/api/v1/art')
      .set('Authorization', auth)
      .field('artName', 'Legacy')
      .field('productCode', `PPC-${++codes}`)
      .field('artDescription', 'd')
      .field('artSize', 's')
      .field('artMaterial', 'm')
      .field('quantity', '1')
      .field('artists', artistId)
      .field('categories', categoryId)
      .field('editions', JSON.stringify(editions));
  const setRate = (currency: string, perDollar: string | null, step?: string) =>
    gql(`mutation($i: CurrencyRateInput!) { setCurrencyRate(input: $i) { currency perDollar step } }`, { i: { currency, perDollar, step } });

  it('GraphQL: an edition has a dollar price and a franc price, and answers every price it has', async () => {
    const made = await gql(CREATE, {
      i: input([
        { type: 'Original Art Work', price: '86.21', prices: [{ currency: 'RWF', amount: '125000' }] },
        { type: 'Giclée print (A4)', price: '20' },
      ]),
    });
    expect(made.errors).toBeUndefined();
    expect(made.data.createArtwork.editions).toEqual([
      expect.objectContaining({
        price: '86.21',
        prices: [
          { currency: 'USD', amount: '86.21' },
          { currency: 'RWF', amount: '125000.00' },
        ],
      }),
      expect.objectContaining({ price: '20.00', prices: [{ currency: 'USD', amount: '20.00' }] }),
    ]);
    const [row] = await t.dataSource.query(`SELECT price::text, other_prices FROM edition WHERE id = $1`, [made.data.createArtwork.editions[0].id]);
    expect(row).toEqual({ price: '86.21', other_prices: { RWF: '125000' } });
  });

  it('refuses fractional francs, an unknown currency and a currency not sold, on both doors, writing nothing', async () => {
    const before = await artCount();
    const francs = await gql(CREATE, { i: input([{ type: 'Original Art Work', price: '86', prices: [{ currency: 'RWF', amount: '125000.50' }] }]) });
    expect(francs.errors[0]).toMatchObject({ message: 'RWF prices are whole francs', extensions: { code: 'BAD_USER_INPUT' } });
    const euros = await gql(CREATE, { i: input([{ type: 'Original Art Work', price: '86', prices: [{ currency: 'EUR', amount: '80' }] }]) });
    expect(euros.errors[0]).toMatchObject({ message: PRICE_MESSAGES.notSold('EUR', ['USD', 'RWF']), extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await gql(CREATE, { i: input([{ type: 'Original Art Work', price: '86', prices: [{ currency: 'XYZ', amount: '80' }] }]) });
    expect(unknown.errors[0].message).toBe(PRICE_MESSAGES.notSold('XYZ', ['USD', 'RWF']));
    const cents = await gql(CREATE, { i: input([{ type: 'Original Art Work', price: '86.123' }]) });
    expect(cents.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(cents.errors[0].message).toMatch(/at most two decimals/);
    const twice = await gql(CREATE, {
      i: input([
        {
          type: 'Original Art Work',
          price: '86',
          prices: [
            { currency: 'RWF', amount: '1000' },
            { currency: 'rwf', amount: '2000' },
          ],
        },
      ]),
    });
    expect(twice.errors[0].message).toBe(PRICE_MESSAGES.twice('Original Art Work', 'RWF'));
    const dollars = await gql(CREATE, { i: input([{ type: 'Original Art Work', price: '86', prices: [{ currency: 'USD', amount: '86' }] }]) });
    expect(dollars.errors[0].message).toBe(PRICE_MESSAGES.baseInPrices('Original Art Work'));

    const restFrancs = await restCreate([{ editionType: 'Original Art Work', price: 86, prices: [{ currency: 'RWF', amount: 125000.5 }] }]);
    expect(restFrancs.status).toBe(400);
    expect(restFrancs.body.message).toBe('RWF prices are whole francs');
    const restEuros = await restCreate([{ editionType: 'Original Art Work', price: 86, prices: [{ currency: 'EUR', amount: '80' }] }]);
    expect(restEuros.status).toBe(400);
    expect(restEuros.body.message).toBe(PRICE_MESSAGES.notSold('EUR', ['USD', 'RWF']));
    expect(await artCount()).toBe(before);
    // The database keeps the rule too.
    await expect(t.dataSource.query(`UPDATE edition SET other_prices = '{"RWF": "125000.50"}'`)).rejects.toMatchObject({
      constraint: 'edition_rwf_price_whole',
    });
  });

  it('a legacy write gets its franc price from the rate, none without one; its answer is in dollars as before', async () => {
    await setRate('RWF', null);
    const noRate = await restCreate([{ editionType: 'Original Art Work', price: 1200 }]).expect(201);
    expect(noRate.body.data.data.editions).toEqual([{ _id: expect.any(String), editionType: 'Original Art Work', price: 1200 }]);
    expect((await t.dataSource.query(`SELECT other_prices FROM edition WHERE art_id = $1`, [noRate.body.data.data._id]))[0].other_prices).toEqual({});

    const rate = await setRate('RWF', '1450', '1000');
    expect(rate.data.setCurrencyRate).toEqual([{ currency: 'RWF', perDollar: '1450', step: '1000' }]);
    const created = await restCreate([
      { editionType: 'Original Art Work', price: 86.21 },
      { editionType: 'Giclée print (A3)', price: '180' },
    ]).expect(201);
    const id = created.body.data.data._id;
    expect(created.body.data.data.editions.map((e: { price: number }) => e.price)).toEqual([86.21, 180]);
    const francs = async () =>
      (await t.dataSource.query(`SELECT other_prices->>'RWF' AS rwf FROM edition WHERE art_id = $1 ORDER BY position`, [id])).map(
        (r: { rwf: string }) => r.rwf,
      );
    // 86.21 x 1450 = 125,004.5 -> 125,000; 180 x 1450 = 261,000.
    expect(await francs()).toEqual(['125000', '261000']);

    // A franc price set by hand stays while the dollar price does; a new dollar price takes the rate's.
    const version = (await gql(`query($id: ID!) { artwork(id: $id) { version } }`, { id })).data.artwork.version;
    await gql(UPDATE, {
      id,
      i: {
        version,
        editions: [
          { type: 'Original Art Work', price: '86.21', prices: [{ currency: 'RWF', amount: '130000' }] },
          { type: 'Giclée print (A3)', price: '180', prices: [{ currency: 'RWF', amount: '250000' }] },
        ],
      },
    });
    const patched = await t
      .http()
      .patch(`/api/v1/art/${id}`)
      .set('Authorization', auth)
      .field(
        'editions',
        JSON.stringify([
          { editionType: 'Original Art Work', price: 86.21 },
          { editionType: 'Giclée print (A3)', price: 200 },
        ]),
      )
      .expect(200);
    expect(patched.body.data.data.editions.map((e: { price: number }) => e.price)).toEqual([86.21, 200]);
    expect(await francs()).toEqual(['130000', '290000']);
    const legacy = await t.http().get(`/api/v1/art/${id}`).expect(200);
    expect(legacy.body.data.data.editions).toEqual([
      { _id: expect.any(String), editionType: 'Original Art Work', price: 86.21 },
      { _id: expect.any(String), editionType: 'Giclée print (A3)', price: 200 },
    ]);
  });

  it('the rate is checked, and Apply stores prices: a later rate changes none until applied again', async () => {
    expect((await setRate('USD', '1', '1')).errors[0].message).toBe(PRICE_MESSAGES.rateBase);
    expect((await setRate('EUR', '0.9', '1')).errors[0].message).toBe(PRICE_MESSAGES.notSold('EUR', ['USD', 'RWF']));
    expect((await setRate('RWF', '1450', '0.5')).errors[0].message).toBe(PRICE_MESSAGES.stepPositive('RWF'));
    expect((await setRate('RWF', '0', '1000')).errors[0].message).toBe(PRICE_MESSAGES.ratePositive);
    expect((await setRate('RWF', 'abc', '1000')).errors[0].message).toBe(PRICE_MESSAGES.ratePositive);

    const LACKING = `{ editionsLackingPrice(pageSize: 100) { totalItems items { editionId type missing } } }`;
    const lacking = (await gql(LACKING)).data.editionsLackingPrice;
    expect(lacking.totalItems).toBeGreaterThan(0);
    expect(lacking.items.every((e: { missing: string[] }) => e.missing.join() === 'RWF')).toBe(true);

    await setRate('RWF', '1500', '100');
    const APPLY = `mutation($c: String!, $m: Boolean!) { applyCurrencyRate(currency: $c, onlyMissing: $m) { priced } }`;
    const missingOnly = await gql(APPLY, { c: 'RWF', m: true });
    expect(missingOnly.data.applyCurrencyRate.priced).toBe(lacking.totalItems);
    expect((await gql(LACKING)).data.editionsLackingPrice.totalItems).toBe(0);
    const [print20] = await t.dataSource.query(`SELECT other_prices->>'RWF' AS rwf FROM edition WHERE price = 20`);
    expect(print20.rwf).toBe('30000');
    // A new rate changes nothing stored, so nothing a visitor reads, until it is applied.
    await setRate('RWF', '2000', '1000');
    expect((await t.dataSource.query(`SELECT other_prices->>'RWF' AS rwf FROM edition WHERE price = 20`))[0].rwf).toBe('30000');
    const all = await gql(APPLY, { c: 'RWF', m: false });
    expect(all.data.applyCurrencyRate.priced).toBeGreaterThan(0);
    expect((await t.dataSource.query(`SELECT other_prices->>'RWF' AS rwf FROM edition WHERE price = 20`))[0].rwf).toBe('40000');
    expect((await gql(APPLY, { c: 'EUR', m: false })).errors[0].message).toBe(PRICE_MESSAGES.notSold('EUR', ['USD', 'RWF']));
    const audit = await t.dataSource.query(`SELECT action FROM audit_entry WHERE action LIKE 'settings.currency-rate-%' ORDER BY at`);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['settings.currency-rate-changed', 'settings.currency-rate-applied']),
    );
  });

  it('the site says which currencies it sells in and which it shows first', async () => {
    const site = await gql(`{ site { currencies displayCurrency shopCurrency } }`);
    expect(site.data.site).toEqual({ currencies: ['USD', 'RWF'], displayCurrency: 'USD', shopCurrency: 'USD' });
  });
});

describe('SHOP_CURRENCIES', () => {
  it('is an allow-list that always has dollars and every currency the shop uses', () => {
    expect(validateEnvironment({}).SHOP_CURRENCIES).toEqual(['USD', 'RWF']);
    expect(validateEnvironment({ SHOP_CURRENCIES: 'rwf, usd, eur' }).SHOP_CURRENCIES).toEqual(['USD', 'RWF', 'EUR']);
    expect(() => validateEnvironment({ SHOP_CURRENCIES: 'RWF' })).toThrow(/SHOP_CURRENCIES="RWF": must include USD/);
    expect(() => validateEnvironment({ SHOP_CURRENCIES: 'USD,XYZ' })).toThrow(/SHOP_CURRENCIES must list currencies among/);
    expect(() => validateEnvironment({ SHOP_CURRENCY: 'EUR' })).toThrow(/SHOP_CURRENCY=EUR: not one of SHOP_CURRENCIES \(USD,RWF\)/);
    expect(() => validateEnvironment({ SHOP_CURRENCIES: 'USD', VISIT_CURRENCY: 'USD', DISPLAY_CURRENCY: 'RWF' })).toThrow(
      /DISPLAY_CURRENCY=RWF: not one of SHOP_CURRENCIES/,
    );
  });
});

describe('the move to prices per currency (PricesPerCurrency)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const mine = MIGRATIONS.findIndex((m) => m.name === 'PricesPerCurrency1797780000000');
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource({ ...dataSourceOptions(db.url, ENTITIES), migrations: MIGRATIONS.slice(0, mine), migrationsRun: false });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('keeps every existing price as the dollar price, and goes back without losing one', async () => {
    const q = (sql: string, params?: unknown[]) => ds.query(sql, params);
    const [asset] = await q(`INSERT INTO asset (key, path, width, height) VALUES ('k', '/uploads/k.jpg', 10, 10) RETURNING id`);
    const [artist] = await q(`INSERT INTO artist (name, description, image_id) VALUES ('A', 'd', $1) RETURNING id`, [asset.id]);
    const [category] = await q(`INSERT INTO category (name, image_id) VALUES ('C', $1) RETURNING id`, [asset.id]);
    const [art] = await q(
      `INSERT INTO art (art_name, product_code, art_description, art_size, art_material, artist_id, category_id) VALUES ('W', 'W-1', 'd', 's', 'm', $1, $2) RETURNING id`,
      [artist.id, category.id],
    );
    await q(
      `INSERT INTO edition (art_id, edition_type, price, position, edition_size) VALUES ($1, 'Original Art Work', 1850.5, 0, 1), ($1, 'Print', 160, 1, NULL)`,
      [art.id],
    );
    const mig = new DataSource({ ...dataSourceOptions(db.url, ENTITIES), migrations: MIGRATIONS.slice(0, mine + 1), migrationsRun: false });
    await mig.initialize();
    try {
      await mig.runMigrations({ transaction: 'all' });
      const rows = await mig.query(`SELECT edition_type, price::text, other_prices FROM edition ORDER BY position`);
      expect(rows).toEqual([
        { edition_type: 'Original Art Work', price: '1850.50', other_prices: {} },
        { edition_type: 'Print', price: '160.00', other_prices: {} },
      ]);
      expect((await mig.query(`SELECT currency_rates FROM shop_settings`))[0]?.currency_rates ?? {}).toEqual({});
      await mig.undoLastMigration({ transaction: 'all' });
      expect(await mig.query(`SELECT edition_type, price::text FROM edition ORDER BY position`)).toEqual([
        { edition_type: 'Original Art Work', price: '1850.50' },
        { edition_type: 'Print', price: '160.00' },
      ]);
    } finally {
      await mig.destroy();
    }
  });
});
