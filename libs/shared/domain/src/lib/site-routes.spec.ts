import { isNotPage, isPrivatePath, maskPathSecrets, matchSiteRoute, pathWithoutSecrets, SITE_ROUTES, STATIC_PAGES } from './site-routes';

describe('the route manifest', () => {
  it('lists the static pages of SPEC §2 for the sitemap, parameterised ones by their paths', () => {
    expect(STATIC_PAGES).toEqual([
      '/',
      '/about-sawa',
      '/about-artists',
      '/conservation',
      '/shop',
      '/services',
      '/services/art-studio-rental',
      '/services/workshops-and-classes',
      '/services/framing-and-restoration',
      '/commissions',
      '/contact',
      '/sawa/faq',
      '/sawa/privacy-policy',
      '/sawa/terms-and-conditions',
    ]);
    for (const path of STATIC_PAGES) expect(matchSiteRoute(path).route.sitemap).toBe('static');
  });

  it('never lets a private or back-office page be publicly cached or listed', () => {
    for (const route of Object.values(SITE_ROUTES)) {
      if (route.kind !== 'public')
        expect({ path: route.path, cacheable: route.publiclyCacheable, sitemap: route.sitemap }).toEqual({
          path: route.path,
          cacheable: false,
          sitemap: 'none',
        });
    }
  });
});

describe('matchSiteRoute reads a path as the router does', () => {
  it.each([
    ['/', 'home', {}],
    ['/shop', 'shop', {}],
    ['/shop/', 'shop', {}],
    ['/SHOP', 'shop', {}],
    ['/shop/c1/artworks', 'shelfArtworks', { id: 'c1' }],
    ['/shop/c1/Collections', 'categoryCollections', { id: 'c1' }],
    ['/product/a%20b', 'product', { id: 'a b' }],
    ['/services/art-studio-rental', 'service', { serviceId: 'art-studio-rental' }],
    ['/order/SAWA-7K3F9QXM', 'order', { number: 'SAWA-7K3F9QXM' }],
    ['/ORDER/SAWA-7K3F9QXM', 'order', { number: 'SAWA-7K3F9QXM' }],
    ['/%6Frder/SAWA-7K3F9QXM', 'order', { number: 'SAWA-7K3F9QXM' }],
    ['/%6F%72%64%65%72/SAWA-7K3F9QXM/', 'order', { number: 'SAWA-7K3F9QXM' }],
    ['/Visit/VISIT-7K3F9QXM//', 'visit', { reference: 'VISIT-7K3F9QXM' }],
    ['/admin', 'admin', { '*': '' }],
    ['/Admin/orders/1', 'admin', { '*': 'orders/1' }],
    ['/sawa-admin-login', 'adminLogin', { '*': '' }],
    ['/order', 'notFound', {}],
    ['/order/', 'notFound', {}],
    ['/order//SAWA-1', 'notFound', {}],
    ['//order/SAWA-1', 'notFound', {}],
    ['/order%2FSAWA-1', 'notFound', {}],
    ['/%6Frder/%E0%A4%A', 'notFound', {}],
    ['/nowhere', 'notFound', {}],
  ])('%s is %s', (path, id, params) => {
    expect(matchSiteRoute(path)).toMatchObject({ id, params });
  });
});

describe('private paths', () => {
  it.each([
    '/order/SAWA-1',
    '/ORDER/SAWA-1',
    '/%6Frder/SAWA-1',
    '/oRdEr/SAWA-1/',
    '/order/SAWA-1/extra',
    '/visit/VISIT-1',
    '/VISIT/VISIT-1',
    '/vis%69t/VISIT-1',
  ])('%s is private', (path) => expect(isPrivatePath(path)).toBe(true));
  it.each(['/', '/order', '/orders/SAWA-1', '/shop/order/SAWA-1', '/product/SAWA-1'])('%s is not', (path) => expect(isPrivatePath(path)).toBe(false));

  it.each([
    ['/order/SAWA-1', '/order/***'],
    ['/%6Frder/SAWA-1', '/%6Frder/***'],
    ['/ORDER/SAWA-1/', '/ORDER/***/'],
    ['/order/SAWA-1/extra', '/order/***/extra'],
    ['/visit/VISIT-1', '/visit/***'],
    ['/api/v1/orders/SAWA-1/pay', '/api/v1/orders/***/pay'],
    ['/API/V1/Orders/SAWA-1', '/API/V1/Orders/***'],
    ['/sandbox/irembopay/pay/880000000001', '/sandbox/irembopay/pay/***'],
    ['/sandbox/irembopay/payments/invoices/880000000001', '/sandbox/irembopay/payments/invoices/***'],
    ['/product/SAWA-1', '/product/SAWA-1'],
  ])('%s is logged as %s', (path, masked) => expect(maskPathSecrets(path)).toBe(masked));

  it('stores a private page under its pattern and any other page as it is', () => {
    expect(pathWithoutSecrets('/%6Frder/SAWA-1')).toBe('/order/:number');
    expect(pathWithoutSecrets('/Visit/VISIT-1/')).toBe('/visit/:reference');
    expect(pathWithoutSecrets('/shop/c1/artworks')).toBe('/shop/c1/artworks');
  });
});

describe('isNotPage', () => {
  it.each([
    '/api/v1/art',
    '/graphql',
    '/uploads/x.webp',
    '/assets/a.js',
    '/health',
    '/sitemap.xml',
    '/sitemap-2.xml',
    '/robots.txt',
    '/sandbox/irembopay/pay/1',
  ])('%s belongs to the API', (path) => expect(isNotPage(path)).toBe(true));
  it.each(['/', '/shop', '/apis', '/order/SAWA-1', '/admin'])('%s is a page', (path) => expect(isNotPage(path)).toBe(false));
});
