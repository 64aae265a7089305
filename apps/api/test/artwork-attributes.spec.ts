import { AVAILABILITIES, EDITION_KINDS, MEDIA, ORIENTATIONS, ORIGINAL_ART_WORK, SIZE_CLASSES } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify } from './support/commerce';
import { createArtist } from './support/fixtures';

/**
 * Issue 26 item 1: an artwork's medium, dimensions and year, and what the database computes and keeps on the work
 * (orientation, size class, edition kinds, availability, lowest price per currency, the price sort's key), right
 * after every sale, cancel and edit.
 */
describe('artwork attributes', () => {
  let t: TestApp & { url: string };
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await listening();
    auth = { authorization: `Bearer ${await t.token()}` };
  }, 120_000);
  afterAll(() => t.close());

  const FIELDS = 'id version medium widthCm heightCm depthCm year orientation sizeClass editionKinds availability lowestPrices { currency amount }';
  const read = async (id: string) => {
    const res = await gql(t, `query($id: ID!) { artwork(id: $id) { ${FIELDS} editions { id type price prices { currency amount } soldOut } } }`, { id });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.artwork;
  };
  /** The stored offer, recomputed in the test from the editions the API shows: the lowest price of an edition for sale, per currency. */
  const expectedOffer = (art: { editions: { soldOut: boolean; prices: { currency: string; amount: string }[] }[] }) => {
    const lowest = new Map<string, number>();
    for (const e of art.editions.filter((e) => !e.soldOut))
      for (const p of e.prices)
        if (Number(p.amount) > 0 && (!lowest.has(p.currency) || Number(p.amount) < lowest.get(p.currency)!)) lowest.set(p.currency, Number(p.amount));
    return {
      availability: art.editions.some((e) => !e.soldOut) ? 'forSale' : 'sold',
      lowest: Object.fromEntries([...lowest].sort()),
    };
  };
  const storedOffer = (art: { availability: string; lowestPrices: { currency: string; amount: string }[] }) => ({
    availability: art.availability,
    lowest: Object.fromEntries(art.lowestPrices.map((p) => [p.currency, Number(p.amount)]).sort()),
  });

  const create = (input: Record<string, unknown>) =>
    gql(t, `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { ${FIELDS} } }`, { input }, auth);
  const baseInput = async () => ({
    name: 'Crane at Ruhondo',
    productCode: `CR-${Math.random().toString(36).slice(2, 8)}`,
    description: 'Lake light',
    size: '60 x 40 cm',
    material: 'Acrylic on canvas',
    artistId: await createArtist(t),
    categoryId: (
      await t.dataSource.query(`INSERT INTO category (name, image_id) SELECT 'Paintings ' || gen_random_uuid(), id FROM asset LIMIT 1 RETURNING id`)
    )[0]?.id,
    editions: [
      { type: ORIGINAL_ART_WORK, price: '900.00', prices: [{ currency: 'RWF', amount: '1300000' }] },
      { type: 'Giclée print (A3)', price: '80.00', editionSize: 20, prices: [{ currency: 'RWF', amount: '116000' }] },
      { type: 'Giclée print (A4)', price: '45.00' },
    ],
  });

  it('takes a medium from the list, centimetres and a year, and computes orientation, size class and what the editions offer', async () => {
    const res = await create({ ...(await baseInput()), medium: 'acrylic', widthCm: '60', heightCm: '40.5', year: 2024 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createArtwork).toMatchObject({
      medium: 'acrylic',
      widthCm: '60.0',
      heightCm: '40.5',
      depthCm: null,
      year: 2024,
      orientation: 'landscape',
      sizeClass: 'medium',
      editionKinds: ['limited', 'open', 'original'],
      availability: 'forSale',
      // Dollars from every edition; francs only where one is set (the A4 has none: no rate is set).
      lowestPrices: [
        { currency: 'USD', amount: '45.00' },
        { currency: 'RWF', amount: '116000.00' },
      ],
    });
    const id = res.body.data.createArtwork.id;
    // An edit of the dimensions recomputes the shape; null clears them.
    const version = res.body.data.createArtwork.version;
    const edited = await gql(
      t,
      `mutation($id: ID!, $v: Int!) { updateArtwork(id: $id, input: { version: $v, widthCm: "30", heightCm: "30", depthCm: "12.5" }) { ${FIELDS} } }`,
      { id, v: version },
      auth,
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data.updateArtwork).toMatchObject({ orientation: 'square', sizeClass: 'small', medium: 'acrylic', year: 2024 });
    const cleared = await gql(
      t,
      `mutation($id: ID!, $v: Int!) { updateArtwork(id: $id, input: { version: $v, widthCm: null, heightCm: null, depthCm: null }) { ${FIELDS} } }`,
      { id, v: edited.body.data.updateArtwork.version },
      auth,
    );
    expect(cleared.body.data.updateArtwork).toMatchObject({ orientation: null, sizeClass: null });
    // A work over a metre on its longest side (here its depth) is large.
    const large = await create({ ...(await baseInput()), widthCm: '80', heightCm: '60', depthCm: '120' });
    expect(large.body.data.createArtwork).toMatchObject({ orientation: 'landscape', sizeClass: 'large', medium: null, year: null });
  });

  it('refuses a medium off the list, a size that is not centimetres and a year in the future, writing nothing', async () => {
    const before = (await t.dataSource.query('SELECT count(*)::int AS n FROM art'))[0].n;
    const input = await baseInput();
    const medium = await create({ ...input, medium: 'gouache' });
    expect(medium.body.errors[0].message).toMatch(/Medium/);
    for (const [field, value] of [
      ['widthCm', '0'],
      ['heightCm', '12.34'],
      ['depthCm', '-3'],
      ['widthCm', '100001'],
    ] as const) {
      const res = await create({ ...input, [field]: value });
      expect(res.body.errors[0].message).toContain(`${field} must be centimetres above 0 with at most one decimal`);
    }
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const year of [nextYear, 1799]) {
      const res = await create({ ...input, year });
      expect(res.body.errors[0].message).toContain(`year must be a year from 1800 to ${nextYear - 1}`);
    }
    expect((await t.dataSource.query('SELECT count(*)::int AS n FROM art'))[0].n).toBe(before);
    // The database keeps the same rules for any other writer.
    await expect(t.dataSource.query(`UPDATE art SET medium = 'gouache'`)).rejects.toThrow(/art_medium_known/);
    await expect(t.dataSource.query(`UPDATE art SET width_cm = 0`)).rejects.toThrow(/art_dimensions_positive/);
  });

  it('keeps the stored availability and lowest prices right after a sale, a cancel and an edit', async () => {
    const art = await artwork(t, 1); // an original at 1200.00 (1,740,000 RWF), a limited print of 1 at 95.50 (138,000 RWF)
    const check = async () => {
      const now = await read(art.id);
      expect(storedOffer(now)).toEqual(expectedOffer(now));
      return now;
    };
    expect(storedOffer(await check())).toEqual({ availability: 'forSale', lowest: { USD: 95.5, RWF: 138000 } });

    // A sale: the print's one unit goes; the lowest price is the original's.
    const buy = async (editionId: string, unitPrice: string) => {
      const res = await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId, quantity: 1, unitPrice }] } }, newClient());
      expect(res.body.errors).toBeUndefined();
      return res.body.data.checkout.orderNumber as string;
    };
    const printOrder = await buy(art.print, '95.50');
    expect(storedOffer(await check())).toEqual({ availability: 'forSale', lowest: { USD: 1200, RWF: 1740000 } });
    await notify(t, { transactionId: printOrder }).expect(200);
    expect(storedOffer(await check())).toEqual({ availability: 'forSale', lowest: { USD: 1200, RWF: 1740000 } });

    // The original held by a pending order: nothing is for sale.
    const originalOrder = await buy(art.original, '1200.00');
    expect(storedOffer(await check())).toEqual({ availability: 'sold', lowest: {} });
    const sold = await gql(t, '{ artworks(page: 1, pageSize: 50, filter: { availability: [sold] }) { items { id } } }');
    expect(sold.body.data.artworks.items.map((w: { id: string }) => w.id)).toContain(art.id);

    // Cancelled: the original is for sale again.
    const cancel = await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: originalOrder }, auth);
    expect(cancel.body.errors).toBeUndefined();
    expect(storedOffer(await check())).toEqual({ availability: 'forSale', lowest: { USD: 1200, RWF: 1740000 } });

    // An edit: the print made a limited edition of 5 again and repriced, the original repriced with francs.
    const now = await read(art.id);
    const edit = await gql(
      t,
      `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`,
      {
        id: art.id,
        input: {
          version: now.version,
          editions: [
            { id: art.original, type: ORIGINAL_ART_WORK, price: '1100.00', prices: [{ currency: 'RWF', amount: '1595000' }] },
            { id: art.print, type: 'Print A3', price: '70.00', editionSize: 5 },
          ],
        },
      },
      auth,
    );
    expect(edit.body.errors).toBeUndefined();
    expect(storedOffer(await check())).toEqual({ availability: 'forSale', lowest: { USD: 70, RWF: 1595000 } });
    // The price sort's stored key follows (for sale, priced, its cheapest edition for sale).
    expect((await t.dataSource.query('SELECT price_tier AS tier, sort_price::text AS price FROM art WHERE id = $1', [art.id]))[0]).toEqual({
      tier: 0,
      price: '70.00',
    });
  });
});

