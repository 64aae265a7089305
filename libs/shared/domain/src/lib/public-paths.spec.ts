import { publicPath } from './public-paths';
import { matchSiteRoute } from './site-routes';

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
    expect(matchSiteRoute(publicPath.product(ID))).toMatchObject({ id: 'product', params: { id: ID } });
    expect(matchSiteRoute(publicPath.artist(ID))).toMatchObject({ id: 'artist', params: { artistId: ID } });
    expect(matchSiteRoute(publicPath.shelfArtworks(ID))).toMatchObject({ id: 'shelfArtworks', params: { id: ID } });
    expect(matchSiteRoute(publicPath.categoryCollections(ID))).toMatchObject({ id: 'categoryCollections', params: { id: ID } });
    expect(matchSiteRoute(publicPath.order('SAWA-1'))).toMatchObject({ id: 'order', params: { number: 'SAWA-1' } });
    expect(matchSiteRoute(publicPath.visit('VISIT-1'))).toMatchObject({ id: 'visit', params: { reference: 'VISIT-1' } });
    expect(matchSiteRoute(publicPath.order('A/../admin?x'))).toMatchObject({ id: 'order', params: { number: 'A/../admin?x' } });
  });
});
