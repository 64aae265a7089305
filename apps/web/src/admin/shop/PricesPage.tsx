import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { currencyName } from '@sawa/shared/domain';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import { ENTITIES } from '../entities';
import {
  AdminCurrencyRatesDocument,
  type AdminCurrencyRatesQuery,
  AdminEditionsLackingPriceDocument,
  ApplyCurrencyRateDocument,
  SetCurrencyRateDocument,
} from '../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

type Rate = AdminCurrencyRatesQuery['currencyRates'][number];

/**
 * Prices per currency (issue 22): the studio's rate from dollars to each other currency it sells in, which fills
 * the prices only when applied (they are then stored, never converted when a page is read), and the editions that
 * still lack a price in some currency.
 */
export function PricesPage() {
  useAdminTitle('Prices and currencies');
  const { data, error, refetch } = useQuery(AdminCurrencyRatesDocument, { fetchPolicy: 'network-only' });
  const lacking = useQuery(AdminEditionsLackingPriceDocument, { variables: { page: 1, pageSize: 50 }, fetchPolicy: 'network-only' });
  const others = data?.site.currencies.filter((c) => c !== 'USD') ?? [];
  return (
    <section className="admin-page" aria-labelledby="prices-title">
      <h1 id="prices-title">Prices and currencies</h1>
      {error && <Notice tone="error">{error.message}</Notice>}
      <p>
        Every edition has a dollar price, and a price in each other currency the shop sells in ({data?.site.currencies.join(', ')}). Visitors choose the
        currency they see; until they do, they see {data?.site.displayCurrency}. A studio selling inside Rwanda would show francs (DISPLAY_CURRENCY=RWF): the
        National Bank of Rwanda&apos;s rules, as reported, ask for domestic sales to be priced and shown in francs, and mobile money takes francs only. A rate
        fills franc prices from dollar prices only when you apply it: the prices are then stored, and no price changes by itself.
      </p>
      {data &&
        others.map((currency) => (
          <RateForm
            key={`${currency}:${JSON.stringify(data.currencyRates.find((r) => r.currency === currency) ?? null)}`}
            currency={currency}
            rate={data.currencyRates.find((r) => r.currency === currency)}
            onChanged={() => {
              void refetch();
              void lacking.refetch();
            }}
          />
        ))}
      <h2>Editions without a price in every currency</h2>
      {lacking.error && <Notice tone="error">{lacking.error.message}</Notice>}
      {lacking.data && lacking.data.editionsLackingPrice.totalItems === 0 && <p>Every edition has a price in every currency.</p>}
      {lacking.data && lacking.data.editionsLackingPrice.totalItems > 0 && (
        <>
          <p>
            {lacking.data.editionsLackingPrice.totalItems} edition(s) lack a price: they show their other price, marked as such, to visitors who chose that
            currency.
          </p>
          <ul className="admin-lacking-prices">
            {lacking.data.editionsLackingPrice.items.map((e) => (
              <li key={e.editionId}>
                <Link to={ENTITIES.art.edit(e.artworkId)}>
                  {e.artworkName} ({e.productCode})
                </Link>
                : {e.type}, no price in {e.missing.join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RateForm({ currency, rate, onChanged }: { currency: string; rate: Rate | undefined; onChanged: () => void }) {
  const [perDollar, setPerDollar] = useState(rate?.perDollar ?? '');
  const [step, setStep] = useState(rate?.step ?? (currency === 'RWF' ? '1000' : '1'));
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [save, saving] = useMutation(SetCurrencyRateDocument);
  const [apply, applying] = useMutation(ApplyCurrencyRateDocument);
  const run = async (work: () => Promise<string>) => {
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await work() });
      onChanged();
    } catch (e) {
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await save({ variables: { input: { currency, perDollar: perDollar.trim() || null, step: step.trim() || null } } });
      return perDollar.trim()
        ? `Saved: 1 USD = ${perDollar.trim()} ${currency}, rounded to ${step.trim()} ${currency}. No price has changed yet.`
        : 'The rate is removed.';
    });
  };
  const applyRate = (onlyMissing: boolean) =>
    void run(async () => {
      const result = await apply({ variables: { currency, onlyMissing } });
      return `${result.data?.applyCurrencyRate.priced ?? 0} edition(s) now have their ${currency} price from the rate.`;
    });
  return (
    <form className="admin-panel admin-form" onSubmit={submit} aria-label={`Rate for ${currencyName(currency)}`}>
      <h2>{currencyName(currency)}</h2>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <div className="field">
        <label htmlFor={`rate-${currency}`}>1 USD = ({currency})</label>
        <input id={`rate-${currency}`} inputMode="decimal" value={perDollar} onChange={(e) => setPerDollar(e.target.value)} placeholder="1450" />
      </div>
      <div className="field">
        <label htmlFor={`step-${currency}`}>Rounded to ({currency})</label>
        <input id={`step-${currency}`} inputMode="decimal" value={step} onChange={(e) => setStep(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={saving.loading}>
        Save rate
      </button>{' '}
      {rate && (
        <>
          <button type="button" className="button button--ghost" disabled={applying.loading} onClick={() => applyRate(true)}>
            Apply to editions without a {currency} price
          </button>{' '}
          <button type="button" className="button button--ghost" disabled={applying.loading} onClick={() => applyRate(false)}>
            Apply to every edition
          </button>
        </>
      )}
    </form>
  );
}