/** Issue 26 item 2: facets with counts over the demo catalogue; a count is what the click returns. */
describe('catalogue facets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 300_000);
  afterAll(() => t.close());

  type Filter = Record<string, unknown>;
  const FACET_FIELDS = {
    artists: 'artistIds',
    media: 'media',
    availability: 'availability',
    sizeClasses: 'sizeClasses',
    orientations: 'orientations',
    editionKinds: 'editionKinds',
  } as const;
  type Facet = keyof typeof FACET_FIELDS;
  const FACETS_QUERY = `query($f: ArtworkFilter) { artworkFacets(filter: $f) { ${[...Object.keys(FACET_FIELDS), 'years']
    .map((f) => `${f} { value label count more }`)
    .join(' ')} } }`;
  const facets = async (filter: Filter) => {
    const res = await t
      .http()
      .post('/graphql')
      .send({ query: FACETS_QUERY, variables: { f: filter } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.artworkFacets as Record<Facet | 'years', { value: string; label: string | null; count: number; more: boolean }[]>;
  };
  const total = async (filter: Filter) => {
    const res = await t
      .http()
      .post('/graphql')
      .send({ query: 'query($f: ArtworkFilter) { artworks(page: 1, pageSize: 1, filter: $f) { totalItems } }', variables: { f: filter } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.artworks.totalItems as number;
  };

  it('the demo catalogue has the new attributes', async () => {
    const rows = await t.dataSource.query(
      `SELECT count(*)::int AS n, count(medium)::int AS media, count(year)::int AS years, count(size_class)::int AS sized FROM art`,
    );
    expect(rows[0]).toEqual({ n: 20, media: 20, years: 20, sized: 20 });
  });

  it('for random filter combinations, each value counts what clicking it returns (the other facets applied)', async () => {
    const everything = await facets({});
    const artistIds = everything.artists.map((a) => a.value);
    expect(everything.artists.every((a) => typeof a.label === 'string' && a.label.length > 0)).toBe(true);
    const lists: Record<Facet, readonly string[]> = {
      artists: artistIds,
      media: MEDIA,
      availability: AVAILABILITIES,
      sizeClasses: SIZE_CLASSES,
      orientations: ORIENTATIONS,
      editionKinds: EDITION_KINDS,
    };
    // A fixed seed: the same combinations on every run, different facets and texts in each.
    let seed = 26;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (values: readonly string[]) => values.filter(() => random() < 0.3);
    const texts = [undefined, undefined, 'gorilla', 'elefant', 'linocut', 'crane'];
    // The page's scope (issue 26 item 2: the shop, a category, a collection, an artist's page): counts count only its works.
    const scopes: Filter[] = [
      {},
      ...(await t.dataSource.query(`SELECT DISTINCT category_id AS id FROM art WHERE category_id IS NOT NULL`)).map((r: { id: string }) => ({
        categoryId: r.id,
      })),
      ...(await t.dataSource.query(`SELECT DISTINCT collection_id AS id FROM art WHERE collection_id IS NOT NULL`)).map((r: { id: string }) => ({
        collectionId: r.id,
      })),
      ...artistIds.map((id) => ({ artistId: id })),
    ];
    expect(scopes.length).toBeGreaterThan(3);
    let positive = 0;
    let years = 0;
    for (let round = 0; round < 16; round += 1) {
      // The first round is the whole shop unfiltered, so every value and year is checked at least once (the scopes' order
      // comes from the database's ids, so the drawn rounds differ from run to run); the others draw their filters.
      const filter: Filter = {};
      if (round > 0) {
        Object.assign(filter, scopes[Math.floor(random() * scopes.length)]);
        const text = texts[Math.floor(random() * texts.length)];
        if (text) filter['search'] = text;
        for (const facet of Object.keys(FACET_FIELDS) as Facet[]) {
          const chosen = pick(lists[facet]);
          if (chosen.length) filter[FACET_FIELDS[facet]] = chosen;
        }
        if (random() < 0.3) Object.assign(filter, { currency: 'RWF', priceMax: String(100_000 + Math.floor(random() * 3_000_000)) });
        if (random() < 0.3) Object.assign(filter, { yearFrom: 2021 + Math.floor(random() * 3) });
      }
      const counts = await facets(filter);
      for (const facet of Object.keys(FACET_FIELDS) as Facet[]) {
        for (const { value, count, more } of counts[facet]) {
          expect(more).toBe(false);
          if (count > 0) positive += 1;
          // The click: this facet is this value alone, every other filter as it is.
          const clicked = await total({ ...filter, [FACET_FIELDS[facet]]: [value] });
          expect({ round, facet, value, count }).toEqual({ round, facet, value, count: clicked });
        }
        // A value not listed would give nothing.
        for (const value of lists[facet].filter((v) => !counts[facet].some((c) => c.value === v))) {
          expect(await total({ ...filter, [FACET_FIELDS[facet]]: [value] })).toBe(0);
        }
      }
      // A year's click: that year alone (yearFrom = yearTo), every other filter as it is; the years listed are all the works'.
      for (const { value, count } of counts.years) {
        years += 1;
        const clicked = await total({ ...filter, yearFrom: Number(value), yearTo: Number(value) });
        expect({ round, facet: 'years', value, count }).toEqual({ round, facet: 'years', value, count: clicked });
      }
      const anyYear = { ...filter, yearFrom: undefined, yearTo: undefined };
      expect(counts.years.reduce((sum, y) => sum + y.count, 0)).toBe(await total(anyYear));
    }
    // The combinations were not all empty: many values counted works.
    expect(positive).toBeGreaterThan(5);
    expect(years).toBeGreaterThan(2);
  }, 240_000);

  it("scoped to a category, a collection or an artist, counts only that page's works", async () => {
    const whole = await facets({});
    const shelves: [string, string][] = [
      ...(await t.dataSource.query(`SELECT DISTINCT category_id AS id FROM art WHERE category_id IS NOT NULL`)).map((r: { id: string }) => [
        'categoryId',
        r.id,
      ]),
      ...(await t.dataSource.query(`SELECT DISTINCT collection_id AS id FROM art WHERE collection_id IS NOT NULL`)).map((r: { id: string }) => [
        'collectionId',
        r.id,
      ]),
      ...whole.artists.map((a): [string, string] => ['artistId', a.value]),
    ];
    let narrower = 0;
    for (const [field, id] of shelves) {
      const scope = { [field]: id };
      const [scoped, works] = await Promise.all([facets(scope), total(scope)]);
      // Each work of the page counts once under availability, and once under its year.
      expect({ field, id, works: scoped.availability.reduce((sum, v) => sum + v.count, 0) }).toEqual({ field, id, works });
      expect(scoped.years.reduce((sum, v) => sum + v.count, 0)).toBe(works);
      // The database's own count of the page's prints, for sale, agrees.
      const column = { categoryId: 'category_id', collectionId: 'collection_id', artistId: 'artist_id' }[field]!;
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM art WHERE ${column} = $1 AND medium = 'print' AND availability = 'forSale'`, [
        id,
      ]);
      const prints = (await facets({ ...scope, availability: ['forSale'] })).media.find((m) => m.value === 'print')?.count ?? 0;
      expect({ field, id, prints }).toEqual({ field, id, prints: n });
      if (works < whole.availability.reduce((sum, v) => sum + v.count, 0)) narrower += 1;
    }
    expect(narrower).toBe(shelves.length);
  }, 120_000);

  it('filters by prints under a price in francs, AND across facets and OR within one, and sorts by year', async () => {
    const prints = await t.http().post('/graphql').send({
      query: `{ artworks(page: 1, pageSize: 50, filter: { media: [print], currency: "RWF", priceMax: "150000" }) { totalItems items { medium lowestPrices { currency amount } } } }`,
    });
    const found = prints.body.data.artworks;
    expect(found.totalItems).toBeGreaterThan(0);
    for (const work of found.items) {
      expect(work.medium).toBe('print');
      expect(Number(work.lowestPrices.find((p: { currency: string }) => p.currency === 'RWF').amount)).toBeLessThanOrEqual(150000);
    }
    const oils = await total({ media: ['oil'] });
    const watercolours = await total({ media: ['watercolour'] });
    expect(await total({ media: ['oil', 'watercolour'] })).toBe(oils + watercolours);
    expect(await total({ media: ['oil'], sizeClasses: ['small'] })).toBeLessThanOrEqual(oils);
    const byYear = await t.http().post('/graphql').send({ query: '{ artworks(page: 1, pageSize: 50, sort: yearDescending) { items { year } } }' });
    const years = byYear.body.data.artworks.items.map((w: { year: number }) => w.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('refuses an unknown value, a currency not sold and an empty range with a message, never a 5xx', async () => {
    const cases: [Filter, RegExp][] = [
      [{ media: ['gouache'] }, /Medium/],
      [{ currency: 'EUR', priceMax: '10' }, /EUR is not a currency this shop sells in/],
      [{ yearFrom: 2024, yearTo: 2020 }, /The year range is empty/],
      [{ priceMin: '500', priceMax: '100' }, /The price range is empty/],
    ];
    for (const [filter, message] of cases) {
      for (const query of [FACETS_QUERY, 'query($f: ArtworkFilter) { artworks(page: 1, pageSize: 1, filter: $f) { totalItems } }']) {
        const res = await t
          .http()
          .post('/graphql')
          .send({ query, variables: { f: filter } });
        expect(res.status).toBeLessThan(500);
        expect(res.body.errors[0].message).toMatch(message);
      }
    }
  });
});
