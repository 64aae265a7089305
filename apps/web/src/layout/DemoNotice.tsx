import { useQuery } from '@apollo/client/react';
import { DEMO_NOTICE } from '@sawa/shared/domain';
import { SiteSettingsDocument } from '../gql/graphql';

/**
 * While payments are simulated (a demo shop, or PAYMENTS_SANDBOX=true), every public page says so, above
 * everything else. It comes with the page's server-rendered HTML (the same query as the footer), so it
 * takes its place before the first paint and never shifts the layout.
 */
export function DemoNotice() {
  const { data } = useQuery(SiteSettingsDocument);
  if (!data?.site.paymentsSimulated) return null;
  return (
    <aside className="demo-notice" aria-label="Demo shop">
      <p>{DEMO_NOTICE}</p>
    </aside>
  );
}
