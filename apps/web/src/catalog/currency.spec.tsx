import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import type { ArtworkCardFragment } from '../gql/graphql';
import { artworkCard } from '../testing/fixtures';
import { ArtworkCard } from './ArtworkCard';
import { CurrencyChooser, CurrencyProvider } from './currency';

const show = (artwork: ReturnType<typeof artworkCard>, initial = 'USD') =>
  render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <CurrencyProvider initial={initial} currencies={['USD', 'RWF']}>
          <CurrencyChooser />
          <ArtworkCard artwork={artwork as unknown as ArtworkCardFragment} />
        </CurrencyProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
const price = () => document.querySelector('.art-card__price')!.textContent;

describe('the currency chooser and prices in the chosen currency', () => {
  beforeEach(() => {
    document.cookie = 'currency=; Path=/; Max-Age=0';
  });

  it('shows the stored price in the chosen currency, francs without decimals, and remembers the choice in a cookie', () => {
    show(artworkCard('a1', 'Silverback', [['Original Art Work', '1200.00', '1740000.00']]));
    expect(price()).toBe('$1,200.00');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'RWF' } });
    expect(price()).toBe('RWF\u00a01,740,000');
    expect(document.cookie).toContain('currency=RWF');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    expect(price()).toBe('$1,200.00');
    expect(document.cookie).toContain('currency=USD');
  });

  it('an edition without a price in the chosen currency shows its other price, saying which currency it is', () => {
    show(artworkCard('a2', 'Cranes', [['Original Art Work', '950.00']]), 'RWF');
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('RWF');
    expect(price()).toBe('$950.00 (priced in US dollars)');
  });

  it('offers only the currencies the shop sells in', () => {
    show(artworkCard('a3', 'Mist'));
    expect([...screen.getByLabelText<HTMLSelectElement>('Currency').options].map((o) => o.value)).toEqual(['USD', 'RWF']);
  });
});
