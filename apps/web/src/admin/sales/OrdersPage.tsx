import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorText, FIELD_LIMITS, formatPrice, pageCount, TEST_PAYMENT } from '@sawa/shared/domain';
import { Pagination } from '@sawa/web/ui';
import { AdminOrdersDocument, CancelOrderDocument, MarkOrderRefundedDocument, MarkOrderShippedDocument, OrderStatus } from '../../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

const STATUSES = Object.values(OrderStatus);
const PAGE_SIZE = 10;
const money = (amount: string, currency: string) => (currency === 'USD' ? formatPrice(amount) : `${amount} ${currency}`);

/**
 * Orders: filter by status, search, each with its lines, buyer and payment; mark shipped, cancel
 * (what it holds goes back on sale; a paid one is then 'refund due'), and mark a refund done. A
 * payment that did not match the order, or that came after it ended, is shown for the staff.
 */
export function OrdersPage() {
  useAdminTitle('Orders');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminOrdersDocument, {
    variables: { page, pageSize: PAGE_SIZE, status: status || null, search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const [ship] = useMutation(MarkOrderShippedDocument);
  const [cancel] = useMutation(CancelOrderDocument);
  const [refunded] = useMutation(MarkOrderRefundedDocument);
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice({ ok: true, text: done });
      await refetch();
    } catch (e) {
      setNotice({ ok: false, text: (e as Error).message });
    }
  };
  return (
    <div className="admin-page">
      <h1>Orders</h1>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor="order-status">Status</label>
          <select id="order-status" value={status} onChange={(e) => (setStatus(e.target.value as OrderStatus | ''), setPage(1))}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-search">Search (number, name, e-mail)</label>
          <input id="order-search" type="search" maxLength={FIELD_LIMITS.search} value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        </div>
      </div>
      {notice && (
        <p className={`notice ${notice.ok ? 'notice--success' : 'notice--error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {error && <p role="alert">{errorText(error.message)}</p>}
      {loading && !data && <p>Loading...</p>}
      {data && <p className="admin-count">{data.orders.totalItems} orders</p>}
      <ul className="admin-cards">
        {data?.orders.items.map((order) => (
          <li key={order.id} className="admin-panel">
            <h2>
              {order.number} · <span className={`admin-status admin-status--${order.status}`}>{order.status}</span> · {money(order.total, order.currency)}
              {order.refundDue && <span className="admin-status admin-status--refund"> · Refund due</span>}
              {order.testPayment && <span className="admin-test-payment">{TEST_PAYMENT}</span>}
            </h2>
            {order.paymentIssue && (
              <p className="notice notice--error">
                <strong>Payment to check:</strong> {order.paymentIssue}
              </p>
            )}
            <p>
              {order.customerName} &lt;{order.customerEmail}&gt; · {order.customerPhone} · {order.country}
              <br />
              Ship to: {order.shippingAddress}
              {order.notes && (
                <>
                  <br />
                  Notes: {order.notes}
                </>
              )}
            </p>
            <ul>
              {order.lines.map((line) => (
                <li key={line.id}>
                  {line.quantity} × {line.name} ({line.edition}) {money(line.lineTotal, order.currency)}
                </li>
              ))}
            </ul>
            <p className="admin-row__detail">
              Placed {new Date(order.createdAt).toLocaleString()}
              {order.paidAt &&
                ` · paid ${new Date(order.paidAt).toLocaleString()} (${order.paymentMethod ?? 'IremboPay'}, ref. ${order.paymentReference ?? '-'})`}
            </p>
            {order.refundedAt && <p className="admin-row__detail">Refunded {new Date(order.refundedAt).toLocaleString()}</p>}
            {(order.status === 'paid' || order.status === 'shipped') && !order.holdsStock && (
              <p className="notice">This order holds no works: do not ship it.</p>
            )}
            {order.staffNote && <p className="notice">{order.staffNote}</p>}
            <div className="admin-actions">
              {order.status === 'paid' && order.holdsStock && (
                <button
                  type="button"
                  className="button"
                  onClick={() => void act(() => ship({ variables: { number: order.number } }), `${order.number} is marked shipped.`)}
                >
                  Mark shipped
                </button>
              )}
              {(order.status === 'pending' || order.status === 'paid') && (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    void act(
                      () => cancel({ variables: { number: order.number } }),
                      `${order.number} is cancelled; its works are back on sale.${order.status === 'paid' ? ' Refund the buyer, then mark it refunded.' : ''}`,
                    )
                  }
                >
                  Cancel order
                </button>
              )}
              {order.refundDue && (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => void act(() => refunded({ variables: { number: order.number } }), `${order.number} is marked refunded.`)}
                >
                  Mark refunded
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data ? pageCount(data.orders.totalItems, PAGE_SIZE) : 0} onChange={setPage} label="Order pages" />
    </div>
  );
}
