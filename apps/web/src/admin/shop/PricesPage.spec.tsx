import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminCurrencyRatesDocument, AdminEditionsLackingPriceDocument, ApplyCurrencyRateDocument, SetCurrencyRateDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { PricesPage } from './PricesPage';

const site = { __typename: 'SiteSettings', currencies: ['USD', 'RWF'], displayCurrency: 'USD' };
const rate = { __typename: 'CurrencyRate', currency: 'RWF', perDollar: '1450', step: '1000' };
const lacking = (items: { editionId: string; type: string }[]) => ({
  editionsLackingPrice: {
    __typename: 'EditionLackingPriceList',
    totalItems: items.length,
    page: 1,
    pageSize: 50,
    items: items.map((i) => ({ __typename: 'EditionLackingPrice', artworkId: 'a1', artworkName: 'Silverback', productCode: 'SB-1', missing: ['RWF'], ...i })),
  },
});

describe('prices and currencies (back office)', () => {
  it('sets the rate with its rounding step, applies it to the editions without a franc price, and lists those still lacking one', async () => {
    const user = userEvent.setup();
    renderAdmin(
      '/admin/prices',
      { '/admin/prices': <PricesPage /> },
      {
        mocks: [
          { request: { query: AdminCurrencyRatesDocument }, result: { data: { currencyRates: [], site } } },
          {
            request: { query: AdminEditionsLackingPriceDocument, variables: { page: 1, pageSize: 50 } },
            result: { data: lacking([{ editionId: 'e1', type: 'Original Art Work' }]) },
          },
          {
            request: { query: SetCurrencyRateDocument, variables: { input: { currency: 'RWF', perDollar: '1450', step: '1000' } } },
            result: { data: { setCurrencyRate: [rate] } },
          },
          { request: { query: AdminCurrencyRatesDocument }, result: { data: { currencyRates: [rate], site } } },
          {
            request: { query: AdminEditionsLackingPriceDocument, variables: { page: 1, pageSize: 50 } },
            result: { data: lacking([{ editionId: 'e1', type: 'Original Art Work' }]) },
          },
          {
            request: { query: ApplyCurrencyRateDocument, variables: { currency: 'RWF', onlyMissing: true } },
            result: { data: { applyCurrencyRate: { __typename: 'CurrencyRateApplied', priced: 1 } } },
          },
          { request: { query: AdminCurrencyRatesDocument }, result: { data: { currencyRates: [rate], site } } },
          { request: { query: AdminEditionsLackingPriceDocument, variables: { page: 1, pageSize: 50 } }, result: { data: lacking([]) } },
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices and currencies' })).toBeTruthy();
    expect(await screen.findByText(/Silverback \(SB-1\)/)).toBeTruthy();
    expect(screen.getByText(/Original Art Work, no price in RWF/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
    await user.type(screen.getByLabelText('1 USD = (RWF)'), '1450');
    expect(screen.getByLabelText<HTMLInputElement>('Rounded to (RWF)').value).toBe('1000');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await user.click(await screen.findByRole('button', { name: 'Apply to editions without a RWF price' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('1 edition(s) now have their RWF price from the rate.'));
    expect(await screen.findByText('Every edition has a price in every currency.')).toBeTruthy();
  });
});
