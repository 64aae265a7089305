import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { errorText, pageCount, TEST_PAYMENT } from '@sawa/shared/domain';
import { Pagination } from '@sawa/web/ui';
import { AdminBookingsDocument, BookingStatus } from '../../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

const STATUSES = Object.values(BookingStatus);
const PAGE_SIZE = 20;

export function BookingsPage() {
  useAdminTitle('Studio visits');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(AdminBookingsDocument, {
    variables: { page, pageSize: PAGE_SIZE, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className="admin-page">
      <h1>Studio visits</h1>
      <div className="field admin-search">
        <label htmlFor="booking-status">Status</label>
        <select id="booking-status" value={status} onChange={(e) => (setStatus(e.target.value as BookingStatus | ''), setPage(1))}>
          <option value="">All</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      {error && <p role="alert">{errorText(error.message)}</p>}
      {loading && !data && <p>Loading...</p>}
      {data && (
        <table className="admin-table">
          <caption>{data.bookings.totalItems} bookings</caption>
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
            {data.bookings.items.map((b) => (
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
                <td>{new Date(b.createdAt).toLocaleString()}</td>
                <td>
                  {b.paidAt ? `${new Date(b.paidAt).toLocaleString()} (${b.paymentMethod ?? 'IremboPay'}, ref. ${b.paymentReference ?? '-'})` : '-'}
                  {b.testPayment && <span className="admin-test-payment">{TEST_PAYMENT}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} totalPages={data ? pageCount(data.bookings.totalItems, PAGE_SIZE) : 0} onChange={setPage} label="Booking pages" />
    </div>
  );
}
