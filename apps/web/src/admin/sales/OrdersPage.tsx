import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CARRIER_CODES,
  CARRIERS,
  FIELD_LIMITS,
  formatKigaliDate,
  formatKigaliDateTime,
  EBM_NUMBER_MAX_LENGTH,
  formatMoney,
  isMoney,
  kigaliToday,
  REFUND_METHOD_CODES,
  REFUND_METHODS,
  SHIPPING_MESSAGES,
  TEST_PAYMENT,
  toCents,
  TRACKING_NUMBER_PATTERN,
} from '@sawa/shared/domain';
import { ConfirmDialog } from '@sawa/web/ui';
import {
  AdminOrderRefundsDocument,
  AdminOrdersDocument,
  type AdminOrdersQuery,
  CancelOrderDocument,
  Carrier,
  MarkOrderDeliveredDocument,
  MarkOrderReadyForPickupDocument,
  MarkOrderCollectedDocument,
  MarkOrderRefundedDocument,
  MarkOrderShippedDocument,
  RecordOrderRefundDocument,
  RefundMethod,
  SetOrderEbmNumberDocument,
  VatTreatment,
} from '../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { Notice } from '@sawa/web/ui';
import { useCan } from '../session';
import { HistoryPanel } from '../staff/AuditEntries';
import { ORDER_STATUSES } from '../statuses';

const PAGE_SIZE = 10;

type AdminOrder = AdminOrdersQuery['orders']['items'][number];

type OrderAction = 'ship' | 'deliver' | 'ready' | 'collected' | 'cancel' | 'refund';

