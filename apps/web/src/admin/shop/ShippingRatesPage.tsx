import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { isMoney, WEIGHT_KG_PATTERN } from '@sawa/shared/domain';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import {
  AdminQuoteThresholdDocument,
  AdminShippingRatesDocument,
  type AdminShippingRatesQuery,
  UpdateQuoteThresholdDocument,
  UpdateShippingRatesDocument,
} from '../gql/graphql';
import { TableScroll } from '../lists/TableScroll';
import { useShopCurrency, useSoldCurrencies } from '../../catalog/money';
import { useAdminTitle } from '../useAdminTitle';

type Rate = AdminShippingRatesQuery['shippingRates'][number];
type Row = { firstItem: string; extraItem: string };

/**
 * The studio's flat shipping rates per zone (issue 24): an amount for the order plus an amount per extra item, in each
 * currency the shop sells in (issue 22: an order is charged the rate in its own currency, francs for a Rwandan address).
 * A zone left empty has no rate in that currency: prints cannot be shipped there online in it (pickup still can).
 */
export function ShippingRatesPage() {
  useAdminTitle('Shipping rates');
  const sold = useSoldCurrencies({ fetch: true });
  const shopCurrency = useShopCurrency({ fetch: true });
  const [picked, setCurrency] = useState<string | null>(null);
  const currency = picked ?? shopCurrency;
  const { data, error } = useQuery(AdminShippingRatesDocument, { variables: { currency }, fetchPolicy: 'network-only' });
  return (
    <section className="admin-page" aria-labelledby="shipping-rates-title">
      <h1 id="shipping-rates-title">Shipping rates</h1>
      {sold.length > 1 && (
        <div className="field">
          <label htmlFor="shipping-rates-currency">Currency</label>{' '}
          <select id="shipping-rates-currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {sold.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && <Notice tone="error">{error.message}</Notice>}
      {data && <RatesForm key={JSON.stringify(data.shippingRates)} rates={data.shippingRates} currency={currency} />}
      <ThresholdForm />
    </section>
  );
}

/**
 * The size and weight over which a work is always on quote (issue 24), whatever its edition says. The weight is each
 * edition's (set in the artwork form); the longest side is the largest of the work's width, height and depth (cm).
 */
function ThresholdForm() {
  const { data } = useQuery(AdminQuoteThresholdDocument, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(UpdateQuoteThresholdDocument);
  const [edited, setEdited] = useState<{ side: string; weight: string } | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const current = data?.quoteThreshold;
  const values = edited ?? { side: current?.longestSideCm?.toString() ?? '', weight: current?.weightKg?.toString() ?? '' };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const side = values.side.trim();
    const weight = values.weight.trim();
    if (side && !/^[1-9]\d{0,3}$/.test(side))
      return setNotice({ tone: 'error', text: 'The longest side is a whole number of centimetres, such as 120, or empty for no limit.' });
    if (weight && !WEIGHT_KG_PATTERN.test(weight))
      return setNotice({ tone: 'error', text: 'The weight is in kg with at most two decimals, such as 25 or 12.5, or empty for no limit.' });
    try {
      await save({ variables: { input: { longestSideCm: side ? Number(side) : null, weightKg: weight ? Number(weight) : null } } });
      setEdited(null);
      setNotice({ tone: 'success', text: 'Saved: works over these are shipped on quote from now on.' });
    } catch (e) {
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  };
  return (
    <form className="admin-panel admin-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="quote-threshold-title">
      <h2 id="quote-threshold-title">Always on quote over</h2>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <p>
        A work longer or heavier than this is always shipped on quote: the buyer asks for a quote instead of paying a flat rate. Leave empty for no limit. The
        weight is each edition&apos;s shipping weight, the longest side the largest of the work&apos;s width, height and depth (both set in the artwork form).
      </p>
      <label htmlFor="quote-threshold-side">Longest side (cm)</label>
      <input id="quote-threshold-side" type="number" min="1" step="1" value={values.side} onChange={(e) => setEdited({ ...values, side: e.target.value })} />
      <label htmlFor="quote-threshold-weight">Weight (kg)</label>
      <input
        id="quote-threshold-weight"
        type="number"
        min="0.01"
        step="0.01"
        inputMode="decimal"
        value={values.weight}
        onChange={(e) => setEdited({ ...values, weight: e.target.value })}
      />
      <button type="submit" className="button" disabled={loading || !data}>
        Save the threshold
      </button>
    </form>
  );
}

function RatesForm({ rates, currency }: { rates: Rate[]; currency: string }) {
  const [rows, setRows] = useState<Record<string, Row>>(
    Object.fromEntries(rates.map((r) => [r.zone, { firstItem: r.firstItem ?? '', extraItem: r.extraItem ?? '' }])),
  );
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [save, { loading }] = useMutation(UpdateShippingRatesDocument);
  const set = (zone: string, field: keyof Row, value: string) => setRows({ ...rows, [zone]: { ...rows[zone], [field]: value } });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const bad = rates.find((r) => {
      const { firstItem, extraItem } = rows[r.zone];
      const given = [firstItem.trim(), extraItem.trim()].filter(Boolean);
      return given.length === 1 || given.some((v) => !isMoney(v));
    });
    if (bad) return setNotice({ tone: 'error', text: `${bad.name}: give both amounts such as 25 or 7.50 (0 for none), or leave both empty for no rate.` });
    try {
      const input = rates.map((r) => {
        const firstItem = rows[r.zone].firstItem.trim();
        return { zone: r.zone, firstItem: firstItem || null, extraItem: firstItem ? rows[r.zone].extraItem.trim() : null };
      });
      await save({ variables: { input: { currency, rates: input } } });
      setNotice({ tone: 'success', text: 'The shipping rates are saved; the checkout charges them now.' });
    } catch (e) {
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  };
  return (
    <form className="admin-panel admin-form" onSubmit={(event) => void submit(event)} noValidate>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <p>
        Flat rates for prints shipped by zone, in {rates[0]?.currency ?? currency}: an amount for the order plus an amount for each extra item. An order is
        charged the rate in its own currency (a delivery in Rwanda in RWF; abroad in the currency the buyer chose). Leave a zone empty to ship nothing there
        online in this currency; pickup at the studio stays free. Originals and sculptures are on quote (set on each edition).
      </p>
      <TableScroll label="Shipping rates by zone">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Per order</th>
              <th scope="col">Per extra item</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={r.zone}>
                <th scope="row">{r.name}</th>
                <td>
                  <input
                    aria-label={`${r.name} per order`}
                    type="number"
                    min="0"
                    step="0.01"
                    inputMode="decimal"
                    value={rows[r.zone].firstItem}
                    onChange={(e) => set(r.zone, 'firstItem', e.target.value)}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${r.name} per extra item`}
                    type="number"
                    min="0"
                    step="0.01"
                    inputMode="decimal"
                    value={rows[r.zone].extraItem}
                    onChange={(e) => set(r.zone, 'extraItem', e.target.value)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <button type="submit" className="button" disabled={loading}>
        Save
      </button>
    </form>
  );
}
