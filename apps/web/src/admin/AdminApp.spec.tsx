import { matchRoutes } from 'react-router';
import { ADMIN_NAVIGATION, ADMIN_ROUTES } from './AdminApp';
import { ENTITIES } from './entities';

/** The route each link opens (under /admin, as AdminArea mounts the table), or none. */
const routeOf = (href: string) =>
  matchRoutes(
    ADMIN_ROUTES.map((route) => ({ path: `/admin/${route.path}` })),
    href,
  )?.[0].route.path;

describe('admin route table', () => {
  it('has the SPEC §2 routes, and every link the back office makes opens one of them', () => {
    const spec = [
      '/admin/dashboard',
      '/admin/add',
      '/admin/view',
      '/admin/add/art',
      '/admin/add/artist',
      '/admin/add/collection',
      '/admin/add/categorie',
      '/admin/add/member',
      '/admin/view/art',
      '/admin/view/artists',
      '/admin/view/collections',
      '/admin/view/categories',
      '/admin/view/members',
      '/admin/edit/art/a-1',
      '/admin/edit/artist/a-1',
      '/admin/edit/collections/a-1',
      '/admin/edit/category/a-1',
      '/admin/edit/team/a-1',
    ];
    for (const href of spec) expect(routeOf(href)).toBe(href.replace(/a-1$/, ':id'));
    const links = [...ADMIN_NAVIGATION.map((item) => item.to), ...Object.values(ENTITIES).flatMap((entity) => [entity.add, entity.view, entity.edit('a-1')])];
    for (const href of links) expect(routeOf(href)).toBe(href.replace(/a-1$/, ':id'));
    expect(new Set(ADMIN_ROUTES.map((route) => route.path)).size).toBe(ADMIN_ROUTES.length);
  });

  it('lists the sidebar in the SPEC order: Dashboard, Add, View, then the other areas', () => {
    expect(ADMIN_NAVIGATION.map((item) => item.label)).toEqual([
      'Dashboard',
      'Add',
      'View',
      'Orders',
      'Shipping quotes',
      'Studio visits',
      'Visit calendar',
      'Visit schedule',
      'Conservation ledger',
      'Return policy',
      'Prices and currencies',
      'Shipping rates',
      'Tax',
      'Commissions',
      'Subscribers',
      'Outbox',
      'Privacy requests',
      'Background jobs',
      'Staff',
      'Audit log',
      'Your profile',
    ]);
  });
});
