import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminOrdersLackingEbmCountDocument, AdminOrdersLackingEbmCsvDocument, AdminTaxSettingsDocument, UpdateTaxSettingsDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { EBM_CSV_FILE, TaxPage } from './TaxPage';

const settings = (s: { vatRegistered: boolean; taxNumber: string; vatRate: string }) => ({ __typename: 'TaxSettings', ...s });
const NOT_REGISTERED = {
  request: { query: AdminTaxSettingsDocument },
  result: { data: { taxSettings: settings({ vatRegistered: false, taxNumber: '', vatRate: '18.00' }) } },
};
const lacking = (count: number) => ({ request: { query: AdminOrdersLackingEbmCountDocument }, result: { data: { ordersLackingEbmCount: count } } });
const CSV = 'paid_at,order,buyer,total,currency,vat_treatment,vat_rate,vat\r\n';

describe('tax (back office)', () => {
  it('registers the studio for VAT with its TIN and rate; refuses, with the message, a rate of 3 decimals and a registration without a TIN', async () => {
    const user = userEvent.setup();
    const saved = { vatRegistered: true, taxNumber: '102345678', vatRate: '18' };
    const sent: unknown[] = [];
    renderAdmin(
      '/admin/tax',
      { '/admin/tax': <TaxPage /> },
      {
        mocks: [
          NOT_REGISTERED,
          lacking(0),
          {
            request: { query: UpdateTaxSettingsDocument, variables: (v: unknown) => (sent.push(v), true) },
            result: { data: { updateTaxSettings: settings({ ...saved, vatRate: '18.00' }) } },
          },
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('VAT rate (%)').value).toBe('18.00');
    expect(screen.getByLabelText<HTMLInputElement>(/VAT-registered/).checked).toBe(false);
    expect(await screen.findByText('Every paid order with VAT has its EBM invoice number.')).toBeTruthy();

    await user.click(screen.getByLabelText(/VAT-registered/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A VAT-registered studio needs its tax number (TIN).');
    await user.type(screen.getByLabelText('Tax number (TIN)'), saved.taxNumber);
    await user.clear(screen.getByLabelText('VAT rate (%)'));
    await user.type(screen.getByLabelText('VAT rate (%)'), '18.125');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The VAT rate must be a percent from 0 to 100 with at most 2 decimals'));
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('VAT rate (%)'));
    await user.type(screen.getByLabelText('VAT rate (%)'), '18');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('domestic prices now say "incl. VAT"'));
    expect(sent).toEqual([{ input: saved }]);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderAdmin(
      '/admin/tax',
      { '/admin/tax': <TaxPage /> },
      {
        mocks: [
          NOT_REGISTERED,
          lacking(0),
          {
            request: { query: UpdateTaxSettingsDocument, variables: () => true },
            result: { errors: [new GraphQLError('You may not do this.', { extensions: { code: 'FORBIDDEN' } })] },
          },
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You may not do this.');
  });

  it('counts the paid orders lacking an EBM invoice number and exports them as CSV', async () => {
    const user = userEvent.setup();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:ebm');
    try {
      renderAdmin(
        '/admin/tax',
        { '/admin/tax': <TaxPage /> },
        { mocks: [NOT_REGISTERED, lacking(2), { request: { query: AdminOrdersLackingEbmCsvDocument }, result: { data: { ordersLackingEbmCsv: CSV } } }] },
      );
      expect(await screen.findByText('2 paid orders lack an EBM invoice number.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toEqual([{ href: 'blob:ebm', download: EBM_CSV_FILE }]));
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
    }
  });
});
