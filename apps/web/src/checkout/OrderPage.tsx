import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatMoney, publicPath, TEST_PAYMENT } from '@sawa/shared/domain';
import { useRecordNotFound } from '../app/not-found';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { OrderStatusDocument } from '../gql/graphql';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Seo } from '../seo/Seo';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting for your payment.',
  paid: 'Thank you! Your payment was received. We will e-mail you when your work is on its way.',
  shipped: 'Your order is on its way.',
  cancelled: 'This order was cancelled.',
  expired: 'The payment time ran out, so the works went back on sale.',
};

/** The buyer's return page: the order's live status (it refreshes while the payment is on its way). */
export function OrderPage() {
  const { number = '' } = useParams();
  const { data, loading, error, startPolling, stopPolling } = useQuery(OrderStatusDocument, { variables: { number } });
  const order = data?.order;
  useEffect(() => {
    if (order?.status === 'pending') startPolling(3000);
    else stopPolling();
    return () => stopPolling();
  }, [order?.status, startPolling, stopPolling]);
  if (useRecordNotFound(error, loading)) return <NotFoundPage />;
  return (
    <main>
      <Seo title={`Order ${number}`} description="The status of your order at Sawa Art Studio." path={publicPath.order(number)} noindex />
      <PageHero eyebrow="Your order" title={`Order ${number}`} />
      <div className="container section">
        {!order ? (
          <QueryState loading={loading} error={error} />
        ) : (
          <div className="order">
            <p className={`order__status order__status--${order.status}`} role="status" aria-live="polite">
              {STATUS_TEXT[order.status]}
            </p>
            {order.testPayment && <p className="notice">{TEST_PAYMENT}: paid in the payment sandbox, nothing was charged.</p>}
            {order.status === 'pending' && order.paymentLinkUrl && (
              <a className="button" href={order.paymentLinkUrl}>
                Pay now
              </a>
            )}
            <table className="order__lines">
              <caption className="visually-hidden">Works in this order</caption>
              <thead>
                <tr>
                  <th scope="col">Work</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <td>
                      {line.name} <span className="order__edition">({line.edition})</span>
                    </td>
                    <td>{line.quantity}</td>
                    <td>{formatMoney(line.lineTotal, order.currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td>{formatMoney(order.total, order.currency)}</td>
                </tr>
              </tfoot>
            </table>
            <Link to="/shop" className="text-link">
              Back to the shop
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
