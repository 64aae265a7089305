import { PublicCacheService } from '@sawa/api/cache';
import { createTestApp, TestApp } from './harness';
import { requireBuilt } from './support/built';

describe('server-rendered website', () => {
  let t: TestApp;
  beforeAll(async () => {
    requireBuilt('web');
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 180_000);
  afterAll(() => t.close());

  it('sends the home page with its data already in the HTML and the Apollo cache for hydration', async () => {
    const res = await t.http().get('/').expect(200).expect('content-type', /html/);
    expect(res.text).toContain('New Releases');
    expect(res.text).toContain('Silverback at Dawn');
    expect(res.text).toMatch(/<script type="application\/json" id="apollo-state">\{.*"Artwork:/);
    const scripts = [...res.text.matchAll(/src="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const asset = await t.http().get(src).expect(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    }
  });

  it('renders every public page once, with all its data loaded by its route (the loaders of apps/web app/App.tsx)', async () => {
    const [art] = await t.dataSource.query(`SELECT id FROM art ORDER BY created_at LIMIT 1`);
    const [artist] = await t.dataSource.query(`SELECT id FROM artist ORDER BY created_at LIMIT 1`);
    const [category] = await t.dataSource.query(`SELECT id FROM category ORDER BY created_at LIMIT 1`);
    const [collection] = await t.dataSource.query(`SELECT id FROM collection ORDER BY created_at LIMIT 1`);
    const pages = [
      '/',
      '/about-sawa',
      '/conservation',
      '/about-artists',
      `/artistDetails/${artist.id}`,
      `/artistDetails/${artist.id}?page=2`,
      '/shop',
      `/shop/${category.id}/collections`,
      `/shop/${category.id}/artworks`,
      `/shop/${collection.id}/artworks?page=2`,
      // Filtered (issue 26 item 2): the works and their facets loaded by the route too.
      '/shop?medium=print&page=2',
      `/shop/${category.id}/artworks?medium=print&availability=forSale&page=2`,
      `/artistDetails/${artist.id}?size=medium&yearFrom=2020`,
      `/product/${art.id}`,
      '/cart',
      '/contact',
      '/commissions',
      '/services',
      '/services/art-studio-rental',
      '/sawa/faq',
      '/checkout',
      // Pages whose data does not exist are answered in one pass too: the error is an answer.
      '/product/00000000-0000-4000-8000-000000000000',
      '/shop/nothing/artworks',
      '/order/SAWA-NOTHING',
      '/visit/VISIT-NOTHING?key=nothing',
      '/no/such/page',
    ];
    for (const path of pages) {
      // The cache emptied first: rendered now, not taken from it (a query string the page does not read is the same entry).
      t.app.get(PublicCacheService).store.invalidate();
      const res = await t.http().get(path);
      // A query the page asks for that its route did not load would be named here (`desc="not loaded: ..."`), rendered as loading.
      expect([path, res.headers['server-timing']]).toEqual([path, expect.stringMatching(/^render;dur=[\d.]+$/)]);
    }
  });

  it('answers 404 with the not-found page for an unknown path, and leaves API paths to the API', async () => {
    const res = await t.http().get('/no/such/page').expect(404);
    expect(res.text).toContain('Oops! Page not found');
    expect(res.text).toContain('Go Home');
    const api = await t.http().get('/api/v1/nothing-here').expect(404);
    expect(api.body.status).toBe('fail');
    await t.http().get('/health').expect(200);
  });
});

describe('findable and shareable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true', PUBLIC_URL: 'https://sawa.example', SOCIAL_INSTAGRAM: 'https://instagram.com/sawa.studio' });
  }, 180_000);
  afterAll(() => t.close());

  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

  it('sends a filtered shop, category or artist page as noindex, follow, canonical to the page unfiltered, with the works the filters give (issue 26 item 2)', async () => {
    const [category] = await t.dataSource.query(`SELECT category_id AS id FROM art WHERE category_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const [artist] = await t.dataSource.query(`SELECT artist_id AS id FROM art GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    for (const [unfiltered, scope] of [
      ['/shop', 'TRUE'],
      [`/shop/${category.id}/artworks`, `category_id = '${category.id}'`],
      [`/artistDetails/${artist.id}`, `artist_id = '${artist.id}'`],
    ]) {
      const works = await t.dataSource.query(
        `SELECT art_name AS name FROM art WHERE ${scope} AND availability = 'forSale' ORDER BY created_at DESC, id ASC LIMIT 9`,
      );
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM art WHERE ${scope} AND availability = 'forSale'`);
      const res = await t.http().get(`${unfiltered}?availability=forSale`).expect(200);
      expect(head(res.text)).toContain('<meta name="robots" content="noindex, follow"');
      expect(head(res.text)).toContain(`<link rel="canonical" href="https://sawa.example${unfiltered}"`);
      expect(res.text).toContain(n === 1 ? '1 work' : `${n} works`);
      for (const { name } of works) expect(res.text).toContain(name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      // Unfiltered: indexed, as before.
      const plain = await t.http().get(unfiltered).expect(200);
      expect(head(plain.text)).not.toContain('noindex');
    }
  });

  it('sends each page with its own title, description, canonical link and share tags in the HTML head', async () => {
    const seen = new Set<string>();
    for (const path of [
      '/',
      '/about-sawa',
      '/conservation',
      '/about-artists',
      '/shop',
      '/services',
      '/services/workshops-and-classes',
      '/commissions',
      '/contact',
      '/sawa/faq',
      '/sawa/privacy-policy',
      '/sawa/terms-and-conditions',
    ]) {
      const res = await t.http().get(path).expect(200);
      const h = head(res.text);
      const title = /<title data-head>([^<]+)<\/title>/.exec(h)?.[1];
      expect(title).toBeTruthy();
      expect(seen.has(title!)).toBe(false);
      seen.add(title!);
      expect(h).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(h).toContain(`<link rel="canonical" href="https://sawa.example${path}"`);
      expect(h).toContain('<meta property="og:title"');
      expect(h).toContain('<meta name="twitter:card"');
    }
    expect(head((await t.http().get('/about-sawa')).text)).toContain('<title data-head>SAWA | About Us</title>');
  });

  it('describes the studio, an artwork and an artist in JSON-LD, with the artwork image as share image and preload', async () => {
    const home = await t.http().get('/').expect(200);
    const organisation = jsonLd(home.text).find((d) => d['@type'] === 'Organization');
    expect(organisation).toMatchObject({ name: 'Sawa Art Studio', url: 'https://sawa.example', sameAs: ['https://instagram.com/sawa.studio'] });

    const { rows } = { rows: await t.dataSource.query(`SELECT a.id, a.art_name AS name FROM art a WHERE a.art_name = 'Silverback at Dawn'`) };
    const art = rows[0];
    const product = await t.http().get(`/product/${art.id}`).expect(200);
    const data = jsonLd(product.text).find((d) => d['@type'] === 'Product');
    expect(data.name).toBe('Silverback at Dawn');
    expect(data.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    expect(data.offers[0].price).toMatch(/^\d+\.\d{2}$/);
    const h = head(product.text);
    expect(h).toMatch(/<meta property="og:image" content="https:\/\/sawa\.example\/uploads\/[^"]+\.jpg"/);
    expect(h).toMatch(/<link rel="preload" as="image" type="image\/(webp|avif)" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high"/);
    expect(product.text).toMatch(/<img[^>]+fetchPriority="high"|<img[^>]+fetchpriority="high"/);

    const [artist] = await t.dataSource.query(`SELECT id FROM artist ORDER BY created_at LIMIT 1`);
    const person = jsonLd((await t.http().get(`/artistDetails/${artist.id}`).expect(200)).text).find((d) => d['@type'] === 'Person');
    expect(person.name).toBeTruthy();
  });

  it('answers 404 for an artwork or artist that does not exist', async () => {
    await t.http().get('/product/00000000-0000-4000-8000-000000000000').expect(404);
    await t.http().get('/artistDetails/not-an-id').expect(404);
    await t.http().get('/services/nothing').expect(404);
  });

  it('lists every public page, artwork, artist, category and collection in /sitemap.xml, and keeps the back office out in /robots.txt', async () => {
    const res = await t.http().get('/sitemap.xml').expect(200).expect('content-type', /xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/about-sawa', '/shop', '/commissions', '/sawa/terms-and-conditions']) expect(locs).toContain(`https://sawa.example${page}`);
    const count = async (sql: string) => Number((await t.dataSource.query(sql))[0].n);
    expect(locs.filter((l) => l.includes('/product/')).length).toBe(await count('SELECT count(*) AS n FROM art'));
    expect(locs.filter((l) => l.includes('/artistDetails/')).length).toBe(await count('SELECT count(*) AS n FROM artist'));
    expect(locs.filter((l) => /\/shop\/[^/]+\/(artworks|collections)$/.test(l)).length).toBe(
      (await count('SELECT count(*) AS n FROM category')) + (await count('SELECT count(*) AS n FROM collection')),
    );
    // No address with a query: no filtered page (issue 26 item 2), no search, no page 2.
    expect(locs.filter((l) => l.includes('?') || l.includes('/search'))).toEqual([]);
    const robots = await t
      .http()
      .get('/robots.txt')
      .expect(200)
      .expect('content-type', /text\/plain/);
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toContain('Disallow: /sawa-admin-login');
    expect(robots.text).toContain('Sitemap: https://sawa.example/sitemap.xml');
  });
});
