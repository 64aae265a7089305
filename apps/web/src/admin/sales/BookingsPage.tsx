import { formatKigaliDateTime, TEST_PAYMENT } from '@sawa/shared/domain';
import { AdminBookingsDocument } from '../../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { BOOKING_STATUSES } from '../statuses';

const PAGE_SIZE = 20;

export function BookingsPage() {
  const list = useAdminList(AdminBookingsDocument, { pageSize: PAGE_SIZE, filters: { status: '' }, total: (d) => d.bookings.totalItems });
  return (
    <ListPage
      list={list}
      id="booking"
      title="Studio visits"
      filters={[{ key: 'status', label: 'Status', options: BOOKING_STATUSES }]}
      empty="No studio visits booked."
      pagesLabel="Booking pages"
    >
      <table className="admin-table">
        <caption>{list.total} bookings</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Status</th>
            <th scope="col">Visitor</th>
            <th scope="col">Amount</th>
            <th scope="col">Booked</th>
            <th scope="col">Paid</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.bookings.items.map((b) => (
            <tr key={b.id}>
              <td>{b.reference}</td>
              <td>
                {b.status}
                {b.paymentIssue && (
                  <>
                    <br />
                    <strong>Payment to check:</strong> {b.paymentIssue}
                  </>
                )}
              </td>
              <td>{[b.visitorName, b.visitorEmail, b.visitorPhone].filter(Boolean).join(' · ') || '-'}</td>
              <td>
                {b.amount} {b.currency}
              </td>
              <td>{formatKigaliDateTime(b.createdAt)}</td>
              <td>
                {b.paidAt ? `${formatKigaliDateTime(b.paidAt)} (${b.paymentMethod ?? 'IremboPay'}, ref. ${b.paymentReference ?? '-'})` : '-'}
                {b.testPayment && <span className="admin-test-payment">{TEST_PAYMENT}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ListPage>
  );
}
