import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { SiteSettingsDocument } from '../../gql/graphql';
import { siteSettings } from '../../testing/fixtures';
import { AdminShippingRatesDocument, UpdateShippingRatesDocument } from '../gql/graphql';
import { ShippingRatesPage } from './ShippingRatesPage';

const zones = [
  ['rwanda', 'Rwanda'],
  ['east_africa', 'East Africa'],
] as const;
const rates = (currency: string, firstItem: string | null) => ({
  request: { query: AdminShippingRatesDocument, variables: { currency } },
  result: {
    data: {
      shippingRates: zones.map(([zone, name]) => ({
        __typename: 'ShippingRate',
        zone,
        name,
        currency,
        firstItem: zone === 'rwanda' ? firstItem : null,
        extraItem: zone === 'rwanda' && firstItem ? '0.00' : null,
      })),
    },
  },
  maxUsageCount: 5,
});

describe('shipping rates per currency (issue 22)', () => {
  it('the studio switches to RWF and saves the Rwanda rate in francs', async () => {
    const user = userEvent.setup();
    const sent: { input?: Record<string, unknown> } = {};
    render(
      <MockedProvider
        mocks={[
          { request: { query: SiteSettingsDocument }, result: { data: { site: { ...siteSettings(), currencies: ['USD', 'RWF'] } } }, maxUsageCount: 5 },
          rates('USD', '5.00'),
          rates('RWF', null),
          {
            request: {
              query: UpdateShippingRatesDocument,
              variables: (v: { input: Record<string, unknown> }) => {
                sent.input = v.input;
                return true;
              },
            },
            result: { data: { updateShippingRates: [] } },
          },
        ]}
      >
        <MemoryRouter>
          <ShippingRatesPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByDisplayValue('5.00')).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('Currency'), 'RWF');
    await screen.findByText(/in RWF: an amount for the order/);
    await user.type(screen.getByLabelText('Rwanda per order'), '5000');
    await user.type(screen.getByLabelText('Rwanda per extra item'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.input).toEqual({
        currency: 'RWF',
        rates: [
          { zone: 'rwanda', firstItem: '5000', extraItem: '1000' },
          { zone: 'east_africa', firstItem: null, extraItem: null },
        ],
      }),
    );
  });
});
