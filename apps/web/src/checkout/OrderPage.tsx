import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import {
  formatMoney,
  publicPath,
  TEST_PAYMENT,
  addToCart,
  formatKigaliDate,
  formatKigaliDateTime,
  formatKigaliTime,
  MOBILE_MONEY_CURRENCY,
  toCents,
} from '@sawa/shared/domain';
import { useRecordNotFound } from '../app/not-found';
import { useCart } from '../cart/CartProvider';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { OrderStatusDocument, type OrderStatusQuery } from '../gql/graphql';
import { MobileMoneyPayment } from './MobileMoneyPayment';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Seo } from '../seo/Seo';

type OrderView = NonNullable<OrderStatusQuery['order']>;

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting for your payment.',
  paid: 'Thank you! Your payment was received. We will e-mail you when your work is on its way.',
  shipped: 'Your order is on its way.',
  delivered: 'Your order was delivered. We hope you enjoy your work!',
  ready_for_pickup: 'Your order is ready: collect it at the studio in Musanze. We e-mailed you the address and opening hours.',
  collected: 'You collected your order at the studio. We hope you enjoy your work!',
  cancelled: 'This order was cancelled.',
  expired: 'The payment time ran out, so the works went back on sale.',
};

/**
 * What the order page adds under its status: how long the works are held, when it shipped (with whom and its
 * tracking number), was delivered or cancelled, and the money (refunds made).
 */
export function orderDetails(
  order: Pick<
    OrderView,
    | 'status'
    | 'expiresAt'
    | 'shippedAt'
    | 'carrierLabel'
    | 'trackingNumber'
    | 'deliveredAt'
    | 'cancelledAt'
    | 'paidAt'
    | 'refunded'
    | 'testPayment'
    | 'currency'
  > &
    Partial<Pick<OrderView, 'delivery' | 'readyForPickupAt' | 'collectedAt'>> & {
      refunds: readonly Pick<OrderView['refunds'][number], 'amount' | 'refundedOn'>[];
    },
  now: Date,
): string[] {
  const out: string[] = [];
  if (order.status === 'pending') {
    out.push(
      new Date(order.expiresAt) > now
        ? `We hold the works for you until ${formatKigaliTime(order.expiresAt)}, Kigali time (${formatKigaliDate(order.expiresAt)}).`
        : 'The time to pay has run out: the works are no longer held for you.',
    );
  }
  if (order.shippedAt) out.push(`Shipped on ${formatKigaliDateTime(order.shippedAt)}.`);
  if (order.trackingNumber) out.push(`Carrier: ${order.carrierLabel}. Tracking number: ${order.trackingNumber}.`);
  if (order.deliveredAt) out.push(`Delivered on ${formatKigaliDateTime(order.deliveredAt)}.`);
  if (order.delivery === 'pickup' && order.status === 'paid') out.push('You collect it at the studio in Musanze: we will e-mail you when it is ready.');
  if (order.readyForPickupAt) out.push(`Ready for pickup at the studio since ${formatKigaliDateTime(order.readyForPickupAt)}.`);
  if (order.collectedAt) out.push(`Collected on ${formatKigaliDateTime(order.collectedAt)}.`);
  if (order.status !== 'cancelled')
    for (const refund of order.refunds)
      out.push(`Refunded ${formatMoney(refund.amount, order.currency)} on ${formatKigaliDate(`${refund.refundedOn}T12:00:00Z`)}.`);
  if (order.status === 'cancelled') {
    if (order.cancelledAt) out.push(`Cancelled on ${formatKigaliDateTime(order.cancelledAt)}.`);
    if (order.paidAt && order.testPayment) out.push('It was a test payment: nothing was charged, so there is nothing to refund.');
    else if (order.paidAt && order.refunded) out.push('Your payment has been refunded.');
    else if (order.paidAt) out.push('Your payment will be refunded in full; we will e-mail you when it is done.');
    else out.push('It had not been paid, so nothing was charged.');
  }
  return out;
}

/** The hold has lapsed (or the order expired): its works may go back in the cart, to order again. */
const lapsed = (order: OrderView, now: Date) => order.status === 'expired' || (order.status === 'pending' && new Date(order.expiresAt) <= now);

/** The buyer's return page: the order's live status (it refreshes while the payment is on its way). */
export function OrderPage() {
  const { number = '' } = useParams();
  const { data, loading, error, startPolling, stopPolling } = useQuery(OrderStatusDocument, { variables: { number } });
  const cart = useCart();
  const navigate = useNavigate();
  const order = data?.order;
  // The time is read in the browser only (the server render and hydration then agree), then each half minute while waiting.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date()); // eslint-disable-line react-hooks/set-state-in-effect -- the clock is read after hydration
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (order?.status === 'pending') startPolling(3000);
    else stopPolling();
    return () => stopPolling();
  }, [order?.status, startPolling, stopPolling]);
  if (useRecordNotFound(error, loading)) return <NotFoundPage />;

  const putBack = (view: OrderView) => {
    let lines = cart.lines;
    for (const line of view.lines) {
      if (!line.artworkId) continue;
      for (let i = 0; i < line.quantity; i += 1) {
        lines = addToCart(lines, { id: line.artworkId, name: line.name, price: line.unitPrice, artImageCover: null, edition: line.edition }).lines;
      }
    }
    cart.restore(lines);
    void navigate('/cart');
  };

  return (
    <main>
      <Seo title={`Order ${number}`} description="The status of your order at Sawa Art Studio." path={publicPath.order(number)} noindex />
      <PageHero
        eyebrow="Your order"
        title={
          <>
            Order <span className="nowrap">{number}</span>
          </>
        }
      />
      <div className="container section">
        {!order ? (
          <QueryState loading={loading} error={error} />
        ) : (
          <div className="order">
            <p className={`order__status order__status--${order.status}`} role="status" aria-live="polite">
              {STATUS_TEXT[order.status]}
            </p>
            <p className="order__placed">Placed on {formatKigaliDateTime(order.createdAt)}.</p>
            {now && orderDetails(order, now).map((text) => <p key={text}>{text}</p>)}
            {order.trackingUrl && (
              <a className="text-link" href={order.trackingUrl} target="_blank" rel="noreferrer">
                Track your parcel with {order.carrierLabel}
              </a>
            )}
            {order.testPayment && <p className="notice">{TEST_PAYMENT}: paid in the payment sandbox, nothing was charged.</p>}
            {order.status === 'pending' && order.paymentLinkUrl && (!now || !lapsed(order, now)) && (
              <a className="button" href={order.paymentLinkUrl}>
                Pay now
              </a>
            )}
            {order.status === 'pending' && order.paymentLinkUrl && order.currency === MOBILE_MONEY_CURRENCY && (!now || !lapsed(order, now)) && (
              <MobileMoneyPayment kind="order" reference={order.number} phoneEnding={order.phoneEnding} />
            )}
            {now && lapsed(order, now) && order.lines.some((line) => line.artworkId) && (
              <button type="button" className="button" onClick={() => putBack(order)}>
                Put the works back in my cart
              </button>
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
                {order.shippingAmount && toCents(order.shippingAmount) > 0 && (
                  <tr>
                    <td>Shipping</td>
                    <td />
                    <td>{formatMoney(order.shippingAmount, order.currency)}</td>
                  </tr>
                )}
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
