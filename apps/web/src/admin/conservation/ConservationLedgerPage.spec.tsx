import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_PAYMENT } from '@sawa/shared/domain';
import { AdminConservationLedgerCsvDocument, AdminConservationLedgerDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { ConservationLedgerPage, LEDGER_CSV_FILE } from './ConservationLedgerPage';

const entry = (id: string, overrides: Record<string, unknown>) => ({
  __typename: 'ConservationEntry',
  id,
  kind: 'sale',
  orderNumber: 'SAWA-PAID0001',
  artworkName: 'Mist over Bisoke',
  edition: 'Original Art Work',
  quantity: 1,
  saleAmount: '1850.00',
  percent: '10.00',
  amount: '185.00',
  currency: 'USD',
  testPayment: false,
  createdAt: '2026-11-23T08:05:00.000Z',
  ...overrides,
});

const ENTRIES = [
  entry('r1', {
    kind: 'reversal',
    orderNumber: 'SAWA-CANC0002',
    edition: 'Giclée print (A3)',
    quantity: -1,
    saleAmount: '-160.00',
    amount: '-16.00',
    testPayment: true,
  }),
  entry('s2', { orderNumber: 'SAWA-CANC0002', edition: 'Giclée print (A3)', saleAmount: '160.00', amount: '16.00', testPayment: true }),
  entry('s1', {}),
  entry('s1b', { edition: 'Giclée print (A3)', quantity: 2, saleAmount: '320.00', percent: '12.50', amount: '40.00' }),
];

const ledger = {
  request: { query: AdminConservationLedgerDocument, variables: { page: 1, pageSize: 20 } },
  result: {
    data: {
      conservationLedger: { __typename: 'ConservationEntryList', totalItems: ENTRIES.length, items: ENTRIES },
      conservationMonths: [
        { __typename: 'ConservationMonth', month: '2026-11', currency: 'USD', amount: '225.00', worksSold: 3 },
        { __typename: 'ConservationMonth', month: '2026-10', currency: 'RWF', amount: '-1500.00', worksSold: -1 },
      ],
    },
  },
};

const CSV = 'date,order,entry,artwork,edition,quantity,sale_amount,share_percent,share,currency,test_payment\r\n';

describe('conservation ledger (back office)', () => {
  it('shows the net per month and every entry per order: units, sale, share, what was set aside; reversals and test payments marked', async () => {
    renderAdmin('/admin/conservation', { '/admin/conservation': <ConservationLedgerPage /> }, { mocks: [ledger] });
    const months = await screen.findByRole('table', { name: 'Per month' });
    expect(
      within(months)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['2026-11$225.003', '2026-10-RWF\u00a01,500-1']);

    const table = screen.getByRole('table', { name: '4 entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]).slice(1)).toEqual([
      `SAWA-CANC0002 (cancelled, refund due)${TEST_PAYMENT}`,
      'Mist over Bisoke (Giclée print (A3))',
      '-1',
      '-$160.00',
      '10%',
      '-$16.00',
    ]);
    expect(rows[0].className).toBe('admin-ledger__reversal');
    expect(cells(rows[1])[1]).toBe(`SAWA-CANC0002${TEST_PAYMENT}`);
    // Every line of an order names it (the second line too).
    expect(cells(rows[2]).slice(1)).toEqual(['SAWA-PAID0001', 'Mist over Bisoke (Original Art Work)', '1', '$1,850.00', '10%', '$185.00']);
    expect(cells(rows[3]).slice(1)).toEqual(['SAWA-PAID0001', 'Mist over Bisoke (Giclée print (A3))', '2', '$320.00', '12.5%', '$40.00']);
    expect(rows[2].querySelector('.admin-test-payment')).toBeNull();
  });

  it('exports the CSV for the conservation partner as a file download', async () => {
    const user = userEvent.setup();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blobs: Blob[] = [];
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:ledger'));
    try {
      renderAdmin(
        '/admin/conservation',
        { '/admin/conservation': <ConservationLedgerPage /> },
        {
          mocks: [ledger, { request: { query: AdminConservationLedgerCsvDocument }, result: { data: { conservationLedgerCsv: CSV } } }],
        },
      );
      await screen.findByRole('table', { name: 'Per month' });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toEqual([{ href: 'blob:ledger', download: LEDGER_CSV_FILE }]));
      // jsdom's Blob has no text(): read it as a browser would.
      const text = await new Promise((resolve) =>
        Object.assign(new FileReader(), { onload: (e: ProgressEvent<FileReader>) => resolve(e.target?.result) }).readAsText(blobs[0]),
      );
      expect(text).toBe(CSV);
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
    }
  });

  it('before any paid sale: says so, with no month rows', async () => {
    const none = {
      ...ledger,
      result: { data: { conservationLedger: { __typename: 'ConservationEntryList', totalItems: 0, items: [] }, conservationMonths: [] } },
    };
    renderAdmin('/admin/conservation', { '/admin/conservation': <ConservationLedgerPage /> }, { mocks: [none] });
    expect(await screen.findByText('No paid sales yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
