import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { CHECKOUT_CURRENCY_MESSAGES, DELIVERY_MESSAGES, formatMoney, RWANDA_PROVINCES, STORAGE_KEYS } from '@sawa/shared/domain';
import { ToastProvider } from '@sawa/web/ui';
import { CartProvider } from '../cart/CartProvider';
import { CurrencyProvider } from '../catalog/currency';
import { CartArtworkDocument, CheckoutDocument, DeliveryQuoteDocument, VatDisplayDocument } from '../gql/graphql';
import { CheckoutPage } from './CheckoutPage';

// The print in both currencies, as the product page put it in the cart (issue 22).
const line = {
  id: 'a2',
  name: 'Mist over Bisoke',
  price: '95.50',
  prices: [
    { currency: 'USD', amount: '95.50' },
    { currency: 'RWF', amount: '138000' },
  ],
  artImageCover: null,
  edition: 'Print A3',
  quantity: 2,
};
const lines = [{ artworkId: 'a2', editionId: 'a2-print', quantity: 2 }];
/** A franc amount as the page writes it ("RWF 6,000"; the text matchers see its no-break space as a space). */
const rwf = (amount: string) => formatMoney(amount, 'RWF').replace(/\s/g, ' ');

const quote = (input: Record<string, unknown>, result: { works: string; shipping: string; total: string } | string) => ({
  request: { query: DeliveryQuoteDocument, variables: { input: { currency: 'USD', ...input, lines } } },
  result:
    typeof result === 'string'
      ? { errors: [new GraphQLError(result, { extensions: { code: 'BAD_USER_INPUT' } })] }
      : { data: { deliveryQuote: { __typename: 'DeliveryQuote', ...result, currency: (input['currency'] as string | undefined) ?? 'USD' } } },
  maxUsageCount: 10,
});

function renderCheckout(sent: { input?: Record<string, unknown> } = {}, vatRegistered = false, stored: Record<string, unknown> = line) {
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([stored]));
  return render(
    <MockedProvider
      mocks={[
        {
          request: { query: VatDisplayDocument },
          result: { data: { vatDisplay: { __typename: 'VatDisplay', vatRegistered, vatRate: '18.00' } } },
          maxUsageCount: 10,
        },
        {
          request: { query: CartArtworkDocument, variables: { id: 'a2' } },
          result: {
            data: {
              artwork: {
                __typename: 'Artwork',
                id: 'a2',
                name: 'Mist over Bisoke',
                soldOut: false,
                editions: [
                  {
                    __typename: 'Edition',
                    id: 'a2-print',
                    type: 'Print A3',
                    price: '95.50',
                    prices: [
                      { __typename: 'Price', currency: 'USD', amount: '95.50' },
                      { __typename: 'Price', currency: 'RWF', amount: '138000' },
                    ],
                    available: 10,
                  },
                ],
              },
            },
          },
          maxUsageCount: 10,
        },
        // A pickup and a Rwandan address are in francs; abroad, dollars or francs (the buyer's choice).
        quote({ delivery: 'pickup', currency: 'RWF' }, { works: '276000.00', shipping: '0.00', total: '276000.00' }),
        quote({ delivery: 'shipping', countryCode: 'KE' }, { works: '191.00', shipping: '32.50', total: '223.50' }),
        quote({ delivery: 'shipping', countryCode: 'KE', currency: 'RWF' }, { works: '276000.00', shipping: '45000.00', total: '321000.00' }),
        quote({ delivery: 'shipping', countryCode: 'FR' }, DELIVERY_MESSAGES.noRate('europe')),
        quote({ delivery: 'shipping', countryCode: 'RW', currency: 'RWF' }, { works: '276000.00', shipping: '6000.00', total: '282000.00' }),
        {
          request: {
            query: CheckoutDocument,
            variables: (v: { input: Record<string, unknown> }) => {
              sent.input = v.input;
              return true;
            },
          },
          result: { errors: [new GraphQLError('Stopped here by the test.', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ]}
    >
      <CurrencyProvider initial="USD" currencies={['USD', 'RWF']}>
        <ToastProvider>
          <CartProvider>
            <MemoryRouter>
              <CheckoutPage />
            </MemoryRouter>
          </CartProvider>
        </ToastProvider>
      </CurrencyProvider>
    </MockedProvider>,
  );
}

const summary = () => within(screen.getByRole('region', { name: 'Summary' }));
const fillContact = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/^Full name/), 'Amani Keza');
  await user.type(screen.getByLabelText(/^Email/), 'amani@example.org');
  await user.type(screen.getByLabelText(/^Phone/), '+250 788 555 000');
};

afterEach(() => window.localStorage.clear());

