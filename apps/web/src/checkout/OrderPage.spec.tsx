import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MOBILE_MONEY_MESSAGES, STORAGE_KEYS } from '@sawa/shared/domain';
import { ToastProvider } from '@sawa/web/ui';
import { CartProvider } from '../cart/CartProvider';
import { OrderStatusDocument, PayOrderByMobileMoneyDocument } from '../gql/graphql';
import { OrderPage, orderDetails } from './OrderPage';

const NOW = new Date('2026-11-27T03:00:00Z');
const base = {
  status: 'pending',
  expiresAt: '2026-11-27T03:18:00Z',
  shippedAt: null,
  carrierLabel: null,
  trackingNumber: null,
  deliveredAt: null,
  cancelledAt: null,
  paidAt: null,
  refunded: null,
  testPayment: false,
  currency: 'USD',
  refunds: [],
} as const;

/** The order page at /order/{number}, its status answered by `order`, with any other mocks; /cart shows 'The cart'. */
function renderOrderPage(order: { number: string }, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={[{ request: { query: OrderStatusDocument, variables: { number: order.number } }, result: { data: { order } } }, ...mocks]}>
      <ToastProvider>
        <CartProvider>
          <MemoryRouter initialEntries={[`/order/${order.number}`]}>
            <Routes>
              <Route path="/order/:number" element={<OrderPage />} />
              <Route path="/cart" element={<p>The cart</p>} />
            </Routes>
          </MemoryRouter>
        </CartProvider>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('order page', () => {
  it('says until when the works are held, in Kigali time, and when the hold has lapsed', () => {
    expect(orderDetails(base, NOW)).toEqual(['We hold the works for you until 05:18, Kigali time (27 Nov 2026).']);
    expect(orderDetails(base, new Date('2026-11-27T03:19:00Z'))).toEqual(['The time to pay has run out: the works are no longer held for you.']);
  });

  it('a pickup order: to collect once paid, then when it was ready and when it was collected', () => {
    const paid = { ...base, status: 'paid', paidAt: '2026-11-26T08:00:00Z', delivery: 'pickup' } as const;
    expect(orderDetails(paid, NOW)).toEqual(['You collect it at the studio in Musanze: we will e-mail you when it is ready.']);
    expect(orderDetails({ ...paid, status: 'collected', readyForPickupAt: '2026-11-26T09:00:00Z', collectedAt: '2026-11-27T08:30:00Z' }, NOW)).toEqual([
      'Ready for pickup at the studio since 26 Nov 2026, 11:00.',
      'Collected on 27 Nov 2026, 10:30.',
    ]);
  });

  it('shows when it was shipped or cancelled, and what happens to the money', () => {
    expect(orderDetails({ ...base, status: 'shipped', paidAt: '2026-11-26T08:00:00Z', shippedAt: '2026-11-27T08:30:00Z' }, NOW)).toEqual([
      'Shipped on 27 Nov 2026, 10:30.',
    ]);
    const cancelled = { ...base, status: 'cancelled', cancelledAt: '2026-11-27T09:00:00Z' } as const;
    expect(orderDetails(cancelled, NOW)).toEqual(['Cancelled on 27 Nov 2026, 11:00.', 'It had not been paid, so nothing was charged.']);
    expect(orderDetails({ ...cancelled, paidAt: '2026-11-26T08:00:00Z' }, NOW)[1]).toBe(
      'Your payment will be refunded in full; we will e-mail you when it is done.',
    );
    expect(orderDetails({ ...cancelled, paidAt: '2026-11-26T08:00:00Z', refunded: true }, NOW)[1]).toBe('Your payment has been refunded.');
  });

  it('shows the carrier, the tracking number, the delivery and each refund', () => {
    const shipped = {
      ...base,
      status: 'delivered',
      paidAt: '2026-11-26T08:00:00Z',
      shippedAt: '2026-11-27T08:30:00Z',
      carrierLabel: 'DHL Express',
      trackingNumber: 'JD014600006543210987',
      deliveredAt: '2026-11-29T13:00:00Z',
      refunds: [{ amount: '556.40', refundedOn: '2026-11-30' }],
    } as const;
    expect(orderDetails(shipped, NOW)).toEqual([
      'Shipped on 27 Nov 2026, 10:30.',
      'Carrier: DHL Express. Tracking number: JD014600006543210987.',
      'Delivered on 29 Nov 2026, 15:00.',
      'Refunded $556.40 on 30 Nov 2026.',
    ]);
  });

  it('a shipped order links to the carrier’s tracking page', async () => {
    const order = {
      __typename: 'OrderStatusView',
      number: 'SAWA-SHIP0001',
      status: 'shipped',
      total: '1200.00',
      currency: 'USD',
      customerName: 'Amani Keza',
      paymentLinkUrl: null,
      createdAt: '2026-11-26T07:40:00Z',
      paidAt: '2026-11-26T08:00:00Z',
      shippedAt: '2026-11-27T08:30:00Z',
      carrierLabel: 'DHL Express',
      trackingNumber: 'JD014600006543210987',
      trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600006543210987',
      deliveredAt: null,
      cancelledAt: null,
      refunded: null,
      refundedAmount: '0.00',
      refunds: [],
      expiresAt: '2026-11-26T07:55:00Z',
      testPayment: false,
      lines: [],
    };
    renderOrderPage(order);
    expect(await screen.findByText('Carrier: DHL Express. Tracking number: JD014600006543210987.')).toBeTruthy();
    expect(screen.getByText('Your order is on its way.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track your parcel with DHL Express' }).getAttribute('href')).toBe(order.trackingUrl);
  });

  it('an expired order puts its works back in the cart in one action', async () => {
    window.localStorage.clear();
    const order = {
      __typename: 'OrderStatusView',
      number: 'SAWA-AB12CD34',
      status: 'expired',
      total: '320.00',
      currency: 'USD',
      customerName: 'Amani Keza',
      paymentLinkUrl: null,
      createdAt: '2026-11-27T02:40:00Z',
      paidAt: null,
      shippedAt: null,
      carrierLabel: null,
      trackingNumber: null,
      trackingUrl: null,
      deliveredAt: null,
      cancelledAt: null,
      refunded: null,
      refundedAmount: '0.00',
      refunds: [],
      expiresAt: '2026-11-27T02:55:00Z',
      testPayment: false,
      phoneEnding: null,
      lines: [
        {
          __typename: 'OrderLine',
          id: 'l1',
          artworkId: 'a1',
          name: 'Mist over Bisoke',
          edition: 'Giclée print (A3)',
          unitPrice: '160.00',
          quantity: 2,
          lineTotal: '320.00',
        },
      ],
    };
    renderOrderPage(order);
    expect(await screen.findByText('Placed on 27 Nov 2026, 04:40.')).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Put the works back in my cart' }));
    expect(await screen.findByText('The cart')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([
      { id: 'a1', name: 'Mist over Bisoke', price: '160.00', artImageCover: null, edition: 'Giclée print (A3)', quantity: 2 },
    ]);
  });

  it('an order in francs waiting for payment can be paid by mobile money; one in dollars cannot', async () => {
    const order = (currency: string, number: string) => ({
      __typename: 'OrderStatusView',
      number,
      status: 'pending',
      total: '150000.00',
      currency,
      customerName: 'Amani Keza',
      paymentLinkUrl: `http://localhost:3000/api/v1/orders/${number}/pay`,
      createdAt: new Date().toISOString(),
      paidAt: null,
      shippedAt: null,
      carrierLabel: null,
      trackingNumber: null,
      trackingUrl: null,
      deliveredAt: null,
      cancelledAt: null,
      refunded: null,
      refundedAmount: '0.00',
      refunds: [],
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      testPayment: false,
      phoneEnding: '000',
      lines: [],
    });
    const sent = MOBILE_MONEY_MESSAGES.sent('MTN', '000');
    const francs = order('RWF', 'SAWA-RW12CD34');
    const { unmount } = renderOrderPage(francs, [
      {
        request: { query: PayOrderByMobileMoneyDocument, variables: { number: francs.number, provider: 'MTN', phone: null } },
        result: { data: { payOrderByMobileMoney: { __typename: 'MobileMoneyPushResult', message: sent, sandboxPhoneUrl: null } } },
      },
    ]);
    const form = await screen.findByRole('group', { name: 'Pay with mobile money' });
    expect(within(form).getByText('Leave empty to use the number you gave at checkout (ending in 000).')).toBeTruthy();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Pay with MTN MoMo' }));
    expect(await screen.findByText(sent)).toBeTruthy();
    unmount();

    renderOrderPage(order('USD', 'SAWA-US12CD34'));
    expect(await screen.findByRole('link', { name: 'Pay now' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Pay with mobile money' })).toBeNull();
  });
});
