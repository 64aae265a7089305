import { PUBLIC_ROUTES, publicPath } from './public-paths';

/** The parameters a route pattern (`/product/:id`) reads from a path, as the router reads them; null when it does not match. */
function matchPath(pattern: string, path: string): { params: Record<string, string> } | null {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const match = new RegExp(`^${pattern.replace(/:\w+/g, '([^/?]+)')}$`).exec(path);
  return match ? { params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])])) } : null;
}

describe('public addresses', () => {
  const ID = '6f1c2a7d-4e6b-4c90-8b5f-3c1e5d2a4e8b';

  it('builds the SPEC addresses, page 1 without a query', () => {
    expect(publicPath.product(ID)).toBe(`/product/${ID}`);
    expect(publicPath.artist(ID)).toBe(`/artistDetails/${ID}`);
    expect(publicPath.artist(ID, 2)).toBe(`/artistDetails/${ID}?page=2`);
    expect(publicPath.shelfArtworks(ID, 1)).toBe(`/shop/${ID}/artworks`);
    expect(publicPath.shelfArtworks(ID, 3)).toBe(`/shop/${ID}/artworks?page=3`);
    expect(publicPath.category(ID, true)).toBe(`/shop/${ID}/collections`);
    expect(publicPath.category(ID, false)).toBe(`/shop/${ID}/artworks`);
    expect(publicPath.order('SAWA-7K2M9Q')).toBe('/order/SAWA-7K2M9Q');
    expect(publicPath.visit('VISIT-3F8W2Z')).toBe('/visit/VISIT-3F8W2Z');
  });

  it('keeps what a record is called inside one path segment', () => {
    expect(publicPath.order('A/../admin?x')).toBe('/order/A%2F..%2Fadmin%3Fx');
  });

  it('builds paths the routes match, with the same parameter back', () => {
    expect(matchPath(PUBLIC_ROUTES.product, publicPath.product(ID))?.params).toEqual({ id: ID });
    expect(matchPath(PUBLIC_ROUTES.artist, publicPath.artist(ID))?.params).toEqual({ artistId: ID });
    expect(matchPath(PUBLIC_ROUTES.shelfArtworks, publicPath.shelfArtworks(ID))?.params).toEqual({ id: ID });
    expect(matchPath(PUBLIC_ROUTES.categoryCollections, publicPath.categoryCollections(ID))?.params).toEqual({ id: ID });
    expect(matchPath(PUBLIC_ROUTES.order, publicPath.order('SAWA-1'))?.params).toEqual({ number: 'SAWA-1' });
    expect(matchPath(PUBLIC_ROUTES.visit, publicPath.visit('VISIT-1'))?.params).toEqual({ reference: 'VISIT-1' });
  });
});
