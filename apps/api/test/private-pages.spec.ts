import { isNotPage, ORIGINAL_ART_WORK, SITE_ROUTES, type SiteRoute } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import { BUYER, CHECKOUT, gql, newClient, RWANDAN_BUYER } from './support/commerce';
import { requireBuilt } from './support/built';

const timing = (res: { headers: Record<string, string> }) => res.headers['server-timing'] ?? '';

/** A path segment's letters percent-escaped (`order` -> `%6F%72%64%65%72`), lower or upper case hex. */
const escaped = (segment: string, hex: 'lower' | 'upper', only?: number) =>
  [...segment]
    .map((ch, i) => (only === undefined || i === only ? `%${ch.charCodeAt(0).toString(16)[hex === 'upper' ? 'toUpperCase' : 'toLowerCase']()}` : ch))
    .join('');

/**
 * Spellings of a private page that the router renders as that page: its pattern's static segments in other
 * cases and percent-escaped, with and without trailing slashes. Each comes with how the access log must show it.
 */
function spellings(pattern: string, key: string): { path: string; logged: string }[] {
  const [first, ...rest] = pattern.split('/').slice(1);
  const tail = (k: string) => rest.map((part) => (part.startsWith(':') ? k : part)).join('/');
  const firstSpellings = [
    first,
    first.toUpperCase(),
    first[0].toUpperCase() + first.slice(1),
    [...first].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join(''),
    escaped(first, 'lower', 0),
    escaped(first, 'upper', 1),
    escaped(first, 'upper'),
    escaped(first, 'lower').toUpperCase(),
  ];
  return firstSpellings.flatMap((spelt) =>
    ['', '/', '//'].map((slash) => ({ path: `/${spelt}/${tail(key)}${slash}`, logged: `/${spelt}/${tail('***')}${slash}` })),
  );
}

describe('private pages, however their address is spelt (the route manifest, site-routes.ts)', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    requireBuilt('web');
    t = await createTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'info' }, undefined, { logTo: { write: (line: string) => void lines.push(line) } });
  }, 180_000);
  afterAll(() => t.close());

  it('are never publicly cacheable, never answered from the public cache, and masked in the access log', async () => {
    // Two demo originals still for sale (the demo has sold works too) and priced in francs (the pickup is in francs).
    const [art, quoted] = await t.dataSource.query(
      `SELECT a.id, e.id AS edition, e.price::text AS price, e.other_prices ->> 'RWF' AS rwf FROM art a JOIN edition e ON e.art_id = a.id AND e.edition_type = $1
        WHERE e.sold = 0 AND e.reserved = 0 AND e.withheld = 0 AND e.other_prices ? 'RWF' ORDER BY a.id LIMIT 2`,
      [ORIGINAL_ART_WORK],
    );
    // A buyer's shipping quote (issue 24), asked for and answered: its page is private too.
    const asked = await gql(
      t,
      `mutation ($input: CheckoutInput!) { requestShippingQuote(input: $input) { number } }`,
      {
        input: {
          ...BUYER,
          delivery: 'shipping',
          address: { countryCode: 'DE', region: 'Berlin', city: 'Berlin', line1: 'Unter den Linden 1' },
          lines: [{ artworkId: quoted.id, editionId: quoted.edition, quantity: 1, unitPrice: quoted.price }],
        },
      },
      newClient(),
    ).expect(200);
    const quoteNumber = asked.body.data.requestShippingQuote.number as string;
    const [{ token: quoteToken }] = await t.dataSource.query('SELECT token FROM shipping_quote WHERE number = $1', [quoteNumber]);
    const { orderNumber } = (
      await gql(
        t,
        CHECKOUT,
        // Collected at the studio (an original is shipped on quote), so invoiced in francs.
        { input: { ...RWANDAN_BUYER, lines: [{ artworkId: art.id, editionId: art.edition, quantity: 1, unitPrice: art.rwf }] } },
        newClient(),
      ).expect(200)
    ).body.data.checkout as { orderNumber: string };
    // A key of each private page: the real order (its page shows it), a visit reference, and keys the log's
    // reference rule would not recognise (only the manifest's masking hides them).
    const keys: Record<string, string[]> = {
      order: [orderNumber, 'not-a-reference-1'],
      visit: ['VISIT-7K3F9QXM', 'not-a-reference-2'],
      shippingQuote: [quoteToken, 'not-a-reference-3'],
    };
    const privateRoutes = Object.entries(SITE_ROUTES as Record<string, SiteRoute>).filter(([, route]) => route.kind === 'private');
    expect(privateRoutes.map(([id]) => id).sort()).toEqual(Object.keys(keys).sort());

    // A public page, for contrast: cacheable, and its second answer comes from the cache.
    const shop = await t.http().get('/shop').expect(200);
    // (Every page is `private` to shared caches, since each answer carries its own CSP nonce; the app's own cache keeps it.)
    expect(shop.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(timing(await t.http().get('/shop').expect(200))).toMatch(/^cache;/);

    const expectedLog: string[] = [];
    for (const [id, route] of privateRoutes) {
      for (const key of keys[id]) {
        for (const { path, logged } of spellings(route.path, key)) {
          for (let i = 0; i < 2; i++) {
            const res = await t.http().get(path);
            expect({ path, status: res.status < 500, cacheControl: res.headers['cache-control'], timing: timing(res) }).toEqual({
              path,
              status: true,
              cacheControl: 'private, no-store',
              timing: expect.stringMatching(/^render;/),
            });
            if (key === orderNumber) expect({ path, shown: res.text.includes(orderNumber) }).toEqual({ path, shown: true });
            if (key === quoteToken) expect({ path, shown: res.text.includes(quoteNumber) }).toEqual({ path, shown: true });
            expectedLog.push(logged);
          }
        }
      }
    }
    const logged = lines
      .map((line) => JSON.parse(line) as { req?: { url: string }; res?: { statusCode: number } })
      // The pages asked for here (not the contrast page, nor the API the checkout and its payment call).
      .filter((entry) => entry.res && entry.req && entry.req.url !== '/shop' && !isNotPage(entry.req.url))
      .map((entry) => entry.req!.url);
    expect(logged).toEqual(expectedLog);
    const log = lines.join('');
    for (const key of Object.values(keys).flat()) expect({ key, found: log.includes(key) }).toEqual({ key, found: false });
    // Three private pages, each at every spelling, twice: server renders enough to need more than the default minute under load.
  }, 180_000);
});
