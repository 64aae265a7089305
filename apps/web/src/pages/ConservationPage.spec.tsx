import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { CONSERVATION_TOTAL_HEADING } from '@sawa/shared/domain';
import { ConservationTotalsDocument, SiteSettingsDocument } from '../gql/graphql';
import { siteSettings } from '../testing/fixtures';
import { ConservationPage } from './ConservationPage';

const totals = (raised: { currency: string; amount: string }[], worksSold: number, sharePercent = '10.00') => ({
  request: { query: ConservationTotalsDocument },
  result: {
    data: {
      conservationTotals: {
        __typename: 'ConservationTotals',
        raised: raised.map((r) => ({ __typename: 'ConservationAmount', ...r })),
        worksSold,
        sharePercent,
      },
    },
  },
});
const site = (shopCurrency = 'USD') => ({ request: { query: SiteSettingsDocument }, result: { data: { site: siteSettings({ shopCurrency }) } } });

function renderConservation(mocks: unknown[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <ConservationPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const block = () => screen.getByRole('region', { name: CONSERVATION_TOTAL_HEADING });

describe('Conservation page: Raised for conservation', () => {
  it('shows the running total from paid sales per currency, and the works sold', async () => {
    renderConservation([
      totals(
        [
          { currency: 'RWF', amount: '15000.00' },
          { currency: 'USD', amount: '1234.50' },
        ],
        7,
      ),
      site(),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Raised for conservation' })).toBeTruthy();
    const amounts = await within(block()).findByRole('list', { name: 'Amounts raised' });
    expect(
      within(amounts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RWF\u00a015,000', '$1,234.50']);
    expect(block().querySelector('.conservation-total__works')?.textContent).toBe(
      "From 7 works sold. Each sale sets aside 10% of its price for conservation, or the share its work's page shows.",
    );
  });

  it('before any sale: zero in the shop currency, and one work in the singular', async () => {
    const { unmount } = renderConservation([totals([], 0, '12.50'), site('EUR')]);
    expect((await within(block()).findByRole('listitem')).textContent).toBe('€0.00');
    expect(block().textContent).toContain('From 0 works sold. Each sale sets aside 12.5% of its price');
    unmount();
    renderConservation([totals([{ currency: 'USD', amount: '9.55' }], 1), site()]);
    expect((await within(block()).findByRole('listitem')).textContent).toBe('$9.55');
    expect(block().textContent).toContain('From 1 work sold.');
  });

  it("says so when the total cannot be loaded: 'Error: {message}'", async () => {
    renderConservation([{ request: { query: ConservationTotalsDocument }, error: new Error('Network down') }, site()]);
    expect((await within(block()).findByRole('alert')).textContent).toBe('Error: Network down');
  });
});
