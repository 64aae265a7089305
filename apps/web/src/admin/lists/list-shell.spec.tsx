import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminBookingsDocument, AdminOrdersDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { BookingsPage } from '../sales/BookingsPage';
import { OrdersPage } from '../sales/OrdersPage';
import { SEARCH_DEBOUNCE_MS } from './list-shell';

const order = (n: number) => ({
  __typename: 'Order',
  id: `id-${n}`,
  number: `SAWA-${String(n).padStart(8, '0')}`,
  status: 'pending',
  total: '160.00',
  currency: 'USD',
  customerName: n === 11 ? 'Amani Keza' : 'Someone Else',
  customerEmail: 'buyer@example.org',
  customerPhone: '+250 788 555 000',
  country: 'Rwanda',
  shippingAddress: 'KN 5 Rd, Kigali',
  delivery: 'shipping',
  shippingAmount: '0.00',
  notes: '',
  paymentReference: null,
  paymentMethod: null,
  testPayment: false,
  staffNote: '',
  refundDue: false,
  refundedAt: null,
  paymentIssue: null,
  holdsStock: true,
  createdAt: '2026-11-23T08:00:00.000Z',
  paidAt: null,
  refundableAmount: '0.00',
  refundedAmount: '0.00',
  lines: [],
});

const orders = (variables: { page: number; status: string | null; search: string | null }, total: number, numbers: number[]) => ({
  request: { query: AdminOrdersDocument, variables: { pageSize: 10, ...variables } },
  result: { data: { orders: { __typename: 'OrderList', totalItems: total, items: numbers.map(order) } } },
});

describe('admin list shell', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the server once typing settles, back at page 1; the status filter lists the generated values in lifecycle order', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // Only these requests are answered: a request per keystroke would find no answer and show an error.
    renderAdmin(
      '/admin/orders',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [
          orders({ page: 1, status: null, search: null }, 11, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
          orders({ page: 2, status: null, search: null }, 11, [11]),
          orders({ page: 1, status: null, search: 'amani' }, 1, [11]),
        ],
      },
    );
    await screen.findByText('11 orders');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'pending', 'paid', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled', 'expired']);
    await user.click(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', { name: 'Page 2' }));
    await screen.findByText(/SAWA-00000011/);

    await user.type(screen.getByLabelText('Search (number, name, e-mail)'), 'amani');
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    expect(screen.getByText('11 orders')).toBeTruthy(); // not yet asked
    await act(() => jest.advanceTimersByTimeAsync(50));
    await screen.findByText('1 order');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('says so when nothing matches, and a filter is sent as its generated value', async () => {
    const user = userEvent.setup();
    const bookings = (status: string | null, items: unknown[]) => ({
      request: { query: AdminBookingsDocument, variables: { page: 1, pageSize: 20, status } },
      result: { data: { bookings: { __typename: 'BookingList', totalItems: items.length, items } } },
    });
    const expired = {
      __typename: 'Booking',
      id: 'b-1',
      reference: 'VISIT-EXPD0001',
      status: 'expired',
      source: 'online',
      visitorName: 'Amani Keza',
      visitorEmail: null,
      visitorPhone: null,
      startsAt: '2026-12-01T08:00:00.000Z',
      partySize: 1,
      refundDue: false,
      refundedAt: null,
      staffNote: 'The invoice expired unpaid.',
      amount: '15000',
      currency: 'RWF',
      paymentReference: null,
      paymentIssue: null,
      paymentMethod: null,
      testPayment: false,
      createdAt: '2026-11-23T08:00:00.000Z',
      paidAt: null,
    };
    renderAdmin('/admin/visits', { '/admin/visits': <BookingsPage /> }, { mocks: [bookings(null, []), bookings('expired', [expired])] });
    expect(await screen.findByText('No studio visits booked.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    expect(await screen.findByText('VISIT-EXPD0001')).toBeTruthy();
    expect(screen.getByRole('table', { name: '1 bookings' })).toBeTruthy();
    expect(screen.queryByText('No studio visits booked.')).toBeNull();
  });

  it('keeps its page, search and filter in the address: a link or reload opens the same list, Back returns to the one before', async () => {
    const user = userEvent.setup();
    const first = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const mocks = [
      orders({ page: 1, status: 'pending', search: 'someone' }, 11, first),
      orders({ page: 2, status: 'pending', search: 'someone' }, 11, [11]),
      orders({ page: 1, status: 'pending', search: 'someone' }, 11, first),
      orders({ page: 1, status: null, search: 'someone' }, 11, first),
    ];
    const view = renderAdmin('/admin/orders?q=someone&status=pending', { '/admin/orders': <OrdersPage /> }, { mocks });
    await screen.findByText('11 orders');
    expect(screen.getByLabelText<HTMLInputElement>('Search (number, name, e-mail)').value).toBe('someone');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('pending');

    await user.click(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', { name: 'Page 2' }));
    await screen.findByText(/SAWA-00000011/);
    expect(view.search()).toBe('?q=someone&status=pending&page=2');

    // Back: the page before, with its search and filter.
    await act(() => view.router.navigate(-1));
    await screen.findByText(/SAWA-00000001/);
    expect(view.search()).toBe('?q=someone&status=pending');
    expect(screen.queryByText(/SAWA-00000011/)).toBeNull();

    // A filter back at its default (All) leaves the address, and starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await screen.findByText('11 orders');
    expect(view.search()).toBe('?q=someone');

    // A reload (a new app on the same address) shows the list as it was left.
    view.unmount();
    renderAdmin(
      '/admin/orders?q=someone&status=pending&page=2',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [orders({ page: 2, status: 'pending', search: 'someone' }, 11, [11])],
      },
    );
    await screen.findByText(/SAWA-00000011/);
    expect(
      within(screen.getByRole('navigation', { name: 'Order pages' }))
        .getByRole('button', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });
});
