import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatMoney, humanError } from '@sawa/shared/domain';
import { Notice, Spinner } from '@sawa/web/ui';
import { AdminDashboardDocument } from './gql/graphql';
import { ENTITIES } from './entities';
import { MailWarning } from './messages/MailWarning';
import { ShopModePanel } from './shop/ShopModePanel';
import { useCan } from './session';
import { useAdminTitle } from './useAdminTitle';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function DashboardPage() {
  useAdminTitle('Dashboard');
  const can = useCan();
  // Only what the person may see: sales and page views have permissions of their own.
  const { data, loading, error } = useQuery(AdminDashboardDocument, {
    variables: { withSales: can('orders.read'), withViews: can('analytics.read') },
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.dashboard;
  const tiles = counts
    ? [
        { label: 'Artists', value: counts.artists, to: ENTITIES.artists.view },
        { label: 'Team Members', value: counts.teamMembers, to: ENTITIES.members.view },
        { label: 'Arts', value: counts.artworks, to: ENTITIES.art.view },
        { label: 'Collections', value: counts.collections, to: ENTITIES.collections.view },
        { label: 'Categories', value: counts.categories, to: ENTITIES.categories.view },
      ]
    : [];
  const views = data?.pageViewStats;
  const peak = Math.max(1, ...(views?.perDay.map((d) => d.views) ?? [1]));
  return (
    <div className="admin-page">
      <h1>Welcome Back</h1>
      <MailWarning linkToOutbox />
      <ShopModePanel />
      {loading && !data && <Spinner />}
      {error && <Notice tone="error">{humanError(error.message)}</Notice>}
      <ul className="admin-tiles">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.to} className="admin-tile">
              <span className="admin-tile__value">{tile.value}</span>
              <span className="admin-tile__label">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {can('catalog.manage') && (
        <p className="admin-links">
          <Link to={ENTITIES.artists.view} className="button">
            Manage Artists
          </Link>
          <Link to={ENTITIES.art.view} className="button button--ghost">
            Manage Arts
          </Link>
        </p>
      )}
      {data?.sales && (
        <section aria-labelledby="sales-title" className="admin-panel">
          <h2 id="sales-title">Sales</h2>
          <p>
            {plural(data.sales.paidOrders, 'paid order', 'paid orders')}
            {data.sales.revenue.length > 0 && ` (${data.sales.revenue.map((r) => formatMoney(r.amount, r.currency)).join(', ')})`}, {data.sales.pendingOrders}{' '}
            waiting for payment, {plural(data.sales.paidVisits, 'paid studio visit', 'paid studio visits')}.
          </p>
        </section>
      )}
      {views && (
        <section aria-labelledby="views-title" className="admin-panel">
          <h2 id="views-title">Page views, last 30 days: {views.totalViews}</h2>
          <svg className="admin-chart" viewBox={`0 0 ${views.perDay.length * 10} 100`} role="img" aria-label={`Page views per day; most in a day: ${peak}`}>
            {views.perDay.map((d, i) => (
              <rect key={d.day} x={i * 10 + 1} y={100 - (d.views / peak) * 96} width="8" height={(d.views / peak) * 96} fill="currentColor">
                <title>{`${d.day}: ${d.views}`}</title>
              </rect>
            ))}
          </svg>
          <h3>Top pages</h3>
          <ol>
            {views.topPages.map((p) => (
              <li key={p.path}>
                {p.path}: {p.views}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
