import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kigaliToday } from '@sawa/shared/domain';
import {
  AdminOrderRefundsDocument,
  AdminOrdersDocument,
  CancelOrderDocument,
  MarkOrderDeliveredDocument,
  MarkOrderReadyForPickupDocument,
  MarkOrderRefundedDocument,
  MarkOrderShippedDocument,
  RecordOrderRefundDocument,
  SetOrderEbmNumberDocument,
} from '../gql/graphql';
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
  delivery: 'shipping',
  shippingAmount: '0.00',
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
  carrierLabel: null,
  trackingNumber: null,
  trackingUrl: null,
  deliveredAt: null,
  cancelledAt: null,
  refundableAmount: '160.00',
  refundedAmount: '0.00',
  vatAmount: null,
  vatTreatment: null,
  ebmInvoiceNumber: null,
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
  refundableAmount: '0.00',
  refundDue: true,
  paymentIssue: 'A payment did not match the order (expected 160.00 USD, the payment service says 16.00 USD); it was not taken as paid.',
});

const card = (number: string) => screen.getByRole('heading', { name: new RegExp(number) }).closest('li') as HTMLElement;

describe('orders (back office)', () => {
  it("shows each order's VAT (included, or a zero-rated export; nothing when none was stored) and saves its EBM invoice number", async () => {
    const user = userEvent.setup();
    const DOMESTIC = order('SAWA-VATD0001', { vatAmount: '24.41', vatTreatment: 'domestic' });
    const EXPORT = order('SAWA-VATE0002', { vatAmount: '0.00', vatTreatment: 'export', ebmInvoiceNumber: 'EBM-7' });
    const NONE = order('SAWA-VATN0003', {});
    const sent: unknown[] = [];
    renderAdmin(
      '/admin/orders',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [
          list([DOMESTIC, EXPORT, NONE]),
          {
            request: { query: SetOrderEbmNumberDocument, variables: (v: unknown) => (sent.push(v), true) },
            result: { data: { setOrderEbmNumber: { __typename: 'Order', id: DOMESTIC.id, ebmInvoiceNumber: 'EBM-2026-000123' } } },
          },
        ],
      },
    );
    await screen.findByText('3 orders');
    const domestic = card('SAWA-VATD0001');
    expect(within(domestic).getByText(/^VAT included/).textContent).toBe('VAT included: $24.41 · No EBM invoice number yet');
    expect(within(card('SAWA-VATE0002')).getByText(/^VAT: zero-rated export/).textContent).toBe('VAT: zero-rated export ($0.00) · EBM invoice EBM-7');
    expect(within(card('SAWA-VATN0003')).queryByText(/VAT included|VAT:|EBM/)).toBeNull();
    expect(within(card('SAWA-VATN0003')).queryByLabelText('EBM invoice number')).toBeNull();
    await user.type(within(domestic).getByLabelText('EBM invoice number'), ' EBM-2026-000123 ');
    await user.click(within(domestic).getByRole('button', { name: 'Save EBM number' }));
    expect((await within(domestic).findByRole('status')).textContent).toContain('The EBM invoice number of SAWA-VATD0001 is saved.');
    expect(sent).toEqual([{ number: 'SAWA-VATD0001', ebmInvoiceNumber: 'EBM-2026-000123' }]);
  });

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

  it("'Mark shipped' asks for the carrier and the tracking number, and sends nothing without a number", async () => {
    const user = userEvent.setup();
    const shipped = {
      ...PAID,
      status: 'shipped',
      shippedAt: '2026-11-24T08:00:00.000Z',
      carrierLabel: 'Kenya Post',
      trackingNumber: 'KP 42',
      trackingUrl: null,
    };
    renderAdmin(
      '/admin/orders',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [
          list([PAID]),
          {
            request: {
              query: MarkOrderShippedDocument,
              variables: { number: PAID.number, shipment: { carrier: 'other', carrierName: 'Kenya Post', trackingNumber: 'KP 42' } },
            },
            result: { data: { markOrderShipped: { __typename: 'Order', id: PAID.id, status: 'shipped' } } },
          },
          list([shipped]),
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark SAWA-PAID0001 shipped?' });
    // No tracking number: the dialog says so and stays open.
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A tracking number is required to mark an order shipped.');
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'other');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'KP 42');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("carrierName is required when the carrier is 'other'.");
    await user.type(within(dialog).getByLabelText("Carrier's name"), 'Kenya Post');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('SAWA-PAID0001 is marked shipped.'));
    expect(await screen.findByText('Kenya Post, tracking number KP 42')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
  });

  it("'Mark delivered' is confirmed in a dialog; the date shows afterwards", async () => {
    const user = userEvent.setup();
    const shipped = {
      ...PAID,
      status: 'shipped',
      shippedAt: '2026-11-24T08:00:00.000Z',
      carrierLabel: 'DHL Express',
      trackingNumber: 'JD0146',
      trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0146',
    };
    renderAdmin(
      '/admin/orders',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [
          list([shipped]),
          {
            request: { query: MarkOrderDeliveredDocument, variables: { number: PAID.number } },
            result: { data: { markOrderDelivered: { __typename: 'Order', id: PAID.id, status: 'delivered', deliveredAt: '2026-11-26T10:00:00.000Z' } } },
          },
          list([{ ...shipped, status: 'delivered', deliveredAt: '2026-11-26T10:00:00.000Z' }]),
        ],
      },
    );
    expect((await screen.findByRole('link', { name: 'Track the parcel' })).getAttribute('href')).toBe(shipped.trackingUrl);
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark SAWA-PAID0001 delivered?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('SAWA-PAID0001 is marked delivered.'));
    expect(await screen.findByText(/ · delivered 26 Nov 2026, 12:00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  });

  it("a pickup order: 'Ready for pickup' (confirmed; the buyer is mailed), then 'Mark collected'; no address to ship to", async () => {
    const user = userEvent.setup();
    const pickup = { ...PAID, delivery: 'pickup', shippingAddress: '', readyForPickupAt: null, collectedAt: null };
    const ready = { ...pickup, status: 'ready_for_pickup', readyForPickupAt: '2026-11-26T10:00:00.000Z' };
    renderAdmin(
      '/admin/orders',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [
          list([pickup]),
          {
            request: { query: MarkOrderReadyForPickupDocument, variables: { number: PAID.number } },
            result: {
              data: { markOrderReadyForPickup: { __typename: 'Order', id: PAID.id, status: 'ready_for_pickup', readyForPickupAt: ready.readyForPickupAt } },
            },
          },
          list([ready]),
        ],
      },
    );
    expect(await screen.findByText(/Pickup at the studio/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ready for pickup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark SAWA-PAID0001 ready for pickup?' });
    expect(dialog.textContent).toContain("studio's address and opening hours");
    await user.click(within(dialog).getByRole('button', { name: 'Mark ready for pickup' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('SAWA-PAID0001 is ready for pickup; the buyer is e-mailed.'));
    expect(await screen.findByRole('button', { name: 'Mark collected' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ready for pickup' })).toBeNull();
    expect(screen.getByText(/ · ready for pickup 26 Nov 2026, 12:00/)).toBeTruthy();
  });

  it('records a partial refund: at most what is left, with its method, reference, reason and date', async () => {
    const user = userEvent.setup();
    const refund = { amount: '60.00', method: 'mobile_money', reference: 'MP-9', reason: 'Frame damaged', refundedOn: kigaliToday() };
    const recorded = { __typename: 'OrderRefund', id: 'r1', ...refund, refundedOn: '2026-11-25' };
    renderAdmin(
      '/admin/orders',
      { '/admin/orders': <OrdersPage /> },
      {
        mocks: [
          list([PAID]),
          {
            request: { query: RecordOrderRefundDocument, variables: { number: PAID.number, input: refund } },
            result: {
              data: {
                recordOrderRefund: {
                  __typename: 'Order',
                  id: PAID.id,
                  refundDue: false,
                  refundedAt: null,
                  refundedAmount: '60.00',
                  refundableAmount: '100.00',
                  refunds: [recorded],
                },
              },
            },
          },
          list([{ ...PAID, refundableAmount: '100.00', refundedAmount: '60.00' }]),
          // The row of an order with refunds reads them on its own (they are not in the list query).
          {
            request: { query: AdminOrderRefundsDocument, variables: { number: PAID.number } },
            result: { data: { adminOrder: { __typename: 'Order', id: PAID.id, refunds: [recorded] } } },
          },
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund on SAWA-PAID0001' });
    const amount = within(dialog).getByLabelText<HTMLInputElement>('Amount');
    // Offered: all that is left.
    expect(amount.value).toBe('160.00');
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('At most $160.00 is left to refund.');
    await user.clear(amount);
    await user.type(amount, '60.00');
    await user.type(within(dialog).getByLabelText('Reference'), 'MP-9');
    await user.type(within(dialog).getByLabelText('Reason'), 'Frame damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('A refund of $60.00 is recorded on SAWA-PAID0001.'));
    const refunds = await screen.findByRole('list', { name: 'Refunds of SAWA-PAID0001' });
    expect(refunds.textContent).toBe('Refund $60.00 on 25 Nov 2026 by mobile money, ref. MP-9 (Frame damaged)');
  });
});
