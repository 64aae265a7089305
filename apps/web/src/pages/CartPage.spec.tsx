import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { CART_LINE_ISSUES, formatMoney, MESSAGES, STORAGE_KEYS } from '@sawa/shared/domain';
import { ToastProvider } from '@sawa/web/ui';
import { CartProvider } from '../cart/CartProvider';
import { CurrencyProvider } from '../catalog/currency';
import { CartArtworkDocument } from '../gql/graphql';
import { CART_NEEDS_ATTENTION, CartPage } from './CartPage';

const lines = [
  { id: 'a1', name: 'Silverback at Dawn', price: '2400.00', artImageCover: null, edition: 'Original Art Work', quantity: 1 },
  { id: 'a2', name: 'Mist over Bisoke', price: '180.50', artImageCover: null, edition: 'Limited Print A3', quantity: 2 },
  { id: 'gone', name: 'Deleted Work', price: '10.10', artImageCover: null, edition: 'Limited Print A4', quantity: 1 },
  { id: 'a3', name: 'Elephant Imigongo', price: '140.00', artImageCover: null, edition: 'Numbered print', quantity: 3 },
];

/** editions: type, price, and what is left of it (null: an open edition). */
const artwork = (id: string, name: string, soldOut: boolean, editions: [string, string, number | null][]) => ({
  request: { query: CartArtworkDocument, variables: { id } },
  result: {
    data: {
      artwork: {
        __typename: 'Artwork',
        id,
        name,
        soldOut,
        editions: editions.map(([type, price, available], i) => ({ __typename: 'Edition', id: `${id}${i}`, type, price, available })),
      },
    },
  },
  maxUsageCount: 10,
});

