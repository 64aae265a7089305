import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatKigaliDate, formatKigaliDateTime, formatMoney, isMoney, QUOTE_DEFAULT_VALID_DAYS, SHIPPING_QUOTE_STATUSES } from '@sawa/shared/domain';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import { AdminShippingQuotesDocument, type AdminShippingQuotesQuery, AnswerShippingQuoteDocument, ShippingQuoteStatus } from '../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

type Quote = AdminShippingQuotesQuery['shippingQuotes']['items'][number];

/**
 * Shipping quotes (issue 24): buyers' requests for the delivery of works on quote, newest first. A request is answered
 * once, by hand (no carrier API): amount, currency, carrier, crate, insurance and validity; the buyer is mailed a link
 * to take it up and pay.
 */
export function ShippingQuotesPage() {
  useAdminTitle('Shipping quotes');
  const [status, setStatus] = useState<ShippingQuoteStatus | ''>('');
  const { data, error, refetch } = useQuery(AdminShippingQuotesDocument, {
    variables: { status: status || null },
    fetchPolicy: 'network-only',
  });
  return (
    <section className="admin-page" aria-labelledby="shipping-quotes-title">
      <h1 id="shipping-quotes-title">Shipping quotes</h1>
      <label htmlFor="quote-status">Show </label>
      <select id="quote-status" value={status} onChange={(e) => setStatus(e.target.value as ShippingQuoteStatus | '')}>
        <option value="">All</option>
        {Object.entries(SHIPPING_QUOTE_STATUSES).map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
      {error && <Notice tone="error">{error.message}</Notice>}
      {data && (
        <>
          <p>
            {data.shippingQuotes.totalItems} quote{data.shippingQuotes.totalItems === 1 ? '' : 's'}
            {data.shippingQuotes.totalItems > data.shippingQuotes.items.length ? ` (the newest ${data.shippingQuotes.items.length} shown)` : ''}.
          </p>
          {data.shippingQuotes.items.map((quote) => (
            <QuoteCard key={quote.number} quote={quote} currencies={data.site.currencies} onAnswered={() => void refetch()} />
          ))}
        </>
      )}
    </section>
  );
}

function QuoteCard({ quote, currencies, onAnswered }: { quote: Quote; currencies: readonly string[]; onAnswered: () => void }) {
  return (
    <article className="admin-panel" aria-labelledby={`quote-${quote.number}`}>
      <h2 id={`quote-${quote.number}`}>
        {quote.number}: {SHIPPING_QUOTE_STATUSES[quote.status]}
        {quote.expired ? ' (expired)' : ''}
      </h2>
      <p>
        Asked on {formatKigaliDateTime(quote.createdAt)} by {quote.customerName} ({quote.customerEmail}, {quote.customerPhone}).
      </p>
      <p className="preserve-lines">Deliver to: {quote.address}</p>
      {quote.notes && <p>Notes: {quote.notes}</p>}
      <ul>
        {quote.lines.map((line) => (
          <li key={`${line.artName}|${line.edition}`}>
            {line.quantity} × {line.artName} ({line.edition}), {formatMoney(line.unitPrice, quote.currency)}
          </li>
        ))}
      </ul>
      <p>Works: {formatMoney(quote.works, quote.currency)}</p>
      {quote.status === 'requested' ? (
        <AnswerForm quote={quote} currencies={currencies} onAnswered={onAnswered} />
      ) : (
        <p>
          Shipping {formatMoney(quote.shipping ?? '0', quote.currency)} by {quote.carrier}; crate {quote.crateIncluded ? 'included' : 'not included'}, insurance{' '}
          {quote.insuranceIncluded ? 'included' : 'not included'}. Total {formatMoney(quote.total ?? '0', quote.currency)}, valid until{' '}
          {quote.validUntil ? formatKigaliDate(quote.validUntil) : ''}.{quote.orderNumber ? ` Taken up: order ${quote.orderNumber}.` : ''}
        </p>
      )}
    </article>
  );
}

function AnswerForm({ quote, currencies, onAnswered }: { quote: Quote; currencies: readonly string[]; onAnswered: () => void }) {
  const id = (field: string) => `quote-${quote.number}-${field}`;
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(quote.currency);
  const [carrier, setCarrier] = useState('');
  const [crate, setCrate] = useState(true);
  const [insurance, setInsurance] = useState(true);
  const [days, setDays] = useState(String(QUOTE_DEFAULT_VALID_DAYS));
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [answer, { loading }] = useMutation(AnswerShippingQuoteDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!isMoney(amount.trim())) return setNotice({ tone: 'error', text: 'Give the shipping amount, such as 340 or 340.50.' });
    if (!carrier.trim()) return setNotice({ tone: 'error', text: 'Name the carrier.' });
    if (!/^\d{1,3}$/.test(days.trim())) return setNotice({ tone: 'error', text: 'Give the validity in days, such as 30.' });
    try {
      await answer({
        variables: {
          number: quote.number,
          input: { amount: amount.trim(), currency, carrier: carrier.trim(), crateIncluded: crate, insuranceIncluded: insurance, validDays: Number(days) },
        },
      });
      onAnswered();
    } catch (e) {
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  };
  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-label={`Answer ${quote.number}`}>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <label htmlFor={id('amount')}>Shipping amount</label>
      <input id={id('amount')} type="number" min="0" step="0.01" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <label htmlFor={id('currency')}>Currency</label>
      <select id={id('currency')} value={currency} onChange={(e) => setCurrency(e.target.value)}>
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <label htmlFor={id('carrier')}>Carrier</label>
      <input id={id('carrier')} type="text" maxLength={100} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
      <label htmlFor={id('crate')}>
        <input id={id('crate')} type="checkbox" checked={crate} onChange={(e) => setCrate(e.target.checked)} /> Crate included
      </label>
      <label htmlFor={id('insurance')}>
        <input id={id('insurance')} type="checkbox" checked={insurance} onChange={(e) => setInsurance(e.target.checked)} /> Insurance included
      </label>
      <label htmlFor={id('days')}>Valid for (days)</label>
      <input id={id('days')} type="number" min="1" max="365" step="1" value={days} onChange={(e) => setDays(e.target.value)} />
      <button type="submit" className="button" disabled={loading}>
        Send the quote to the buyer
      </button>
    </form>
  );
}
