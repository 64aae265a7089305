import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { formatKigaliDateTime, formatMoney, TEST_PAYMENT } from '@sawa/shared/domain';
import { ConfirmDialog } from '@sawa/web/ui';
import { AdminOrdersDocument, type AdminOrdersQuery, CancelOrderDocument, MarkOrderRefundedDocument, MarkOrderShippedDocument } from '../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { Notice } from '@sawa/web/ui';
import { useCan } from '../session';
import { HistoryPanel } from '../staff/AuditEntries';
import { ORDER_STATUSES } from '../statuses';

const PAGE_SIZE = 10;

type AdminOrder = AdminOrdersQuery['orders']['items'][number];

/** What the studio confirms before an order action that cannot be undone (the buyer is written to at once). */
export function orderActionConfirmation(kind: 'ship' | 'cancel', order: Pick<AdminOrder, 'number' | 'status' | 'total' | 'currency' | 'testPayment'>) {
  if (kind === 'ship')
    return {
      title: `Mark ${order.number} shipped?`,
      body: 'The buyer is e-mailed that the order is on its way. This cannot be undone.',
      confirmLabel: 'Mark shipped',
      cancelLabel: 'Not yet',
    };
  const paid = order.status === 'paid';
  return {
    title: `Cancel order ${order.number}?`,
    body: paid
      ? `It is paid (${formatMoney(order.total, order.currency)}): its works go back on sale, it becomes 'refund due', and the buyer is e-mailed that the full amount will be refunded${order.testPayment ? ' (a test payment: nothing to refund)' : ''}. This cannot be undone.`
      : 'Its works go back on sale and the buyer is e-mailed that the order was cancelled. This cannot be undone.',
    confirmLabel: 'Cancel order',
    cancelLabel: 'Keep the order',
  };
}

/**
 * Orders: filter by status, search, each with its lines, buyer and payment; mark shipped, cancel
 * (what it holds goes back on sale; a paid one is then 'refund due'), and mark a refund done. A
 * payment that did not match the order, or that came after it ended, is shown for the staff.
 */
export function OrdersPage() {
  const list = useAdminList(AdminOrdersDocument, { pageSize: PAGE_SIZE, searchable: true, filters: { status: '' }, total: (d) => d.orders.totalItems });
  const [ship] = useMutation(MarkOrderShippedDocument);
  const [cancel] = useMutation(CancelOrderDocument);
  const [refunded] = useMutation(MarkOrderRefundedDocument);
  const act = (work: () => Promise<unknown>, done: string) => void list.act(work, done, true);
  const can = useCan();
  const [history, setHistory] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ kind: 'ship' | 'cancel'; order: AdminOrder } | null>(null);
  const confirmation = confirming && orderActionConfirmation(confirming.kind, confirming.order);
  const confirm = () => {
    if (!confirming) return;
    const { kind, order } = confirming;
    setConfirming(null);
    if (kind === 'ship') act(() => ship({ variables: { number: order.number } }), `${order.number} is marked shipped.`);
    else
      act(
        () => cancel({ variables: { number: order.number } }),
        `${order.number} is cancelled; its works are back on sale.${order.status === 'paid' ? ' Refund the buyer, then mark it refunded.' : ''}`,
      );
  };
  return (
    <ListPage
      list={list}
      id="order"
      title="Orders"
      searchLabel="Search (number, name, e-mail)"
      filters={[{ key: 'status', label: 'Status', options: ORDER_STATUSES }]}
      count={(n) => (n === 1 ? '1 order' : `${n} orders`)}
      empty="No orders."
      pagesLabel="Order pages"
      dialog={
        <ConfirmDialog
          open={Boolean(confirmation)}
          title={confirmation?.title ?? ''}
          confirmLabel={confirmation?.confirmLabel}
          cancelLabel={confirmation?.cancelLabel}
          onCancel={() => setConfirming(null)}
          onConfirm={confirm}
        >
          <p>{confirmation?.body}</p>
        </ConfirmDialog>
      }
    >
      <ul className="admin-cards">
        {list.data?.orders.items.map((order) => (
          <li key={order.id} className="admin-panel">
            <h2>
              {order.number} · <span className={`admin-status admin-status--${order.status}`}>{order.status}</span> · {formatMoney(order.total, order.currency)}
              {order.refundDue && <span className="admin-status admin-status--refund"> · Refund due</span>}
              {order.testPayment && <span className="admin-test-payment">{TEST_PAYMENT}</span>}
            </h2>
            {order.paymentIssue && (
              <Notice tone="error" quiet>
                <strong>Payment to check:</strong> {order.paymentIssue}
              </Notice>
            )}
            <p>
              {order.customerName} &lt;{order.customerEmail}&gt; · {order.customerPhone} · {order.country}
              <br />
              {/* The address as the buyer wrote it, line by line. */}
              Ship to: <span className="admin-address">{order.shippingAddress}</span>
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
                  {line.quantity} × {line.name} ({line.edition}) {formatMoney(line.lineTotal, order.currency)}
                </li>
              ))}
            </ul>
            <p className="admin-row__detail">
              Placed {formatKigaliDateTime(order.createdAt)}
              {order.paidAt && ` · paid ${formatKigaliDateTime(order.paidAt)} (${order.paymentMethod ?? 'IremboPay'}, ref. ${order.paymentReference ?? '-'})`}
              {order.shippedAt && ` · shipped ${formatKigaliDateTime(order.shippedAt)}`}
              {order.cancelledAt && ` · cancelled ${formatKigaliDateTime(order.cancelledAt)}`}
            </p>
            {order.refundedAt && <p className="admin-row__detail">Refunded {formatKigaliDateTime(order.refundedAt)}</p>}
            {(order.status === 'paid' || order.status === 'shipped') && !order.holdsStock && (
              <Notice tone="info">This order holds no works: do not ship it.</Notice>
            )}
            {order.staffNote && <Notice tone="info">{order.staffNote}</Notice>}
            <div className="admin-actions">
              {order.status === 'paid' && order.holdsStock && can('orders.manage') && (
                <button type="button" className="button" onClick={() => setConfirming({ kind: 'ship', order })}>
                  Mark shipped
                </button>
              )}
              {(order.status === 'pending' || order.status === 'paid') && can('orders.manage') && (
                <button type="button" className="button button--ghost" onClick={() => setConfirming({ kind: 'cancel', order })}>
                  Cancel order
                </button>
              )}
              {order.refundDue && can('refunds.manage') && (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => act(() => refunded({ variables: { number: order.number } }), `${order.number} is marked refunded.`)}
                >
                  Mark refunded
                </button>
              )}
              <button
                type="button"
                className="button button--ghost"
                aria-expanded={history === order.number}
                onClick={() => setHistory(history === order.number ? null : order.number)}
              >
                History
              </button>
            </div>
            {history === order.number && <HistoryPanel target={{ order: order.number }} />}
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
