import { CacheInvalidationService, PRIVATE_TABLES, PUBLIC_TABLES, PublicCacheService } from '@sawa/api/cache';
import { ReservationWorker } from '@sawa/api/commerce';
import { formatMoney, ORIGINAL_ART_WORK, RESERVED_TEXT } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify, RWANDAN_BUYER } from './support/commerce';
import { png } from './support/images';
import { requireBuilt } from './support/built';

/** How a public answer was made: from the cache ('hit'), or rendered now ('render...'). */
const timing = (res: { headers: Record<string, string> }) => res.headers['server-timing'] ?? '';
const fromCache = (res: { headers: Record<string, string> }) => timing(res).startsWith('cache;');

/** A page's markup without React's text separators (`a<!-- -->b`), as it reads. */
const readable = (html: string) => html.replaceAll('<!-- -->', '');

/** The two newest works' availability, with no id anywhere in the query or its answer. */
const RECENT_AVAILABILITY = '{ recentArtworks(limit: 2) { editions { soldOut } } }';
const ARTWORK = `query ($id: ID!) { artwork(id: $id) { id name version soldOut editions { id type price soldOut } } }`;

/**
 * The public cache never lies: each kind of write is followed at once (no waiting, no polling) by the
 * public page and the public API reads that show it, after those answers were cached. Real
 * PostgreSQL, real HTTP, the built website rendered on the server.
 */
