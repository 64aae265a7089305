import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { formatKigaliDateTime, formatMoney, formatVisitTime, TEST_PAYMENT } from '@sawa/shared/domain';
import { AdminBookingsDocument, CancelStudioVisitDocument, MarkVisitRefundedDocument } from '../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { useCan } from '../session';
import { HistoryPanel } from '../staff/AuditEntries';
import { BOOKING_STATUSES } from '../statuses';
import { TableScroll } from '../lists/TableScroll';

const PAGE_SIZE = 20;

/**
 * Every studio visit, newest booking first: when, for how many, who, the payment; cancel one (its places are
 * free at once; a paid one becomes 'refund due') and mark a refund done. The calendar shows them by day.
 */
export function BookingsPage() {
  const list = useAdminList(AdminBookingsDocument, { pageSize: PAGE_SIZE, filters: { status: '' }, total: (d) => d.bookings.totalItems });
  const [cancel] = useMutation(CancelStudioVisitDocument);
  const [refunded] = useMutation(MarkVisitRefundedDocument);
  const act = (work: () => Promise<unknown>, done: string) => void list.act(work, done, true);
  const can = useCan();
  const [history, setHistory] = useState<string | null>(null);
  return (
    <ListPage
      list={list}
      id="booking"
      title="Studio visits"
      filters={[{ key: 'status', label: 'Status', options: BOOKING_STATUSES }]}
      empty="No studio visits booked."
      pagesLabel="Booking pages"
    >
      <TableScroll label="Studio visits">
        <table className="admin-table">
          <caption>{list.total} bookings</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              <th scope="col">When</th>
              <th scope="col">Visitor</th>
              <th scope="col">Amount</th>
              <th scope="col">Booked</th>
              <th scope="col">Paid</th>
              <th scope="col">Actions</th>
              <th scope="col">History</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.bookings.items.map((b) => (
              <tr key={b.id}>
                <td>{b.reference}</td>
                <td>
                  {b.status}
                  {b.source === 'walk_in' && ' (walk-in)'}
                  {b.refundDue && <strong className="admin-status admin-status--refund"> · Refund due</strong>}
                  {b.paymentIssue && (
                    <>
                      <br />
                      <strong>Payment to check:</strong> {b.paymentIssue}
                    </>
                  )}
                  {b.staffNote && <span className="admin-row__detail">{b.staffNote}</span>}
                </td>
                <td>
                  {b.startsAt ? formatVisitTime(b.startsAt) : 'No time chosen yet'}
                  <br />
                  {b.partySize} {b.partySize === 1 ? 'person' : 'people'}
                </td>
                <td>{[b.visitorName, b.visitorEmail, b.visitorPhone].filter(Boolean).join(' · ') || '-'}</td>
                <td>{formatMoney(b.amount, b.currency)}</td>
                <td>{formatKigaliDateTime(b.createdAt)}</td>
                <td>
                  {b.paidAt ? `${formatKigaliDateTime(b.paidAt)} (${b.paymentMethod ?? 'IremboPay'}, ref. ${b.paymentReference ?? '-'})` : '-'}
                  {b.testPayment && <span className="admin-test-payment">{TEST_PAYMENT}</span>}
                  {b.refundedAt && <span className="admin-row__detail">Refunded {formatKigaliDateTime(b.refundedAt)}</span>}
                </td>
                <td>
                  <div className="admin-actions">
                    {(b.status === 'pending' || b.status === 'paid') && can('visits.manage') && (
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => act(() => cancel({ variables: { reference: b.reference } }), `${b.reference} is cancelled.`)}
                      >
                        Cancel
                      </button>
                    )}
                    {b.refundDue && can('refunds.manage') && (
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => act(() => refunded({ variables: { reference: b.reference } }), `${b.reference} is marked refunded.`)}
                      >
                        Mark refunded
                      </button>
                    )}
                  </div>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-expanded={history === b.reference}
                    onClick={() => setHistory(history === b.reference ? null : b.reference)}
                  >
                    History
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {history && <HistoryPanel target={{ visit: history }} />}
    </ListPage>
  );
}
