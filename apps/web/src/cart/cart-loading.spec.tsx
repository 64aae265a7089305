import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@sawa/shared/domain';
import { ToastProvider } from '@sawa/web/ui';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { Header } from '../layout/Header';
import { CartArtworkDocument } from '../gql/graphql';
import { CartPage } from '../pages/CartPage';
import { CartProvider } from './CartProvider';

const LINE = { id: 'a1', name: 'Silverback at Dawn', price: '2400.00', artImageCover: null, edition: 'Original Art Work', quantity: 1 };

const ARTWORK = {
  request: { query: CartArtworkDocument, variables: { id: LINE.id } },
  result: {
    data: {
      artwork: {
        __typename: 'Artwork',
        id: LINE.id,
        name: LINE.name,
        soldOut: false,
        editions: [{ __typename: 'Edition', id: 'e1', type: LINE.edition, price: LINE.price, available: 1 }],
      },
    },
  },
  maxUsageCount: 10,
};

const page = (which: 'cart' | 'checkout') => (
  <MockedProvider mocks={[ARTWORK]}>
    <ToastProvider>
      <CartProvider>
        <MemoryRouter>
          <Header />
          {which === 'cart' ? <CartPage /> : <CheckoutPage />}
        </MemoryRouter>
      </CartProvider>
    </ToastProvider>
  </MockedProvider>
);

/** The cart is in the browser's storage: before it is read, nothing may say it is empty. */
describe.each(['cart', 'checkout'] as const)('the %s page before and after the stored cart is read', (which) => {
  beforeEach(() => window.localStorage.clear());

  it('the server render says the cart is opening, not that it is empty', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([LINE]));
    const html = renderToString(page(which));
    expect(html).toContain('Opening your cart');
    expect(html).not.toContain('Your cart is empty.');
    expect(html).not.toContain('Browse the shop');
    expect(html).not.toContain('Cart, 0 items');
  });

  it('a stored cart shows its work once read', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([LINE]));
    render(page(which));
    expect(await screen.findByText('Silverback at Dawn', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    expect(screen.queryByText('Opening your cart…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('no stored cart: empty, with the way to the shop', async () => {
    render(page(which));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toBeTruthy();
    expect(screen.queryByText('Opening your cart…')).toBeNull();
  });
});