/** What the studio confirms before an order action that cannot be undone (the buyer is written to at once). */
export function orderActionConfirmation(
  kind: OrderAction,
  order: Pick<AdminOrder, 'number' | 'status' | 'total' | 'currency' | 'testPayment'> & Partial<Pick<AdminOrder, 'refundableAmount'>>,
) {
  if (kind === 'ship')
    return {
      title: `Mark ${order.number} shipped?`,
      body: 'The buyer is e-mailed that the order is on its way, with the carrier, the tracking number and its tracking link. This cannot be undone.',
      confirmLabel: 'Mark shipped',
      cancelLabel: 'Not yet',
    };
  if (kind === 'deliver')
    return {
      title: `Mark ${order.number} delivered?`,
      body: 'The order is recorded as delivered today; the buyer sees the date on their order page. This cannot be undone.',
      confirmLabel: 'Mark delivered',
      cancelLabel: 'Not yet',
    };
  if (kind === 'ready')
    return {
      title: `Mark ${order.number} ready for pickup?`,
      body: "The buyer is e-mailed that the order is ready to collect, with the studio's address and opening hours. This cannot be undone.",
      confirmLabel: 'Mark ready for pickup',
      cancelLabel: 'Not yet',
    };
  if (kind === 'collected')
    return {
      title: `Mark ${order.number} collected?`,
      body: 'The order is recorded as collected at the studio today; the buyer sees it on their order page. This cannot be undone.',
      confirmLabel: 'Mark collected',
      cancelLabel: 'Not yet',
    };
  if (kind === 'refund')
    return {
      title: `Record a refund on ${order.number}`,
      body: `Record money the studio has already sent back (at most ${formatMoney(order.refundableAmount ?? '0', order.currency)}). The buyer is e-mailed, and the conservation ledger takes back the refund's part of the share. A refund cannot be undone.`,
      confirmLabel: 'Record refund',
      cancelLabel: 'Close',
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
  const [deliver] = useMutation(MarkOrderDeliveredDocument);
  const [ready] = useMutation(MarkOrderReadyForPickupDocument);
  const [collected] = useMutation(MarkOrderCollectedDocument);
  const [cancel] = useMutation(CancelOrderDocument);
  const [refunded] = useMutation(MarkOrderRefundedDocument);
  const [recordRefund] = useMutation(RecordOrderRefundDocument);
  const act = (work: () => Promise<unknown>, done: string) => void list.act(work, done, true);
  const can = useCan();
  const [history, setHistory] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ kind: OrderAction; order: AdminOrder } | null>(null);
  const [shipment, setShipment] = useState<ShipmentForm>(EMPTY_SHIPMENT);
  const [refund, setRefund] = useState<RefundForm>(emptyRefund('0.00'));
  const [formError, setFormError] = useState<string | null>(null);
  const confirmation = confirming && orderActionConfirmation(confirming.kind, confirming.order);
  const open = (kind: OrderAction, order: AdminOrder) => {
    setFormError(null);
    setShipment(EMPTY_SHIPMENT);
    setRefund(emptyRefund(order.refundableAmount));
    setConfirming({ kind, order });
  };
  const confirm = () => {
    if (!confirming) return;
    const { kind, order } = confirming;
    if (kind === 'ship') {
      const problem = shipmentProblem(shipment);
      if (problem) return setFormError(problem);
      setConfirming(null);
      const variables = {
        number: order.number,
        shipment: {
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber.trim(),
          carrierName: shipment.carrier === Carrier.Other ? shipment.carrierName.trim() : null,
        },
      };
      act(() => ship({ variables }), `${order.number} is marked shipped.`);
      return;
    }
    if (kind === 'refund') {
      const problem = refundProblem(refund, order.refundableAmount, order.currency);
      if (problem) return setFormError(problem);
      setConfirming(null);
      const input = { amount: refund.amount.trim(), method: refund.method, reference: refund.reference, reason: refund.reason, refundedOn: refund.refundedOn };
      act(
        () => recordRefund({ variables: { number: order.number, input } }),
        `A refund of ${formatMoney(input.amount, order.currency)} is recorded on ${order.number}.`,
      );
      return;
    }
    setConfirming(null);
    if (kind === 'deliver') act(() => deliver({ variables: { number: order.number } }), `${order.number} is marked delivered.`);
    else if (kind === 'ready') act(() => ready({ variables: { number: order.number } }), `${order.number} is ready for pickup; the buyer is e-mailed.`);
    else if (kind === 'collected') act(() => collected({ variables: { number: order.number } }), `${order.number} is marked collected.`);
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
          {confirming?.kind === 'ship' && <ShipmentFields value={shipment} onChange={setShipment} />}
          {confirming?.kind === 'refund' && <RefundFields value={refund} onChange={setRefund} />}
          {formError && (
            <p className="field__error" role="alert">
              {formError}
            </p>
          )}
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
              {order.delivery === 'pickup' ? (
                <>
                  Pickup at the studio
                  {order.shippingAddress && (
                    <>
                      {' '}
                      · buyer&apos;s address: <span className="admin-address">{order.shippingAddress}</span>
                    </>
                  )}
                </>
              ) : (
                <>
                  Ship to: <span className="admin-address">{order.shippingAddress}</span>
                  {toCents(order.shippingAmount) > 0 && ` · shipping ${formatMoney(order.shippingAmount, order.currency)}`}
                </>
              )}
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
              {order.deliveredAt && ` · delivered ${formatKigaliDateTime(order.deliveredAt)}`}
              {order.readyForPickupAt && ` · ready for pickup ${formatKigaliDateTime(order.readyForPickupAt)}`}
              {order.collectedAt && ` · collected ${formatKigaliDateTime(order.collectedAt)}`}
              {order.cancelledAt && ` · cancelled ${formatKigaliDateTime(order.cancelledAt)}`}
            </p>
            {order.trackingNumber && (
              <p className="admin-row__detail">
                {order.carrierLabel}, tracking number {order.trackingNumber}
                {order.trackingUrl && (
                  <>
                    {' · '}
                    <a href={order.trackingUrl} target="_blank" rel="noreferrer">
                      Track the parcel
                    </a>
                  </>
                )}
              </p>
            )}
            <OrderTax order={order} />
            {toCents(order.refundedAmount) > 0 && <OrderRefunds number={order.number} currency={order.currency} />}
            {order.refundedAt && <p className="admin-row__detail">Refunded {formatKigaliDateTime(order.refundedAt)}</p>}
            {(order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered') && !order.holdsStock && (
              <Notice tone="info">This order holds no works: do not ship it.</Notice>
            )}
            {order.staffNote && <Notice tone="info">{order.staffNote}</Notice>}
            <div className="admin-actions">
              {/* A pickup order can still be shipped (the buyer may ask for it after all). */}
              {order.status === 'paid' && order.holdsStock && can('orders.manage') && (
                <button type="button" className="button" onClick={() => open('ship', order)}>
                  Mark shipped
                </button>
              )}
              {order.status === 'paid' && order.delivery === 'pickup' && order.holdsStock && can('orders.manage') && (
                <button type="button" className="button" onClick={() => open('ready', order)}>
                  Ready for pickup
                </button>
              )}
              {order.status === 'ready_for_pickup' && can('orders.manage') && (
                <button type="button" className="button" onClick={() => open('collected', order)}>
                  Mark collected
                </button>
              )}
              {order.status === 'shipped' && can('orders.manage') && (
                <button type="button" className="button" onClick={() => open('deliver', order)}>
                  Mark delivered
                </button>
              )}
              {(order.status === 'pending' || order.status === 'paid' || order.status === 'ready_for_pickup') && can('orders.manage') && (
                <button type="button" className="button button--ghost" onClick={() => open('cancel', order)}>
                  Cancel order
                </button>
              )}
              {toCents(order.refundableAmount) > 0 && can('refunds.manage') && (
                <button type="button" className="button button--ghost" onClick={() => open('refund', order)}>
                  Record refund
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

interface ShipmentForm {
  carrier: Carrier;
  carrierName: string;
  trackingNumber: string;
}
const EMPTY_SHIPMENT: ShipmentForm = { carrier: Carrier.Dhl, carrierName: '', trackingNumber: '' };

/** The shipment's fields are checked as the server checks them (the same messages), before anything is sent. */
function shipmentProblem(s: ShipmentForm): string | null {
  const number = s.trackingNumber.trim();
  if (!number) return SHIPPING_MESSAGES.trackingRequired;
  if (!TRACKING_NUMBER_PATTERN.test(number)) return SHIPPING_MESSAGES.trackingFormat;
  if (s.carrier === Carrier.Other && !s.carrierName.trim()) return SHIPPING_MESSAGES.carrierNameRequired;
  return null;
}

function ShipmentFields({ value, onChange }: { value: ShipmentForm; onChange: (next: ShipmentForm) => void }) {
  return (
    <div className="admin-form">
      <div className="field">
        <label htmlFor="ship-carrier">Carrier</label>
        <select id="ship-carrier" value={value.carrier} onChange={(e) => onChange({ ...value, carrier: e.target.value as Carrier })}>
          {CARRIER_CODES.map((code) => (
            <option key={code} value={code}>
              {CARRIERS[code].label}
            </option>
          ))}
        </select>
      </div>
      {value.carrier === Carrier.Other && (
        <div className="field">
          <label htmlFor="ship-carrier-name">Carrier's name</label>
          <input
            id="ship-carrier-name"
            maxLength={FIELD_LIMITS.shipment.carrierName}
            value={value.carrierName}
            onChange={(e) => onChange({ ...value, carrierName: e.target.value })}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor="ship-tracking">Tracking number</label>
        <input
          id="ship-tracking"
          required
          maxLength={FIELD_LIMITS.shipment.trackingNumber}
          value={value.trackingNumber}
          onChange={(e) => onChange({ ...value, trackingNumber: e.target.value })}
        />
      </div>
    </div>
  );
}

interface RefundForm {
  amount: string;
  method: RefundMethod;
  reference: string;
  reason: string;
  refundedOn: string;
}
const emptyRefund = (left: string): RefundForm => ({ amount: left, method: RefundMethod.MobileMoney, reference: '', reason: '', refundedOn: kigaliToday() });

function refundProblem(r: RefundForm, left: string, currency: string): string | null {
  const amount = r.amount.trim();
  if (!isMoney(amount) || toCents(amount) === 0) return 'Enter the amount refunded, for example 400 or 99.50.';
  if (toCents(amount) > toCents(left)) return `At most ${formatMoney(left, currency)} is left to refund.`;
  if (!r.refundedOn || r.refundedOn > kigaliToday()) return 'Enter the day the money went back (not a day to come).';
  return null;
}

function RefundFields({ value, onChange }: { value: RefundForm; onChange: (next: RefundForm) => void }) {
  return (
    <div className="admin-form">
      <div className="field">
        <label htmlFor="refund-amount">Amount</label>
        <input id="refund-amount" inputMode="decimal" value={value.amount} onChange={(e) => onChange({ ...value, amount: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="refund-method">Method</label>
        <select id="refund-method" value={value.method} onChange={(e) => onChange({ ...value, method: e.target.value as RefundMethod })}>
          {REFUND_METHOD_CODES.map((code) => (
            <option key={code} value={code}>
              {REFUND_METHODS[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="refund-reference">Reference</label>
        <input
          id="refund-reference"
          maxLength={FIELD_LIMITS.refund.reference}
          value={value.reference}
          onChange={(e) => onChange({ ...value, reference: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="refund-reason">Reason</label>
        <input
          id="refund-reason"
          maxLength={FIELD_LIMITS.refund.reason}
          value={value.reason}
          onChange={(e) => onChange({ ...value, reason: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="refund-date">Refunded on</label>
        <input id="refund-date" type="date" max={kigaliToday()} value={value.refundedOn} onChange={(e) => onChange({ ...value, refundedOn: e.target.value })} />
      </div>
    </div>
  );
}

/** The refunds recorded on an order, read when its row shows (only orders with refunds have this row). */
function OrderRefunds({ number, currency }: { number: string; currency: string }) {
  const refunds = useQuery(AdminOrderRefundsDocument, { variables: { number } }).data?.adminOrder.refunds ?? [];
  if (!refunds.length) return null;
  return (
    <ul className="admin-row__detail" aria-label={`Refunds of ${number}`}>
      {refunds.map((r) => (
        <li key={r.id}>
          Refund {formatMoney(r.amount, currency)} on {formatKigaliDate(`${r.refundedOn}T12:00:00Z`)}
          {r.method ? ` by ${REFUND_METHODS[r.method].toLowerCase()}` : ''}
          {r.reference && `, ref. ${r.reference}`}
          {r.reason && ` (${r.reason})`}
        </li>
      ))}
    </ul>
  );
}

/**
 * The order's VAT (issue 24): included at the rate, or a zero-rated export; nothing when the studio was not VAT-registered.
 * A paid order's EBM invoice number (the tax authority's) is typed here by the staff.
 */
function OrderTax({ order }: { order: AdminOrder }) {
  const can = useCan();
  const [ebm, setEbm] = useState(order.ebmInvoiceNumber ?? '');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [save, { loading }] = useMutation(SetOrderEbmNumberDocument);
  if (!order.vatTreatment || order.vatAmount == null) return null;
  const id = `ebm-${order.number}`;
  const submit = async () => {
    setMessage(null);
    try {
      await save({ variables: { number: order.number, ebmInvoiceNumber: ebm.trim() } });
      setMessage({
        tone: 'success',
        text: ebm.trim() ? `The EBM invoice number of ${order.number} is saved.` : `The EBM invoice number of ${order.number} is cleared.`,
      });
    } catch (e) {
      setMessage({ tone: 'error', text: (e as Error).message });
    }
  };
  return (
    <div className="admin-row__detail">
      <p>
        {order.vatTreatment === VatTreatment.Export
          ? `VAT: zero-rated export (${formatMoney(order.vatAmount, order.currency)})`
          : `VAT included: ${formatMoney(order.vatAmount, order.currency)}`}
        {' · '}
        {order.ebmInvoiceNumber ? `EBM invoice ${order.ebmInvoiceNumber}` : 'No EBM invoice number yet'}
      </p>
      {order.paidAt && can('orders.manage') && (
        <form
          className="admin-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={id}>EBM invoice number</label>{' '}
          <input id={id} value={ebm} maxLength={EBM_NUMBER_MAX_LENGTH} onChange={(e) => setEbm(e.target.value)} />{' '}
          <button type="submit" className="button button--ghost" disabled={loading}>
            Save EBM number
          </button>
          {message && (
            <span role={message.tone === 'error' ? 'alert' : 'status'} className={message.tone === 'error' ? 'field__error' : undefined}>
              {' '}
              {message.text}
            </span>
          )}
        </form>
      )}
    </div>
  );
}
