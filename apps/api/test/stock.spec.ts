import { ORIGINAL_ART_WORK, STOCK_MESSAGES } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify, stock } from './support/commerce';
import { createArtist } from './support/fixtures';

/** Stock per edition: each edition is reserved, sold and released on its own; admin saves never overwrite it. */
describe('stock per edition', () => {
  let t: TestApp & { url: string };
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await listening();
    auth = { authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t.close());

  const buy = async (lines: { artworkId: string; editionId: string; quantity: number; unitPrice: string }[], email = 'buyer@example.org') => {
    const res = await gql(t, CHECKOUT, { input: { ...BUYER, email, lines } }, newClient());
    if (res.body.errors) throw new Error(res.body.errors[0].message);
    return res.body.data.checkout.orderNumber as string;
  };
  const counts = async (editionId: string) =>
    (await t.dataSource.query('SELECT edition_size AS size, reserved, sold, withheld FROM edition WHERE id = $1', [editionId]))[0];
  const soldOut = async (id: string) => (await gql(t, `{ artwork(id: "${id}") { soldOut } }`)).body.data.artwork.soldOut as boolean;

  it('a print sale leaves the original available, and an original sale leaves the prints; the work is sold out only when every edition is', async () => {
    const art = await artwork(t, 2);
    await notify(t, { transactionId: await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]) }).expect(200);
    expect(await counts(art.print)).toEqual({ size: 2, reserved: 0, sold: 1, withheld: 0 });
    expect(await counts(art.original)).toEqual({ size: 1, reserved: 0, sold: 0, withheld: 0 });
    expect(await soldOut(art.id)).toBe(false);
    const product = await gql(t, `{ artwork(id: "${art.id}") { editions { type kind editionSize available soldOut } } }`);
    expect(product.body.data.artwork.editions).toEqual([
      { type: ORIGINAL_ART_WORK, kind: 'original', editionSize: 1, available: 1, soldOut: false },
      { type: 'Print A3', kind: 'limited', editionSize: 2, available: 1, soldOut: false },
    ]);

    await notify(t, { transactionId: await buy([{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }]) }).expect(200);
    expect(await counts(art.original)).toEqual({ size: 1, reserved: 0, sold: 1, withheld: 0 });
    expect(await stock(t, art.print)).toBe(1);
    expect(await soldOut(art.id)).toBe(false);
    // The original sells once, ever.
    const again = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } },
      newClient(),
    );
    expect(again.body.errors[0].message).toBe('"Golden Monkey" is no longer available.');

    await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    expect(await soldOut(art.id)).toBe(true);
    const last = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } },
      newClient(),
    );
    expect(last.body.errors[0].message).toBe('"Golden Monkey" (Print A3) is sold out.');
  });

  it('an open edition has no limit; a limited one refuses more than it has left, with the number', async () => {
    const open = await artwork(t, null);
    await buy([{ artworkId: open.id, editionId: open.print, quantity: 10, unitPrice: '95.50' }]);
    await buy([{ artworkId: open.id, editionId: open.print, quantity: 10, unitPrice: '95.50' }]);
    expect(await counts(open.print)).toEqual({ size: null, reserved: 20, sold: 0, withheld: 0 });
    const limited = await artwork(t, 3);
    const res = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: limited.id, editionId: limited.print, quantity: 4, unitPrice: '95.50' }] } },
      newClient(),
    );
    expect(res.body.errors[0].message).toBe('Only 3 of "Golden Monkey" (Print A3) are left.');
    expect(await stock(t, limited.print)).toBe(3);
  });

  it('30 parallel checkouts for an edition of 25 prints make exactly 25 orders; the original is untouched', async () => {
    const art = await artwork(t, 25);
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        gql(
          t,
          CHECKOUT,
          {
            input: { ...BUYER, email: `print${i}@example.org`, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] },
          },
          newClient(),
        ),
      ),
    );
    const won = attempts.filter((r) => r.body.data?.checkout);
    const lost = attempts.filter((r) => r.body.errors);
    expect(won).toHaveLength(25);
    expect(lost).toHaveLength(5);
    for (const r of lost) expect(r.body.errors[0].message).toBe('"Golden Monkey" (Print A3) is sold out.');
    expect(await counts(art.print)).toEqual({ size: 25, reserved: 25, sold: 0, withheld: 0 });
    expect(await stock(t, art.original)).toBe(1);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(DISTINCT o.id)::int AS n FROM customer_order o JOIN order_line l ON l.order_id = o.id WHERE l.edition_id = $1`,
      [art.print],
    );
    expect(n).toBe(25);
  });

  it('the back office sees available, reserved, sold and kept back apart, and the version an edit must carry', async () => {
    const art = await artwork(t, 10);
    await notify(t, { transactionId: await buy([{ artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: '95.50' }]) }).expect(200);
    await buy([{ artworkId: art.id, editionId: art.print, quantity: 3, unitPrice: '95.50' }]);
    const STOCK = `query ($id: ID!) { artworkStock(id: $id) { version editions { id type kind editionSize available reserved sold withheld } } }`;
    expect((await gql(t, STOCK, { id: art.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const res = await gql(t, STOCK, { id: art.id }, auth);
    expect(res.body.data.artworkStock).toEqual({
      version: 4, // created, reserved, paid, reserved
      editions: [
        { id: art.original, type: ORIGINAL_ART_WORK, kind: 'original', editionSize: 1, available: 1, reserved: 0, sold: 0, withheld: 0 },
        { id: art.print, type: 'Print A3', kind: 'limited', editionSize: 10, available: 5, reserved: 3, sold: 2, withheld: 0 },
      ],
    });
  });

  describe('no lost updates', () => {
    const UPDATE = `mutation ($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { name version editions { id type price editionSize available } } }`;
    const versionOf = async (id: string) => (await gql(t, `{ artwork(id: "${id}") { version } }`)).body.data.artwork.version as number;

    it('GraphQL: a save carrying the version from before a sale answers CONFLICT with the message, and the stock is unchanged', async () => {
      const art = await artwork(t, 5);
      const loaded = await versionOf(art.id);
      await buy([{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }]);
      const stale = await gql(
        t,
        UPDATE,
        {
          id: art.id,
          input: {
            version: loaded,
            name: 'Golden Monkey (typo fixed)',
            editions: [
              { id: art.original, type: ORIGINAL_ART_WORK, price: '1200.00', withheld: 0 },
              { id: art.print, type: 'Print A3', price: '95.50', editionSize: 5 },
            ],
          },
        },
        auth,
      );
      expect(stale.body.errors[0].extensions.code).toBe('CONFLICT');
      expect(stale.body.errors[0].message).toBe('This artwork changed since you opened it (a sale or another edit); reload to see it.');
      expect(await counts(art.original)).toEqual({ size: 1, reserved: 1, sold: 0, withheld: 0 });
      expect((await gql(t, `{ artwork(id: "${art.id}") { name } }`)).body.data.artwork.name).toBe('Golden Monkey');

      // Reloaded: the same save goes through and keeps what the order holds.
      const fresh = await gql(
        t,
        UPDATE,
        {
          id: art.id,
          input: {
            version: await versionOf(art.id),
            name: 'Golden Monkey (typo fixed)',
            editions: [
              { id: art.original, type: ORIGINAL_ART_WORK, price: '1250.00' },
              { id: art.print, type: 'Print A3', price: '95.50', editionSize: 8 },
            ],
          },
        },
        auth,
      );
      expect(fresh.body.errors).toBeUndefined();
      expect(fresh.body.data.updateArtwork.editions).toEqual([
        { id: art.original, type: ORIGINAL_ART_WORK, price: '1250.00', editionSize: 1, available: 0 },
        { id: art.print, type: 'Print A3', price: '95.50', editionSize: 8, available: 8 },
      ]);
      expect(await counts(art.original)).toEqual({ size: 1, reserved: 1, sold: 0, withheld: 0 });
    });

    it('REST: a PATCH whose If-Match or version predates a sale answers 409 with the message; the stock is unchanged', async () => {
      const art = await artwork(t, 5);
      const loaded = await t.http().get(`/api/v1/art/${art.id}`).expect(200);
      expect(loaded.headers.etag).toBe('"1"');
      expect(loaded.body.data.data.quantity).toBe(6);
      await buy([{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }]);
      for (const send of [
        (r: ReturnType<ReturnType<TestApp['http']>['patch']>) => r.set('If-Match', loaded.headers.etag),
        (r: ReturnType<ReturnType<TestApp['http']>['patch']>) => r.field('version', '1'),
      ]) {
        const res = await send(
          t.http().patch(`/api/v1/art/${art.id}`).set('Authorization', auth.authorization).field('artName', 'Golden Monkey (typo fixed)'),
        ).expect(409);
        expect(res.body).toEqual({ status: 'fail', message: STOCK_MESSAGES.staleArtwork });
      }
      expect(await counts(art.original)).toEqual({ size: 1, reserved: 1, sold: 0, withheld: 0 });
      const now = await t.http().get(`/api/v1/art/${art.id}`).expect(200);
      expect(now.body.data.data).toMatchObject({ artName: 'Golden Monkey', quantity: 5 });
      expect(now.headers.etag).toBe('"2"');
    });

    it('REST without a version (the legacy form): sending back the quantity it loaded after a sale is refused; editions sent without ids keep their counts', async () => {
      const art = await artwork(t, 3);
      const loaded = (await t.http().get(`/api/v1/art/${art.id}`).expect(200)).body.data.data;
      expect(loaded.quantity).toBe(4);
      await buy([{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }]);
      await notify(t, { transactionId: await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]) }).expect(200);
      // The old form sends everything it loaded, editions without their ids.
      const legacyForm = () =>
        t
          .http()
          .patch(`/api/v1/art/${art.id}`)
          .set('Authorization', auth.authorization)
          .field('artName', 'Golden Monkey (typo fixed)')
          .field('artDescription', loaded.artDescription)
          .field(
            'editions',
            JSON.stringify(loaded.editions.map((e: { editionType: string; price: number }) => ({ editionType: e.editionType, price: e.price }))),
          );
      const stale = await legacyForm().field('quantity', String(loaded.quantity)).expect(409);
      expect(stale.body.message).toBe(STOCK_MESSAGES.staleArtwork);
      expect(await counts(art.original)).toEqual({ size: 1, reserved: 1, sold: 0, withheld: 0 });
      expect(await counts(art.print)).toEqual({ size: 3, reserved: 0, sold: 1, withheld: 0 });
      // Sending the quantity it reads now changes no stock; the editions keep their ids and counts.
      const ok = await legacyForm().field('quantity', '2').expect(200);
      expect(ok.body.data.data.editions.map((e: { _id: string }) => e._id)).toEqual([art.original, art.print]);
      expect(ok.body.data.data).toMatchObject({ artName: 'Golden Monkey (typo fixed)', quantity: 2 });
      expect(await counts(art.original)).toEqual({ size: 1, reserved: 1, sold: 0, withheld: 0 });
      expect(await counts(art.print)).toEqual({ size: 3, reserved: 0, sold: 1, withheld: 0 });
    });

    it('refuses to remove an edition that pending orders hold, or to shrink one below what is sold and reserved', async () => {
      const art = await artwork(t, 5);
      await buy([{ artworkId: art.id, editionId: art.print, quantity: 3, unitPrice: '95.50' }]);
      const version = await versionOf(art.id);
      const removed = await gql(
        t,
        UPDATE,
        { id: art.id, input: { version, editions: [{ id: art.original, type: ORIGINAL_ART_WORK, price: '1200.00' }] } },
        auth,
      );
      expect(removed.body.errors[0].extensions.code).toBe('CONFLICT');
      expect(removed.body.errors[0].message).toBe('"Print A3" cannot be removed while 3 are reserved by pending orders.');
      const shrunk = await gql(
        t,
        UPDATE,
        {
          id: art.id,
          input: {
            version,
            editions: [
              { id: art.original, type: ORIGINAL_ART_WORK, price: '1200.00' },
              { id: art.print, type: 'Print A3', price: '95.50', editionSize: 2 },
            ],
          },
        },
        auth,
      );
      expect(shrunk.body.errors[0].message).toBe('The edition size of "Print A3" cannot be less than 3: that many are already sold, reserved or kept back.');
      const original = await gql(
        t,
        UPDATE,
        {
          id: art.id,
          input: {
            version,
            editions: [
              { id: art.original, type: ORIGINAL_ART_WORK, price: '1200.00', editionSize: 3 },
              { id: art.print, type: 'Print A3', price: '95.50' },
            ],
          },
        },
        auth,
      );
      expect(original.body.errors[0].message).toBe('An Original Art Work is unique: its edition size is always 1.');
      expect(await counts(art.print)).toEqual({ size: 5, reserved: 3, sold: 0, withheld: 0 });
      expect(await versionOf(art.id)).toBe(version);
    });
  });

  describe('the legacy quantity', () => {
    const EDITIONS = JSON.stringify([
      { editionType: ORIGINAL_ART_WORK, price: 1850 },
      { editionType: 'Giclée print (A3)', price: '160' },
    ]);
    const create = async (quantity: string, editions = EDITIONS) => {
      const category = (
        await t.dataSource.query(`INSERT INTO category (name, image_id) SELECT 'Prints ' || gen_random_uuid(), id FROM asset LIMIT 1 RETURNING id`)
      )[0].id;
      const res = await t
        .http()
        .post('/api/v1/art')
        .set('Authorization', auth.authorization)
        .field('artName', 'Mist over Bisoke')
        .field('productCode', `MB-${Math.random().toString(36).slice(2, 8)}`)
        .field('artDescription', 'd')
        .field('artSize', 's')
        .field('artMaterial', 'm')
        .field('quantity', quantity)
        .field('artists', await createArtist(t))
        .field('categories', category)
        .field('editions', editions)
        .expect(201);
      return res.body.data.data as { _id: string; quantity: number; editions: { _id: string }[] };
    };
    const stockOf = async (artId: string) =>
      t.dataSource.query('SELECT edition_type AS type, edition_size AS size, withheld FROM edition WHERE art_id = $1 ORDER BY position', [artId]);

    it('reads the units for sale over the editions with a limit, and writes them onto the editions', async () => {
      const one = await create('1');
      expect(one.quantity).toBe(1);
      expect(await stockOf(one._id)).toEqual([
        { type: ORIGINAL_ART_WORK, size: 1, withheld: 0 },
        { type: 'Giclée print (A3)', size: null, withheld: 0 },
      ]);
      const twenty = await create('20');
      expect(twenty.quantity).toBe(20);
      expect(await stockOf(twenty._id)).toEqual([
        { type: ORIGINAL_ART_WORK, size: 1, withheld: 0 },
        { type: 'Giclée print (A3)', size: 19, withheld: 0 },
      ]);
      const patch = (id: string, quantity: string) => t.http().patch(`/api/v1/art/${id}`).set('Authorization', auth.authorization).field('quantity', quantity);
      expect((await patch(twenty._id, '0').expect(200)).body.data.data.quantity).toBe(0);
      expect(await stockOf(twenty._id)).toEqual([
        { type: ORIGINAL_ART_WORK, size: 1, withheld: 1 },
        { type: 'Giclée print (A3)', size: 19, withheld: 19 },
      ]);
      expect((await patch(twenty._id, '20').expect(200)).body.data.data.quantity).toBe(20);
      expect(await stockOf(twenty._id)).toEqual([
        { type: ORIGINAL_ART_WORK, size: 1, withheld: 0 },
        { type: 'Giclée print (A3)', size: 19, withheld: 0 },
      ]);
      // An existing edition grows only by its edition size, never by quantity.
      expect((await patch(twenty._id, '25').expect(400)).body.message).toMatch(/^quantity: at most 20 can be for sale/);
      // An original alone is one: asking for more is refused clearly.
      const single = await create('1', JSON.stringify([{ editionType: ORIGINAL_ART_WORK, price: 900 }]));
      expect((await patch(single._id, '3').expect(400)).body.message).toMatch(/^quantity: at most 1 can be for sale/);
    });
  });
});
