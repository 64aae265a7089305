import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminOrdersDocument, CancelOrderDocument, MarkOrderRefundedDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { OrdersPage } from './OrdersPage';

const line = (id: string) => ({
  __typename: 'OrderLine',
  id,
  name: 'Mist over Bisoke',
  edition: 'Giclée print (A3)',
  unitPrice: '160.00',
  quantity: 1,
  lineTotal: '160.00',
});

const order = (number: string, overrides: Record<string, unknown>) => ({
  __typename: 'Order',
  id: `id-${number}`,
  number,
  status: 'paid',
  total: '160.00',
  currency: 'USD',
  customerName: 'Amani Keza',
  customerEmail: 'amani@example.org',
  customerPhone: '+250 788 555 000',
  country: 'Rwanda',
  shippingAddress: 'KN 5 Rd, Kigali',
  notes: '',
  paymentReference: 'MP-1',
  paymentMethod: 'MTN_MOMO',
  staffNote: '',
  refundDue: false,
  refundedAt: null,
  paymentIssue: null,
  holdsStock: true,
  createdAt: '2026-11-23T08:00:00.000Z',
  paidAt: '2026-11-23T08:05:00.000Z',
  shippedAt: null,
  cancelledAt: null,
  lines: [line(`${number}-1`)],
  ...overrides,
});

const list = (items: unknown[]) => ({
  request: { query: AdminOrdersDocument, variables: { page: 1, pageSize: 10, status: null, search: null } },
  result: { data: { orders: { __typename: 'OrderList', totalItems: items.length, items } } },
});

const PAID = order('SAWA-PAID0001', {});
const LATE = order('SAWA-LATE0002', {
  status: 'expired',
  holdsStock: false,
  refundDue: true,
  staffNote: 'Paid after the order had ended: it holds no works; refund the buyer.',
});
const WRONG = order('SAWA-WRNG0003', {
  status: 'pending',
  paidAt: null,
  refundDue: true,
  paymentIssue: 'A payment did not match the order (expected 160.00 USD, the payment service says 16.00 USD); it was not taken as paid.',
});

const card = (number: string) => screen.getByRole('heading', { name: new RegExp(number) }).closest('li') as HTMLElement;

describe('orders (back office)', () => {
  it('shows what each order holds and what the staff must settle: refund due, a payment to check, no shipping for an order that holds nothing', async () => {
    renderAdmin('/admin/orders', { '/admin/orders': <OrdersPage /> }, { mocks: [list([PAID, LATE, WRONG])] });
    await screen.findByText('3 orders');
    const paid = card('SAWA-PAID0001');
    expect(within(paid).getByRole('button', { name: 'Mark shipped' })).toBeTruthy();
    expect(within(paid).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(within(paid).queryByText(/Refund due/)).toBeNull();

    const late = card('SAWA-LATE0002');
    expect(within(late).getByText(/Refund due/)).toBeTruthy();
    expect(within(late).queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    expect(within(late).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(late).getByRole('button', { name: 'Mark refunded' })).toBeTruthy();

    const wrong = card('SAWA-WRNG0003');
    expect(within(wrong).getByText(/the payment service says 16\.00 USD/).textContent).toBe(`Payment to check: ${WRONG.paymentIssue}`);
  });

  it('cancelling a paid order says its works are back on sale and the buyer is to be refunded; Mark refunded clears the flag', async () => {
    const user = userEvent.setup();
    const cancelled = {
      ...PAID,
      status: 'cancelled',
      refundDue: true,
      holdsStock: false,
      staffNote: 'Cancelled after payment: refund the buyer.',
      cancelledAt: '2026-11-23T08:30:00.000Z',
    };
    renderAdmin(
      '/admin/orders',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [
          list([PAID]),
          {
            request: { query: CancelOrderDocument, variables: { number: PAID.number } },
            result: {
              data: {
                cancelOrder: { __typename: 'Order', id: PAID.id, status: 'cancelled', staffNote: cancelled.staffNote, refundDue: true, holdsStock: false },
              },
            },
          },
          list([cancelled]),
          {
            request: { query: MarkOrderRefundedDocument, variables: { number: PAID.number } },
            result: { data: { markOrderRefunded: { __typename: 'Order', id: PAID.id, refundDue: false, refundedAt: '2026-11-23T09:00:00.000Z' } } },
          },
          list([{ ...cancelled, refundDue: false, refundedAt: '2026-11-23T09:00:00.000Z' }]),
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    // Nothing happens until the studio confirms: first it keeps the order, then it confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SAWA-PAID0001?' });
    expect(within(dialog).getByText(/It is paid \(\$160\.00\): its works go back on sale, it becomes 'refund due'/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'SAWA-PAID0001 is cancelled; its works are back on sale. Refund the buyer, then mark it refunded.',
    );
    await user.click(await screen.findByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('SAWA-PAID0001 is marked refunded.'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark refunded' })).toBeNull());
    expect(screen.getByText(/^Refunded /)).toBeTruthy();
    expect(screen.getByText(/ · cancelled 23 Nov 2026, 10:30/)).toBeTruthy();
  });
});
