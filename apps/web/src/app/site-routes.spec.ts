import { matchRoutes } from 'react-router';
import { matchSiteRoute } from '@sawa/shared/domain';
import { siteRoutes } from './App';

/** What the router renders for a path: the id of the route it matched in the site's own route table (its pages carry the manifest's ids). */
const routerMatch = (path: string) => matchRoutes(siteRoutes, path)?.at(-1)?.route.id;

describe("the manifest's matcher agrees with react-router", () => {
  const spellings = [
    '/',
    '/shop',
    '/Shop/',
    '/shop/c1/artworks',
    '/SHOP/c1/COLLECTIONS',
    '/product/a%20b',
    '/services',
    '/services/art-studio-rental',
    '/sawa/faq',
    '/order/SAWA-7K3F9QXM',
    '/ORDER/SAWA-7K3F9QXM',
    '/%6Frder/SAWA-7K3F9QXM',
    '/%4F%52%44%45%52/SAWA-7K3F9QXM/',
    '/order/SAWA-7K3F9QXM//',
    '/visit/VISIT-7K3F9QXM',
    '/vIsIt/VISIT-7K3F9QXM',
    '/v%69sit/VISIT-7K3F9QXM',
    '/order',
    '/order//SAWA-1',
    '//order/SAWA-1',
    '/order%2FSAWA-1',
    '/order/SAWA-1/more',
    '/%6Frder/%E0%A4%A',
    '/admin',
    '/ADMIN/orders',
    '/sawa-admin-login',
    '/artistDetails/x',
    '/artistdetails/x',
    '/nowhere/at/all',
  ];
  it.each(spellings)('%s', (path) => {
    // The router warns about a malformed escape (and then matches the path as it came): not this test's concern.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(matchSiteRoute(path).id).toBe(routerMatch(path));
    } finally {
      warn.mockRestore();
    }
  });
});
