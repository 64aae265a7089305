import { useQuery } from '@apollo/client/react';
import { DEMO_NOTICE, errorText } from '@sawa/shared/domain';
import { SiteSettingsDocument } from '../gql/graphql';

/**
 * While payments are simulated (a demo shop, or PAYMENTS_SANDBOX=true), every public page says so, above
 * everything else. It comes with the page's server-rendered HTML (the same query as the footer), so it
 * takes its place before the first paint and never shifts the layout. When the site's state cannot be
 * read (the database away: the server then answers the page 503), the page says that here instead, so
 * even a page without data of its own explains why it is incomplete.
 */
export function DemoNotice() {
  const { data, error } = useQuery(SiteSettingsDocument);
  if (error && !data)
    return (
      <p className="notice notice--error site-unavailable" role="alert">
        {errorText(error.message)}
      </p>
    );
  if (!data?.site.paymentsSimulated) return null;
  return (
    <aside className="demo-notice" aria-label="Demo shop">
      <p>{DEMO_NOTICE}</p>
    </aside>
  );
}
