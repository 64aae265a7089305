import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { TAX_NUMBER_MAX_LENGTH, taxSettingsProblem } from '@sawa/shared/domain';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import {
  AdminOrdersLackingEbmCountDocument,
  AdminOrdersLackingEbmCsvDocument,
  AdminTaxSettingsDocument,
  type AdminTaxSettingsQuery,
  UpdateTaxSettingsDocument,
} from '../gql/graphql';
import { useCan } from '../session';
import { useAdminTitle } from '../useAdminTitle';

type Settings = AdminTaxSettingsQuery['taxSettings'];
export const EBM_CSV_FILE = 'orders-lacking-ebm.csv';

/**
 * Tax (issue 24): whether the studio is VAT-registered, its tax number (TIN) and rate. While registered, domestic prices
 * say "incl. VAT" and each order stores its VAT; the paid orders still lacking the tax authority's invoice number (EBM)
 * are counted here and exported as CSV.
 */
export function TaxPage() {
  useAdminTitle('Tax');
  const { data, error } = useQuery(AdminTaxSettingsDocument, { fetchPolicy: 'network-only' });
  const can = useCan();
  return (
    <section className="admin-page" aria-labelledby="tax-title">
      <h1 id="tax-title">Tax</h1>
      {error && <Notice tone="error">{error.message}</Notice>}
      {data && <TaxForm key={JSON.stringify(data.taxSettings)} settings={data.taxSettings} />}
      {can('orders.read') && <LackingEbm canExport={can('csv.export')} />}
    </section>
  );
}

function TaxForm({ settings }: { settings: Settings }) {
  const [values, setValues] = useState({ vatRegistered: settings.vatRegistered, taxNumber: settings.taxNumber, vatRate: settings.vatRate });
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [save, { loading }] = useMutation(UpdateTaxSettingsDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, taxNumber: values.taxNumber.trim(), vatRate: values.vatRate.trim() };
    const problem = taxSettingsProblem(input);
    if (problem) return setNotice({ tone: 'error', text: problem });
    setNotice(null);
    try {
      await save({ variables: { input } });
      setNotice({
        tone: 'success',
        text: input.vatRegistered
          ? 'The tax settings are saved: domestic prices now say "incl. VAT" and new orders store their VAT.'
          : 'The tax settings are saved: the studio is not VAT-registered, so no VAT is shown or stored.',
      });
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
      <div className="field">
        <label htmlFor="tax-registered">
          <input
            id="tax-registered"
            type="checkbox"
            checked={values.vatRegistered}
            onChange={(e) => setValues({ ...values, vatRegistered: e.target.checked })}
          />{' '}
          The studio is VAT-registered
        </label>
      </div>
      <div className="field">
        <label htmlFor="tax-number">Tax number (TIN)</label>
        <input
          id="tax-number"
          value={values.taxNumber}
          maxLength={TAX_NUMBER_MAX_LENGTH}
          onChange={(e) => setValues({ ...values, taxNumber: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="tax-rate">VAT rate (%)</label>
        <input id="tax-rate" inputMode="decimal" value={values.vatRate} onChange={(e) => setValues({ ...values, vatRate: e.target.value })} />
      </div>
      <p>
        Prices include VAT. An order collected at the studio or delivered in Rwanda stores the VAT in its total; one delivered abroad is a zero-rated export.
      </p>
      <button type="submit" className="button" disabled={loading}>
        Save
      </button>
    </form>
  );
}

function LackingEbm({ canExport }: { canExport: boolean }) {
  const client = useApolloClient();
  const { data } = useQuery(AdminOrdersLackingEbmCountDocument, { fetchPolicy: 'network-only' });
  const [failure, setFailure] = useState<string | null>(null);
  const exportCsv = async () => {
    setFailure(null);
    try {
      const { data: csv } = await client.query({ query: AdminOrdersLackingEbmCsvDocument, fetchPolicy: 'network-only' });
      if (!csv) return;
      const url = URL.createObjectURL(new Blob([csv.ordersLackingEbmCsv], { type: 'text/csv' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: EBM_CSV_FILE });
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      setFailure((e as Error).message);
    }
  };
  if (!data) return null;
  const count = data.ordersLackingEbmCount;
  return (
    <div className="admin-panel">
      <h2>EBM invoices</h2>
      <p>
        {count === 0
          ? 'Every paid order with VAT has its EBM invoice number.'
          : `${count === 1 ? '1 paid order lacks' : `${count} paid orders lack`} an EBM invoice number.`}
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      {canExport && count > 0 && (
        <button type="button" className="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      )}
    </div>
  );
}