function renderCart() {
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
  return render(
    <MockedProvider
      mocks={[
        // The original is sold; its print is not, so the work is not sold out.
        artwork('a1', 'Silverback at Dawn', false, [
          ['Original Art Work', '2400.00', 0],
          ['Limited Print A3', '180.00', 12],
        ]),
        artwork('a2', 'Mist over Bisoke', false, [['Limited Print A3', '180.50', 2]]),
        artwork('a3', 'Elephant Imigongo', false, [['Numbered print', '140.00', 2]]),
        {
          request: { query: CartArtworkDocument, variables: { id: 'gone' } },
          result: { errors: [new GraphQLError('Art not found', { extensions: { code: 'NOT_FOUND' } })] },
          maxUsageCount: 10,
        },
      ]}
    >
      <ToastProvider>
        <CartProvider>
          <MemoryRouter>
            <CartPage />
          </MemoryRouter>
        </CartProvider>
      </ToastProvider>
    </MockedProvider>,
  );
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const total = () => document.querySelector('dd.cart__total')!.textContent;

describe('cart page', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the stored lines with an exact total to two decimals, leaving out the lines that cannot be bought, and holds Checkout back', async () => {
    renderCart();
    expect(await screen.findByRole('link', { name: 'Mist over Bisoke' })).toBeTruthy();
    expect(within(row('Mist over Bisoke')).getByText('$361.00')).toBeTruthy();
    // 2,400.00 (sold original) and 10.10 (deleted work) leave the total: 361.00 + 420.00.
    await within(row('Silverback at Dawn')).findByText('Sold: this work is no longer available.');
    await within(row('Deleted Work')).findByText('Not counted in the total.');
    await waitFor(() => expect(total()).toBe('$781.00'));
    const checkout = screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout' });
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe('cart-blocked');
    expect(screen.getByText(CART_NEEDS_ATTENTION)).toBeTruthy();
  });

  it('a changed price: one action takes the new price, the line and total follow, and Checkout opens', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...lines[1], price: '160.00', quantity: 2 }]));
    render(
      <MockedProvider mocks={[artwork('a2', 'Mist over Bisoke', false, [['Limited Print A3', '180.50', 20]])]}>
        <ToastProvider>
          <CartProvider>
            <MemoryRouter>
              <CartPage />
            </MemoryRouter>
          </CartProvider>
        </ToastProvider>
      </MockedProvider>,
    );
    await screen.findByText('The price is now $180.50.');
    expect(total()).toBe('$320.00');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Use the new price ($180.50)' }));
    await waitFor(() => expect(total()).toBe('$361.00'));
    expect(screen.queryByText('The price is now $180.50.')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout' }).disabled).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)[0].price).toBe('180.50');
  });

  it('Remove and Clear Cart can be undone', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(
      within(await screen.findByRole('link', { name: 'Mist over Bisoke' }).then((l) => l.closest('li')!)).getByRole('button', { name: 'Remove' }),
    );
    expect(screen.getByText('Removed Mist over Bisoke (Limited Print A3).', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('link', { name: 'Mist over Bisoke' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(4);
  });

  it('flags a line whose work was deleted or sold instead of keeping it silently', async () => {
    renderCart();
    expect(
      await within(await screen.findByRole('link', { name: 'Deleted Work' }).then((l) => l.closest('li')!)).findByText('This work is no longer available.'),
    ).toBeTruthy();
    expect(await within(row('Silverback at Dawn')).findByText('Sold: this work is no longer available.')).toBeTruthy();
    expect(row('Mist over Bisoke').querySelector('.cart-line__problem')).toBeNull();
  });

  it('flags each edition on its own: fewer left than the line wants, and the buyer takes what is left in one action', async () => {
    const user = userEvent.setup();
    renderCart();
    const elephant = await screen.findByRole('link', { name: 'Elephant Imigongo' }).then((l) => l.closest('li')!);
    expect(await within(elephant).findByText('Only 2 of this edition are left.')).toBeTruthy();
    await user.click(within(elephant).getByRole('button', { name: 'Take the 2 left' }));
    expect(within(elephant).getByText('2', { selector: 'output' })).toBeTruthy();
    await waitFor(() => expect(within(elephant).queryByText('Only 2 of this edition are left.')).toBeNull());
  });

  it('minus stops at 1, plus refuses an original with the SPEC message, Remove and Clear Cart empty the stored copy', async () => {
    const user = userEvent.setup();
    renderCart();
    const print = await screen.findByRole('link', { name: 'Mist over Bisoke' }).then((l) => l.closest('li')!);
    await user.click(within(print).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(print).getByText('1', { selector: 'output' })).toBeTruthy();
    expect(within(print).getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' }).disabled).toBe(true);
    await user.click(within(print).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(print).getByRole('button', { name: 'Increase quantity' }));
    expect(within(print).getByText('3', { selector: 'output' })).toBeTruthy();

    await user.click(within(row('Silverback at Dawn')).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText(MESSAGES.cart.originalQuantity)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)[0].quantity).toBe(1);

    await user.click(within(row('Deleted Work')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('link', { name: 'Deleted Work' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });
});

describe("cart page in the visitor's currency (issue 22)", () => {
  beforeEach(() => window.localStorage.clear());
  const francLines = [
    {
      id: 'a2',
      name: 'Mist over Bisoke',
      price: '180.50',
      prices: [
        { currency: 'USD', amount: '180.50' },
        { currency: 'RWF', amount: '262000' },
      ],
      artImageCover: null,
      edition: 'Limited Print A3',
      quantity: 2,
    },
    { id: 'a3', name: 'Elephant Imigongo', price: '140.00', artImageCover: null, edition: 'Numbered print', quantity: 1 },
  ];
  const priced = (id: string, name: string, type: string, prices: [string, string][]) => ({
    request: { query: CartArtworkDocument, variables: { id } },
    result: {
      data: {
        artwork: {
          __typename: 'Artwork',
          id,
          name,
          soldOut: false,
          editions: [
            {
              __typename: 'Edition',
              id: `${id}0`,
              type,
              price: prices.find(([c]) => c === 'USD')![1],
              prices: prices.map(([currency, amount]) => ({ __typename: 'Price', currency, amount })),
              available: 10,
            },
          ],
        },
      },
    },
    maxUsageCount: 10,
  });

  it('a visitor who chose francs sees franc prices and a franc total; a line priced in dollars only is flagged and holds Checkout back', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(francLines));
    render(
      <MockedProvider
        mocks={[
          priced('a2', 'Mist over Bisoke', 'Limited Print A3', [
            ['USD', '180.50'],
            ['RWF', '262000'],
          ]),
          priced('a3', 'Elephant Imigongo', 'Numbered print', [['USD', '140.00']]),
        ]}
      >
        <CurrencyProvider initial="RWF" currencies={['USD', 'RWF']}>
          <ToastProvider>
            <CartProvider>
              <MemoryRouter>
                <CartPage />
              </MemoryRouter>
            </CartProvider>
          </ToastProvider>
        </CurrencyProvider>
      </MockedProvider>,
    );
    const rwf = (amount: string) => formatMoney(amount, 'RWF');
    await screen.findByRole('link', { name: 'Mist over Bisoke' });
    await waitFor(() => expect(row('Mist over Bisoke').querySelector('.cart-line__total')!.textContent).toBe(rwf('524000')));
    expect(row('Mist over Bisoke').textContent).toContain(rwf('262000'));
    expect(row('Mist over Bisoke').textContent).not.toContain('$');
    expect(await within(row('Elephant Imigongo')).findByText(CART_LINE_ISSUES.otherCurrency('RWF'))).toBeTruthy();
    await waitFor(() => expect(total()).toBe(rwf('524000')));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout' }).disabled).toBe(true);
  });
});