describe('checkout with delivery', () => {
  it('delivery to Kenya shows the East Africa shipping line and the total with it', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'KE');
    await waitFor(() => expect(summary().getByText('$32.50')).toBeTruthy());
    expect(summary().getByText('Shipping')).toBeTruthy();
    expect(summary().getByText('$223.50')).toBeTruthy();
    // A zone the studio ships nothing to says so, and the total is the works only.
    await user.selectOptions(screen.getByLabelText(/^Country/), 'FR');
    expect(await summary().findByText(DELIVERY_MESSAGES.noRate('europe'))).toBeTruthy();
  });

  it("a Rwandan address offers Rwanda's provinces, then the chosen province's districts", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'RW');
    const province = screen.getByLabelText<HTMLSelectElement>(/^Province/);
    expect([...province.options].map((o) => o.value).filter(Boolean)).toEqual(Object.keys(RWANDA_PROVINCES));
    await user.selectOptions(province, 'Northern Province');
    const district = screen.getByLabelText<HTMLSelectElement>(/^District/);
    expect([...district.options].map((o) => o.value).filter(Boolean)).toEqual([...RWANDA_PROVINCES['Northern Province']]);
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('District is required.')).toBeTruthy();
    expect(screen.getByText('Address line 1 is required.')).toBeTruthy();
    // A delivery in Rwanda is invoiced in francs: the shipping and totals are in RWF, and no other currency is offered.
    expect(await summary().findByText(rwf('6000'))).toBeTruthy();
    expect(screen.getByText(CHECKOUT_CURRENCY_MESSAGES.domesticNote)).toBeTruthy();
    expect(screen.queryByLabelText(CHECKOUT_CURRENCY_MESSAGES.payIn('USD'))).toBeNull();
  });

  it('a delivery abroad offers dollars or francs; the summary and the order follow the choice', async () => {
    const user = userEvent.setup();
    const sent: { input?: Record<string, unknown> } = {};
    renderCheckout(sent);
    await fillContact(user);
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'KE');
    await waitFor(() => expect(summary().getByText('$223.50')).toBeTruthy());
    expect(screen.getByLabelText<HTMLInputElement>(CHECKOUT_CURRENCY_MESSAGES.payIn('USD')).checked).toBe(true);
    await user.click(screen.getByLabelText(CHECKOUT_CURRENCY_MESSAGES.payIn('RWF')));
    await waitFor(() => expect(summary().getByText(rwf('321000'))).toBeTruthy());
    expect(summary().getByText(rwf('276000'))).toBeTruthy();
    await user.type(screen.getByLabelText(/^Region/), 'Nairobi County');
    await user.type(screen.getByLabelText(/^City/), 'Nairobi');
    await user.type(screen.getByLabelText(/^Address line 1/), 'Kenyatta Ave 12');
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Stopped here by the test.')).toBeTruthy();
    expect(sent.input).toMatchObject({ delivery: 'shipping', currency: 'RWF', lines: [{ artworkId: 'a2', quantity: 2, unitPrice: '138000' }] });
  });

  it('a line without a price in francs cannot be collected at the studio: the message names the work, and nothing is sent', async () => {
    const user = userEvent.setup();
    const sent: { input?: Record<string, unknown> } = {};
    const dollarsOnly = { ...line, prices: [{ currency: 'USD', amount: '95.50' }] };
    renderCheckout(sent, false, dollarsOnly);
    await fillContact(user);
    await user.click(await screen.findByLabelText(/Collect at the studio in Musanze/));
    const message = CHECKOUT_CURRENCY_MESSAGES.noPrice('Mist over Bisoke', 'Print A3', 'RWF');
    expect(await summary().findByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(sent.input).toBeUndefined();
  });

  it('pickup hides the address, shows pickup free with the works as the total in francs, and sends no address', async () => {
    const user = userEvent.setup();
    const sent: { input?: Record<string, unknown> } = {};
    renderCheckout(sent);
    await fillContact(user);
    await user.click(screen.getByLabelText(/Collect at the studio in Musanze/));
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
    expect(summary().getByText('Pickup at the studio')).toBeTruthy();
    expect(summary().getByText('Free')).toBeTruthy();
    await waitFor(() => expect(summary().getAllByText(rwf('276000'))).toHaveLength(2));
    expect(screen.getByText(CHECKOUT_CURRENCY_MESSAGES.domesticNote)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Stopped here by the test.')).toBeTruthy();
    expect(sent.input).toMatchObject({
      delivery: 'pickup',
      currency: 'RWF',
      address: null,
      name: 'Amani Keza',
      lines: [{ artworkId: 'a2', editionId: 'a2-print', quantity: 2, unitPrice: '138000' }],
    });
  });

  it('a VAT-registered studio\'s domestic total says "incl. VAT" (pickup, or delivery in Rwanda); an export to Kenya does not', async () => {
    const user = userEvent.setup();
    renderCheckout({}, true);
    await user.click(await screen.findByLabelText(/Collect at the studio in Musanze/));
    const total = () => document.querySelector('dd.cart__total')!.textContent.replace(/\s/g, ' ');
    await waitFor(() => expect(total()).toBe(`${rwf('276000')} incl. VAT`));
    await user.click(screen.getByLabelText(/Deliver to my address/));
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'KE');
    await waitFor(() => expect(total()).toBe('$223.50'));
    expect(screen.queryByText(/VAT/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'RW');
    await waitFor(() => expect(total()).toBe(`${rwf('282000')} incl. VAT`));
  });

  it('a studio that is not VAT-registered shows no VAT text anywhere on the checkout', async () => {
    const user = userEvent.setup();
    renderCheckout({}, false);
    await user.click(await screen.findByLabelText(/Collect at the studio in Musanze/));
    await waitFor(() => expect(summary().getAllByText(rwf('276000'))).toHaveLength(2));
    await user.click(screen.getByLabelText(/Deliver to my address/));
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'RW');
    expect(await summary().findByText(rwf('6000'))).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/VAT/);
  });
});
