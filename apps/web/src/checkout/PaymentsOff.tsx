import { useQuery } from '@apollo/client/react';
import { SiteSettingsDocument } from '../gql/graphql';

/** False only when the site says so: while it has not answered, the forms stay as they are. */
export function usePaymentsOff(): boolean {
  const { data } = useQuery(SiteSettingsDocument);
  return data?.site.paymentsAvailable === false;
}

/**
 * Said before the checkout and Book Now forms while the shop takes no payments online: what happens to the
 * details instead (an enquiry to the studio), and how to reach the studio directly.
 */
export function PaymentsOffNotice({ what }: { what: 'order' | 'visit' }) {
  const { data } = useQuery(SiteSettingsDocument);
  const site = data?.site;
  if (!site || site.paymentsAvailable) return null;
  return (
    <div className="notice payments-off" role="note">
      <p>
        <strong>Online payment is not available yet.</strong> Send your details below and the studio will write to you to{' '}
        {what === 'order' ? 'arrange payment and delivery' : 'confirm your visit'}. Nothing is charged now.
      </p>
      <p>
        Or contact the studio: <a href={`mailto:${site.email}`}>{site.email}</a>
        {site.phone && (
          <>
            {' '}
            · <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
          </>
        )}
      </p>
    </div>
  );
}