describe('public cache: a write shows at once', () => {
  let t: TestApp & { url: string };
  let admin: { authorization: string };
  beforeAll(async () => {
    requireBuilt('web');
    t = await listening();
    admin = { authorization: `Bearer ${await t.token()}` };
  }, 180_000);
  afterAll(() => t.close());

  /** Reads a public answer twice and checks the second came from the cache, so what follows tests the cache. */
  async function cached<T extends { headers: Record<string, string> }>(read: () => Promise<T>): Promise<T> {
    await read();
    const second = await read();
    expect(fromCache(second)).toBe(true);
    return second;
  }

  it('an artwork edited in the back office shows its new name and price on its page and in the REST and GraphQL reads', async () => {
    const art = await artwork(t);
    const page = () => t.http().get(`/product/${art.id}`).expect(200);
    const rest = () => t.http().get(`/api/v1/art/${art.id}`).expect(200);
    const graphql = () => gql(t, ARTWORK, { id: art.id }).expect(200);
    expect((await cached(page)).text).toContain('Golden Monkey');
    expect((await cached(rest)).body.data.data.artName).toBe('Golden Monkey');
    const before = (await cached(graphql)).body.data.artwork;
    expect(before.name).toBe('Golden Monkey');

    const edited = await gql(
      t,
      `mutation ($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`,
      {
        id: art.id,
        input: {
          version: before.version,
          name: 'Golden Monkey at Dusk',
          editions: before.editions.map((e: { id: string; type: string }) => ({
            id: e.id,
            type: e.type,
            price: e.type === ORIGINAL_ART_WORK ? '1350.00' : '95.50',
          })),
        },
      },
      admin,
    ).expect(200);
    expect(edited.body.errors).toBeUndefined();

    const after = await page();
    expect(fromCache(after)).toBe(false);
    expect(after.text).toContain('Golden Monkey at Dusk');
    expect(after.text).toContain(formatMoney('1350.00', 'USD'));
    const legacy = (await rest()).body.data.data;
    expect(legacy.artName).toBe('Golden Monkey at Dusk');
    expect(legacy.editions.find((e: { editionType: string }) => e.editionType === ORIGINAL_ART_WORK).price).toBe(1350);
    const read = (await graphql()).body.data.artwork;
    expect(read.name).toBe('Golden Monkey at Dusk');
    expect(read.editions.find((e: { type: string }) => e.type === ORIGINAL_ART_WORK).price).toBe('1350.00');
  });

  it("an original bought by a checkout shows 'Reserved' at once and cannot be added to a cart", async () => {
    const art = await artwork(t);
    const page = () => t.http().get(`/product/${art.id}`).expect(200);
    expect((await cached(page)).text).toContain('Add to Cart');
    await cached(() => gql(t, ARTWORK, { id: art.id }).expect(200));

    const line = { artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' };
    const bought = await gql(t, CHECKOUT, { input: { ...BUYER, lines: [line] } }, newClient()).expect(200);
    expect(bought.body.errors).toBeUndefined();

    // The page offers the original as reserved while its buyer pays (choosing it disables Add to Cart), and says it is
    // not available to search engines.
    const after = readable((await page()).text);
    expect(after).toContain(`${ORIGINAL_ART_WORK} · ${formatMoney('1200.00', 'USD')} · ${RESERVED_TEXT}</option>`);
    expect(after).toContain('"availability":"https://schema.org/SoldOut"');
    const original = (await gql(t, ARTWORK, { id: art.id }).expect(200)).body.data.artwork.editions.find((e: { id: string }) => e.id === art.original);
    expect(original.soldOut).toBe(true);
    const again = await gql(t, CHECKOUT, { input: { ...BUYER, lines: [line] } }, newClient()).expect(200);
    expect(again.body.errors[0].message).toBe('"Golden Monkey" is no longer available.');
  });

  it('an expired reservation puts the work back on sale at once', async () => {
    const art = await artwork(t);
    const line = { artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' };
    const { orderNumber } = (await gql(t, CHECKOUT, { input: { ...BUYER, lines: [line] } }, newClient()).expect(200)).body.data.checkout;
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [orderNumber]);
    // A write made outside the app reaches the cache as a notification, later: wait for it before caching the page.
    await t.app.get(CacheInvalidationService).settle();
    const page = () => t.http().get(`/product/${art.id}`).expect(200);
    const reservedOption = `${ORIGINAL_ART_WORK} · ${formatMoney('1200.00', 'USD')} · ${RESERVED_TEXT}</option>`;
    expect(readable((await cached(page)).text)).toContain(reservedOption);
    await cached(() => t.http().get(`/api/v1/art/${art.id}`).expect(200));

    // The background sweep (no HTTP request involved) ends the order and releases its stock.
    expect((await t.app.get(ReservationWorker).sweepOnce()).orders).toBe(1);
    // Its commit's notification reaches the cache a moment later (no request waits for a background job's
    // barrier): the next read after that moment is fresh.
    await t.app.get(CacheInvalidationService).settle();

    const after = readable((await page()).text);
    expect(after).not.toContain(reservedOption);
    expect(after).toContain(`${ORIGINAL_ART_WORK} · ${formatMoney('1200.00', 'USD')}</option>`);
    const editions = (await gql(t, ARTWORK, { id: art.id }).expect(200)).body.data.artwork.editions;
    expect(editions.find((e: { id: string }) => e.id === art.original).soldOut).toBe(false);
    expect((await t.http().get(`/api/v1/art/${art.id}`).expect(200)).body.data.data.quantity).toBeGreaterThan(1);
  });

  it("a payment and a cancel show at once in /conservation's 'Raised for conservation'; the product page says what goes to conservation", async () => {
    const art = await artwork(t);
    expect(readable((await t.http().get(`/product/${art.id}`).expect(200)).text)).toContain(
      `<p class="product__conservation">${formatMoney('120.00', 'USD')} of this price (10%) goes to <a href="/conservation"`,
    );
    const TOTALS = '{ conservationTotals { raised { currency amount } worksSold } }';
    const page = () => t.http().get('/conservation').expect(200);
    const shown = (html: string) =>
      readable(html).match(/<ul class="conservation-total__amounts"[^>]*>(.*?)<\/ul><p class="conservation-total__works">From (\d+) work/)!;
    const before = shown((await cached(page)).text);
    await cached(() => gql(t, TOTALS).expect(200));

    const line = { artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' };
    const { orderNumber } = (await gql(t, CHECKOUT, { input: { ...BUYER, lines: [line] } }, newClient()).expect(200)).body.data.checkout;
    await notify(t, { transactionId: orderNumber }).expect(200);
    const { raised, worksSold } = (await gql(t, TOTALS).expect(200)).body.data.conservationTotals;
    const paid = shown((await page()).text);
    expect(paid[1]).toBe(`<li>${formatMoney(raised[0].amount, 'USD')}</li>`);
    expect(Number(paid[2])).toBe(worksSold);
    expect(Number(paid[2])).toBe(Number(before[2]) + 1);

    await cached(page);
    await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: orderNumber }, admin).expect(200);
    expect(shown((await page()).text).slice(1)).toEqual(before.slice(1));
  });

  it('a new team member shows on /about-sawa and in GET /api/v1/team at once', async () => {
    await cached(() => t.http().get('/about-sawa').expect(200));
    await cached(() => t.http().get('/api/v1/team').expect(200));
    await t
      .http()
      .post('/api/v1/team')
      .set(admin)
      .field('name', 'Uwimana Grace')
      .field('position', 'Gallery guide')
      .attach('image', await png(), 'g.png')
      .expect(201);
    expect((await t.http().get('/about-sawa').expect(200)).text).toContain('Uwimana Grace');
    expect((await t.http().get('/api/v1/team').expect(200)).body.data.map((m: { name: string }) => m.name)).toContain('Uwimana Grace');
  });

  it("a checkout drops only its artwork's cached pages and reads: another artwork's page stays a cache hit", async () => {
    const bought = await artwork(t);
    const other = await artwork(t);
    const page = (id: string) => () => t.http().get(`/product/${id}`).expect(200);
    await cached(page(bought.id));
    await cached(page(other.id));
    await cached(() => t.http().get(`/api/v1/art/${other.id}`).expect(200));
    // A GraphQL list that shows availability without any id.
    await cached(() => gql(t, RECENT_AVAILABILITY).expect(200));
    const store = t.app.get(PublicCacheService).store;
    const full = store.counters.invalidations;

    // The last unit (the original) is held: availability is shown, so this work's page changes at once.
    const line = { artworkId: bought.id, editionId: bought.original, quantity: 1, unitPrice: '1200.00' };
    expect((await gql(t, CHECKOUT, { input: { ...BUYER, lines: [line] } }, newClient()).expect(200)).body.errors).toBeUndefined();
    const after = await page(bought.id)();
    expect(fromCache(after)).toBe(false);
    expect(readable(after.text)).toContain(`${ORIGINAL_ART_WORK} · ${formatMoney('1200.00', 'USD')} · ${RESERVED_TEXT}</option>`);
    // Every other page and REST read is still the cached one: nothing else was dropped. (GraphQL answers are dropped by
    // every change of stock: a client chooses its fields, so one can show a work's availability without its id.)
    expect(fromCache(await page(other.id)())).toBe(true);
    expect(fromCache(await t.http().get(`/api/v1/art/${other.id}`).expect(200))).toBe(true);
    const recent = (await gql(t, RECENT_AVAILABILITY).expect(200)).body.data.recentArtworks;
    expect(recent.map((a: { editions: { soldOut: boolean }[] }) => a.editions.map((e) => e.soldOut))).toEqual([
      [false, false],
      [true, false],
    ]);
    expect(store.counters.invalidations).toBe(full);
  });

  it('a checkout of an open print edition drops nothing: its page, its reads and every GraphQL answer stay cache hits', async () => {
    const art = await artwork(t, null);
    const page = () => t.http().get(`/product/${art.id}`).expect(200);
    await cached(page);
    await cached(() => t.http().get(`/api/v1/art/${art.id}`).expect(200));
    await cached(() => gql(t, ARTWORK, { id: art.id }).expect(200));
    const store = t.app.get(PublicCacheService).store;
    const before = { ...store.counters };
    const version = (await gql(t, ARTWORK, { id: art.id }).expect(200)).body.data.artwork.version;

    const line = { artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: '95.50' };
    const { orderNumber } = (await gql(t, CHECKOUT, { input: { ...BUYER, lines: [line] } }, newClient()).expect(200)).body.data.checkout;
    await notify(t, { transactionId: orderNumber }).expect(200);

    // An open edition has no count and never sells out: nothing a visitor reads changed, so nothing was dropped.
    expect(fromCache(await page())).toBe(true);
    expect(fromCache(await t.http().get(`/api/v1/art/${art.id}`).expect(200))).toBe(true);
    const read = await gql(t, ARTWORK, { id: art.id }).expect(200);
    expect(fromCache(read)).toBe(true);
    expect(read.body.data.artwork.version).toBe(version);
    expect(store.counters.targeted).toBe(before.targeted + 1); // the payment's conservation totals, nothing else
    expect(store.counters.invalidations).toBe(before.invalidations);
    // The back office still sees the units held and sold.
    const [counts] = await t.dataSource.query(`SELECT reserved, sold FROM edition WHERE id = $1`, [art.print]);
    expect(counts).toEqual({ reserved: 0, sold: 2 });
  });

  it('a page or read is one cache entry whatever query parameters it does not read (utm, random values)', async () => {
    const random = () => Math.random().toString(36).slice(2);
    await cached(() => t.http().get(`/?utm=${random()}`).expect(200));
    const other = await t.http().get(`/?utm_source=${random()}&fbclid=${random()}`).expect(200);
    expect(fromCache(other)).toBe(true);
    expect(fromCache(await t.http().get('/').expect(200))).toBe(true);
    // The page rendered for them is the bare address's: no parameter of the first visitor's is in it.
    expect(other.text).not.toContain('utm=');
    await cached(() => t.http().get(`/api/v1/art?utm=${random()}&limit=5`).expect(200));
    expect(fromCache(await t.http().get(`/api/v1/art?limit=5&ref=${random()}`).expect(200))).toBe(true);
    // A parameter a route reads is part of its key.
    const firstOnly = await t.http().get('/api/v1/art?limit=1').expect(200);
    expect(fromCache(firstOnly)).toBe(false);
    expect(firstOnly.body.data.data).toHaveLength(1);
  });

  it("a page is kept once per currency: the visitor's choice (cookie or ?currency=) is shown in the server's HTML, each from its own cache entry", async () => {
    const art = await artwork(t);
    // The original has a franc price; the print has none (it shows its dollar price, said so).
    // (One statement, as before: the fixture's print has a franc price, taken off here.)
    await t.dataSource.query(`UPDATE edition SET other_prices = CASE WHEN id = $1 THEN '{"RWF": "1740000"}'::jsonb ELSE '{}'::jsonb END WHERE id IN ($1, $2)`, [
      art.original,
      art.print,
    ]);
    // A write by hand has no barrier of its own: its notification is handled before the page is read and kept.
    await t.app.get(CacheInvalidationService).settle();
    const page = `/product/${art.id}`;
    const dollars = await cached(() => t.http().get(page).expect(200));
    expect(readable(dollars.text)).toContain(formatMoney('1200.00', 'USD'));
    expect(dollars.headers['vary']).toMatch(/Cookie/);
    const francs = () => t.http().get(page).set('Cookie', 'currency=RWF').expect(200);
    const first = await francs();
    expect(fromCache(first)).toBe(false);
    expect(readable(first.text)).toContain(formatMoney('1740000', 'RWF'));
    expect(readable(first.text)).toContain('priced in US dollars');
    expect(readable(first.text)).not.toContain(`>${formatMoney('1200.00', 'USD')}`);
    const again = await francs();
    expect(fromCache(again)).toBe(true);
    expect(readable(again.text)).toContain(formatMoney('1740000', 'RWF'));
    // The dollar page is still its own entry, and an address's ?currency= is the same entry as the cookie, remembered.
    const back = await t.http().get(page).expect(200);
    expect(fromCache(back)).toBe(true);
    expect(readable(back.text)).not.toContain(formatMoney('1740000', 'RWF'));
    const byAddress = await t.http().get(`${page}?currency=rwf`).expect(200);
    expect(fromCache(byAddress)).toBe(true);
    expect(readable(byAddress.text)).toContain(formatMoney('1740000', 'RWF'));
    expect(String(byAddress.headers['set-cookie'])).toMatch(/^currency=RWF; Max-Age=\d+; Path=\//);
    // A currency the shop does not sell is ignored: the default's page.
    const unknown = await t.http().get(page).set('Cookie', 'currency=EUR').expect(200);
    expect(fromCache(unknown)).toBe(true);
    expect(readable(unknown.text)).toContain(formatMoney('1200.00', 'USD'));
  });

  it('a payment notification refused for its signature runs no write barrier and leaves the cache intact', async () => {
    const art = await artwork(t);
    await cached(() => t.http().get(`/product/${art.id}`).expect(200));
    const store = t.app.get(PublicCacheService).store;
    const before = { ...store.counters };
    const settle = jest.spyOn(t.app.get(CacheInvalidationService), 'settle');
    try {
      const forged = JSON.stringify({ success: true, data: { transactionId: 'SAWA-FORGED01', paymentStatus: 'PAID' } });
      for (const signature of ['t=1,s=forged', '']) {
        await t
          .http()
          .post('/api/v1/payments/notifications')
          .set('content-type', 'application/json')
          .set('irembopay-signature', signature)
          .send(forged)
          .expect(401);
      }
      expect(settle).not.toHaveBeenCalled();
    } finally {
      settle.mockRestore();
    }
    expect(store.counters.invalidations).toBe(before.invalidations);
    expect(store.counters.targeted).toBe(before.targeted);
    expect(fromCache(await t.http().get(`/product/${art.id}`).expect(200))).toBe(true);
  });

  it('a change made in the database by anyone (another program, psql) reaches the cache', async () => {
    const [category] = await t.dataSource.query(`SELECT id, name FROM category ORDER BY name LIMIT 1`);
    await cached(() => t.http().get('/shop').expect(200));
    await t.dataSource.query(`UPDATE category SET name = 'Renamed by hand' WHERE id = $1`, [category.id]);
    // A notification comes back asynchronously from PostgreSQL: wait until this instance has taken in every committed write.
    await t.app.get(CacheInvalidationService).settle();
    expect((await t.http().get('/shop').expect(200)).text).toContain('Renamed by hand');
  });
});

describe('public cache: what is never cached', () => {
  let t: TestApp & { url: string };
  let admin: { authorization: string };
  beforeAll(async () => {
    requireBuilt('web');
    t = await listening({ SEED_DEMO: 'true' });
    admin = { authorization: `Bearer ${await t.token()}` };
  }, 180_000);
  afterAll(() => t.close());

  it('a page or a read made for an admin is never stored nor served to a visitor, nor a visitor\u2019s to an admin', async () => {
    t.app.get(PublicCacheService).store.invalidate();
    const asAdmin = await t.http().get('/').set(admin).expect(200);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect(timing(asAdmin)).toMatch(/^render/);
    // The visitor's page is rendered for the visitor, not taken from the admin's render.
    const visitor = await t.http().get('/').expect(200);
    expect(timing(visitor)).toMatch(/^render/);
    // The browser's cache only (the page's nonce is its own), but the app's cache keeps it for every visitor.
    expect(visitor.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(fromCache(await t.http().get('/').expect(200))).toBe(true);
    // And the admin is never answered from the visitor's cache.
    expect(timing(await t.http().get('/').set(admin).expect(200))).toMatch(/^render/);

    const query = '{ artworks(page: 1, pageSize: 3) { items { id name } } }';
    await gql(t, query, {}, admin).expect(200);
    expect(fromCache(await gql(t, query).expect(200))).toBe(false);
    expect(fromCache(await gql(t, query).expect(200))).toBe(true);
    expect(fromCache(await gql(t, query, {}, admin).expect(200))).toBe(false);
    await t.http().get('/api/v1/art').set(admin).expect(200);
    expect(fromCache(await t.http().get('/api/v1/art').expect(200))).toBe(false);
  });

  it('order and visit pages (their address is their key) are private and rendered every time', async () => {
    const [art] = await t.dataSource.query(
      `SELECT a.id, e.id AS edition, e.other_prices->>'RWF' AS price FROM art a JOIN edition e ON e.art_id = a.id AND e.edition_type = $1
       WHERE e.other_prices ? 'RWF' LIMIT 1`,
      [ORIGINAL_ART_WORK],
    );
    // A demo original is shipped on quote: collected at the studio, in francs (issue 22).
    const { orderNumber } = (
      await gql(
        t,
        CHECKOUT,
        { input: { ...RWANDAN_BUYER, lines: [{ artworkId: art.id, editionId: art.edition, quantity: 1, unitPrice: art.price }] } },
        newClient(),
      ).expect(200)
    ).body.data.checkout;
    for (let i = 0; i < 2; i++) {
      const res = await t.http().get(`/order/${orderNumber}`).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(timing(res)).toMatch(/^render/);
      expect(res.text).toContain(orderNumber);
    }
    // Its GraphQL read is not cached either.
    const status = `query ($n: String!) { order(number: $n) { number status } }`;
    await gql(t, status, { n: orderNumber }).expect(200);
    expect(fromCache(await gql(t, status, { n: orderNumber }).expect(200))).toBe(false);
  });

  it('mutations, errors and uploads are never answered from the cache', async () => {
    const unknown = `{ artwork(id: "00000000-0000-4000-8000-000000000000") { id } }`;
    await gql(t, unknown).expect(200);
    const again = await gql(t, unknown).expect(200);
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(fromCache(again)).toBe(false);
    const subscribe = `mutation ($e: String!) { subscribeToNewsletter(email: $e) { message } }`;
    for (const email of ['a@sawa.example', 'b@sawa.example']) expect(fromCache(await gql(t, subscribe, { e: email }, newClient()))).toBe(false);
  });

  it('answers 304 to a matching ETag (or a copy made since the last write), with no body and no page policy', async () => {
    for (const path of ['/shop', '/api/v1/art', '/about-sawa']) {
      const first = await t.http().get(path).expect(200);
      const etag = first.headers['etag'];
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers['last-modified']).toBeTruthy();
      if (path === '/api/v1/art') {
        expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=10');
        expect(first.headers['cdn-cache-control']).toBe('max-age=10, stale-while-revalidate=30');
      } else {
        // A page carries a nonce of its own: no shared cache (a CDN) may keep it and hand that nonce to others.
        expect(first.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
        expect(first.headers['cdn-cache-control']).toBeUndefined();
        expect((await t.http().get(path).expect(200)).headers['cache-control']).toBe('private, max-age=0, must-revalidate');
      }
      const again = await t.http().get(path).set('if-none-match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      // A 304 names no policy: the browser keeps the one that came with its copy (whose nonce that copy carries).
      if (path !== '/api/v1/art') expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.headers['etag']).toBe(etag);
      await t.http().get(path).set('if-none-match', 'W/"something-else"').expect(200);
    }
    const page = await t.http().get('/shop').expect(200);
    await new Promise((r) => setTimeout(r, 1100));
    await t.http().get('/shop').set('if-modified-since', new Date().toUTCString()).expect(304);
    // After a write, a copy dated before it is out of date; a copy whose ETag still matches what renders now is not.
    await t.dataSource.query(`UPDATE category SET name = name`);
    await t.app.get(CacheInvalidationService).settle();
    await t.http().get('/shop').set('if-modified-since', page.headers['last-modified']).expect(200);
    await t.http().get('/shop').set('if-none-match', page.headers['etag']).expect(304);
  });

  it('sends pages gzip-encoded around their nonce and API reads as brotli or gzip, compressed once', async () => {
    const page = await t.http().get('/').set('accept-encoding', 'gzip, deflate, br').expect(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['vary']).toContain('Accept-Encoding');
    expect(page.text).toContain('New Releases');
    const plain = await t.http().get('/').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The same cached page, each response with its own nonce, the one its Content-Security-Policy names.
    const nonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    for (const res of [page, plain]) {
      expect([...nonces(res.text)]).toHaveLength(1);
      expect(res.headers['content-security-policy']).toContain(`'nonce-${[...nonces(res.text)][0]}'`);
    }
    expect([...nonces(page.text)][0]).not.toBe([...nonces(plain.text)][0]);
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonce(plain.text)).toBe(withoutNonce(page.text));
    for (let i = 0; i < 2; i++) {
      const rest = await fetch(`${t.url}/api/v1/art`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(rest.headers.get('content-encoding')).toBe('br');
      expect(((await rest.json()) as { data: { data: unknown[] } }).data.data.length).toBeGreaterThan(0);
    }
  });
});

describe('public cache: bounded, and ready for several instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    requireBuilt('web');
    a = await createTestApp({ SEED_DEMO: 'true', CACHE_MAX_BYTES: String(256 * 1024) });
    b = await createTestApp({ CACHE_MAX_BYTES: String(256 * 1024) }, undefined, { database: a });
  }, 180_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('two app instances on one database invalidate each other', async () => {
    const [category] = await a.dataSource.query(`SELECT id FROM category ORDER BY name LIMIT 1`);
    const token = await a.token();
    for (const app of [a, b]) {
      await app.http().get('/shop').expect(200);
      expect(fromCache(await app.http().get('/shop').expect(200))).toBe(true);
    }
    // A write through instance A...
    await a.http().patch(`/api/v1/category/${category.id}`).set('Authorization', `Bearer ${token}`).field('name', 'Written on instance A').expect(200);
    // ...is at once on A (its own write waited for its listener), and on B as soon as B has taken in the commit.
    expect((await a.http().get('/shop').expect(200)).text).toContain('Written on instance A');
    await b.app.get(CacheInvalidationService).settle();
    const onB = await b.http().get('/shop').expect(200);
    expect(fromCache(onB)).toBe(false);
    expect(onB.text).toContain('Written on instance A');
  });

  it('a read right after a write is never stale, even when notifications from PostgreSQL arrive late', async () => {
    // Every notification reaches the cache 300 ms late (in order, as a slow network would deliver them).
    const invalidation = a.app.get<CacheInvalidationService, { onNotification(message: unknown): void }>(CacheInvalidationService);
    const deliver = invalidation.onNotification.bind(invalidation);
    invalidation.onNotification = (message) => setTimeout(() => deliver(message), 300);
    try {
      const [category] = await a.dataSource.query(`SELECT id FROM category ORDER BY name LIMIT 1`);
      await a.http().get('/shop').expect(200);
      expect(fromCache(await a.http().get('/shop').expect(200))).toBe(true);
      const renamed = await a
        .http()
        .post('/graphql')
        .set('Authorization', `Bearer ${await a.token()}`)
        .send({
          query: `mutation ($id: ID!) { updateCategory(id: $id, input: { name: "Renamed while notifications lag" }) { id } }`,
          variables: { id: category.id },
        })
        .expect(200);
      expect(renamed.body.errors).toBeUndefined();
      // The write answered only once this instance had taken in its own commit.
      expect((await a.http().get('/shop').expect(200)).text).toContain('Renamed while notifications lag');
    } finally {
      invalidation.onNotification = deliver;
    }
  });

  it('keeps its memory within CACHE_MAX_BYTES, evicting the least recently used first', async () => {
    const store = a.app.get(PublicCacheService).store;
    store.invalidate();
    const works: { id: string }[] = await a.dataSource.query(`SELECT id FROM art ORDER BY created_at`);
    await a.http().get('/').expect(200);
    for (const work of works) {
      await a.http().get(`/product/${work.id}`).expect(200);
      // The home page is used again and again: it stays while older product pages go.
      expect(fromCache(await a.http().get('/').expect(200))).toBe(true);
      expect(store.bytes).toBeLessThanOrEqual(256 * 1024);
    }
    expect(store.counters.evictions).toBeGreaterThan(0);
    expect(fromCache(await a.http().get(`/product/${works[0].id}`).expect(200))).toBe(false);
  });

  it('is off while its database listener is down, and on again once it is back', async () => {
    await a.http().get('/shop').expect(200);
    expect(fromCache(await a.http().get('/shop').expect(200))).toBe(true);
    await a.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'sawa public cache listener' AND datname = current_database()`,
    );
    const store = a.app.get(PublicCacheService).store;
    for (let i = 0; i < 50 && store.active; i++) await new Promise((r) => setTimeout(r, 20));
    expect(store.active).toBe(false);
    expect(fromCache(await a.http().get('/shop').expect(200))).toBe(false);
    expect(fromCache(await a.http().get('/shop').expect(200))).toBe(false);
    for (let i = 0; i < 200 && !store.active; i++) await new Promise((r) => setTimeout(r, 50));
    expect(store.active).toBe(true);
    await a.http().get('/shop').expect(200);
    expect(fromCache(await a.http().get('/shop').expect(200))).toBe(true);
  });

  it('every table of the database is registered as public or private (libs/api/cache/src/lib/public-tables.ts)', async () => {
    const tables: { name: string }[] = await a.dataSource.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const registered = new Set<string>([...PUBLIC_TABLES, ...PRIVATE_TABLES]);
    expect(tables.map((t) => t.name).filter((name) => !registered.has(name))).toEqual([]);
    const triggered: { name: string }[] = await a.dataSource.query(
      `SELECT DISTINCT event_object_table AS name FROM information_schema.triggers WHERE trigger_name = 'public_cache_notify'`,
    );
    expect(triggered.map((t) => t.name).sort()).toEqual(
      tables
        .map((t) => t.name)
        .filter((name) => !(PRIVATE_TABLES as readonly string[]).includes(name))
        .sort(),
    );
  });
});
