import { screen } from '@testing-library/react';
import { TEST_PAYMENT } from '@sawa/shared/domain';
import { AdminBookingsDocument, AdminOrdersDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { BookingsPage } from './BookingsPage';
import { OrdersPage } from './OrdersPage';

const order = (number: string, paymentMethod: string, testPayment: boolean) => ({
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
  delivery: 'shipping',
  shippingAmount: '0.00',
  notes: '',
  paymentReference: 'REF-1',
  paymentMethod,
  testPayment,
  staffNote: '',
  createdAt: '2026-11-24T10:00:00.000Z',
  paidAt: '2026-11-24T10:05:00.000Z',
  refundableAmount: '160.00',
  refundedAmount: '0.00',
  lines: [
    {
      __typename: 'OrderLine',
      id: `line-${number}`,
      name: 'Mist over Bisoke',
      edition: 'Giclée print (A3)',
      unitPrice: '160.00',
      quantity: 1,
      lineTotal: '160.00',
    },
  ],
});

const booking = (reference: string, paymentMethod: string, testPayment: boolean) => ({
  __typename: 'Booking',
  id: `id-${reference}`,
  reference,
  status: 'paid',
  source: 'online',
  visitorName: 'Eric',
  visitorEmail: null,
  visitorPhone: null,
  startsAt: '2026-12-01T08:00:00.000Z',
  partySize: 1,
  refundDue: false,
  refundedAt: null,
  staffNote: '',
  amount: '15000.00',
  currency: 'RWF',
  paymentReference: 'REF-2',
  paymentMethod,
  testPayment,
  createdAt: '2026-11-24T10:00:00.000Z',
  paidAt: '2026-11-24T10:05:00.000Z',
});

describe("'Test payment' in the back office", () => {
  it('marks an order the sandbox took, and only that one', async () => {
    renderAdmin(
      '/admin/orders',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [
          {
            request: { query: AdminOrdersDocument, variables: { page: 1, pageSize: 10, status: null, search: null } },
            result: {
              data: {
                orders: { __typename: 'OrderList', totalItems: 2, items: [order('SAWA-TEST0001', 'SANDBOX', true), order('SAWA-REAL0001', 'MTN_MOMO', false)] },
              },
            },
          },
        ],
      },
    );
    const test = (await screen.findByText(/SAWA-TEST0001/)).closest('li')!;
    const real = screen.getByText(/SAWA-REAL0001/).closest('li')!;
    expect(test.querySelector('.admin-test-payment')?.textContent).toBe(TEST_PAYMENT);
    expect(real.textContent).not.toContain(TEST_PAYMENT);
    expect(real.textContent).toContain('(MTN_MOMO, ref. REF-1)');
  });

  it('marks a studio visit the sandbox took, and only that one', async () => {
    renderAdmin(
      '/admin/visits',
      { '/admin/visits': <BookingsPage /> },
      {
        mocks: [
          {
            request: { query: AdminBookingsDocument, variables: { page: 1, pageSize: 20, status: null } },
            result: {
              data: {
                bookings: {
                  __typename: 'BookingList',
                  totalItems: 2,
                  items: [booking('VISIT-TEST0001', 'SANDBOX', true), booking('VISIT-REAL0001', 'MTN_MOMO', false)],
                },
              },
            },
          },
        ],
      },
    );
    const test = (await screen.findByText('VISIT-TEST0001')).closest('tr')!;
    const real = screen.getByText('VISIT-REAL0001').closest('tr')!;
    expect(test.querySelector('.admin-test-payment')?.textContent).toBe(TEST_PAYMENT);
    expect(real.textContent).not.toContain(TEST_PAYMENT);
  });
});
