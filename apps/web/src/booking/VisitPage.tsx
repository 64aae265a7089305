import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatMoney, publicPath, TEST_PAYMENT } from '@sawa/shared/domain';
import { isNotFound } from '../app/errors';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { VisitDocument } from '../gql/graphql';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Seo } from '../seo/Seo';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting for your payment.',
  paid: 'Your studio visit is booked and paid. We look forward to welcoming you in Musanze!',
  expired: 'The payment time ran out. You can book again at any time.',
  cancelled: 'This booking was cancelled.',
};

/** The visitor's return page after paying for a studio visit. */
export function VisitPage() {
  const { reference = '' } = useParams();
  const { data, loading, error, startPolling, stopPolling } = useQuery(VisitDocument, { variables: { reference } });
  const visit = data?.visit;
  useEffect(() => {
    if (visit?.status === 'pending') startPolling(3000);
    else stopPolling();
    return () => stopPolling();
  }, [visit?.status, startPolling, stopPolling]);
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <main>
      <Seo
        title={`Studio visit ${reference}`}
        description="The status of your studio visit booking at Sawa Art Studio."
        path={publicPath.visit(reference)}
        noindex
      />
      <PageHero eyebrow="Studio visit" title={`Booking ${reference}`} />
      <div className="container section">
        {!visit ? (
          <QueryState loading={loading} error={error} />
        ) : (
          <div className="order">
            <p className={`order__status order__status--${visit.status}`} role="status" aria-live="polite">
              {STATUS_TEXT[visit.status]}
            </p>
            {visit.testPayment && <p className="notice">{TEST_PAYMENT}: paid in the payment sandbox, nothing was charged.</p>}
            <p>Amount: {formatMoney(visit.amount, visit.currency)}</p>
            {visit.status === 'pending' && visit.paymentLinkUrl && (
              <a className="button" href={visit.paymentLinkUrl}>
                Pay now
              </a>
            )}
            <p>
              <Link to="/contact" className="text-link">
                How to find the studio
              </Link>
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
