import { useApolloClient } from '@apollo/client/react';
import { formatKigaliDate, formatMoney, formatPercent, TEST_PAYMENT } from '@sawa/shared/domain';
import { AdminConservationLedgerCsvDocument, AdminConservationLedgerDocument, ConservationEntryKind } from '../gql/graphql';
import { ListPage, useAdminList } from '../lists/list-shell';
import { TableScroll } from '../lists/TableScroll';

const PAGE_SIZE = 20;
export const LEDGER_CSV_FILE = 'conservation-ledger.csv';

/**
 * The conservation ledger: what each paid order set aside for conservation, line by line (a paid
 * order cancelled since shows its reversal, a refund its part of the share), the net per month, and the CSV for the conservation
 * partner. Test payments (the sandbox) are marked; they count only while payments are simulated.
 */
export function ConservationLedgerPage() {
  const client = useApolloClient();
  const list = useAdminList(AdminConservationLedgerDocument, { pageSize: PAGE_SIZE, total: (d) => d.conservationLedger.totalItems });
  const exportCsv = () =>
    list.act(async () => {
      const { data: csv } = await client.query({ query: AdminConservationLedgerCsvDocument, fetchPolicy: 'network-only' });
      if (!csv) return;
      const url = URL.createObjectURL(new Blob([csv.conservationLedgerCsv], { type: 'text/csv' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: LEDGER_CSV_FILE });
      link.click();
      URL.revokeObjectURL(url);
    });
  const entries = list.data?.conservationLedger.items ?? [];
  const months = list.data?.conservationMonths ?? [];
  return (
    <ListPage
      list={list}
      id="ledger"
      title="Conservation ledger"
      actions={
        <button type="button" className="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      }
      intro={
        months.length > 0 && (
          <TableScroll label="Conservation ledger per month">
            <table className="admin-table">
              <caption>Per month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Set aside</th>
                  <th scope="col">Works sold</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={`${m.month} ${m.currency}`}>
                    <th scope="row">{m.month}</th>
                    <td>{formatMoney(m.amount, m.currency)}</td>
                    <td>{m.worksSold}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      }
      empty="No paid sales yet."
      pagesLabel="Ledger pages"
    >
      <TableScroll label="Conservation ledger entries">
        <table className="admin-table">
          <caption>
            {list.total} {list.total === 1 ? 'entry' : 'entries'}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Order</th>
              <th scope="col">Work</th>
              <th scope="col">Units</th>
              <th scope="col">Sale</th>
              <th scope="col">Share</th>
              <th scope="col">Set aside</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className={e.kind === ConservationEntryKind.Sale ? undefined : 'admin-ledger__reversal'}>
                <td>{formatKigaliDate(e.createdAt)}</td>
                <td>
                  {/* Every line names its order: a row is read alone (sorted, scrolled sideways, copied). */}
                  {e.orderNumber}
                  {e.kind === ConservationEntryKind.Reversal && ' (cancelled, refund due)'}
                  {e.kind === ConservationEntryKind.Refund && ' (refund: its part of the share)'}
                  {e.testPayment && <span className="admin-test-payment">{TEST_PAYMENT}</span>}
                </td>
                <td>
                  {e.artworkName} ({e.edition})
                </td>
                <td>{e.quantity}</td>
                <td>{formatMoney(e.saleAmount, e.currency)}</td>
                <td>{formatPercent(e.percent)}%</td>
                <td>{formatMoney(e.amount, e.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </ListPage>
  );
}
