import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { DELIVERY_MESSAGES, RWANDA_PROVINCES, STORAGE_KEYS } from '@sawa/shared/domain';
import { ToastProvider } from '@sawa/web/ui';
import { CartProvider } from '../cart/CartProvider';
import { CartArtworkDocument, CheckoutDocument, DeliveryQuoteDocument, VatDisplayDocument } from '../gql/graphql';
import { CheckoutPage } from './CheckoutPage';

const line = { id: 'a2', name: 'Mist over Bisoke', price: '95.50', artImageCover: null, edition: 'Print A3', quantity: 2 };
const lines = [{ artworkId: 'a2', editionId: 'a2-print', quantity: 2 }];

const quote = (input: Record<string, unknown>, result: { works: string; shipping: string; total: string } | string) => ({
  request: { query: DeliveryQuoteDocument, variables: { input: { ...input, lines } } },
  result:
    typeof result === 'string'
      ? { errors: [new GraphQLError(result, { extensions: { code: 'BAD_USER_INPUT' } })] }
      : { data: { deliveryQuote: { __typename: 'DeliveryQuote', ...result, currency: 'USD' } } },
  maxUsageCount: 10,
});

function renderCheckout(sent: { input?: Record<string, unknown> } = {}, vatRegistered = false) {
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([line]));
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
                editions: [{ __typename: 'Edition', id: 'a2-print', type: 'Print A3', price: '95.50', available: 10 }],
              },
            },
          },
          maxUsageCount: 10,
        },
        quote({ delivery: 'pickup' }, { works: '191.00', shipping: '0.00', total: '191.00' }),
        quote({ delivery: 'shipping', countryCode: 'KE' }, { works: '191.00', shipping: '32.50', total: '223.50' }),
        quote({ delivery: 'shipping', countryCode: 'FR' }, DELIVERY_MESSAGES.noRate('europe')),
        quote({ delivery: 'shipping', countryCode: 'RW' }, { works: '191.00', shipping: '6.00', total: '197.00' }),
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
      <ToastProvider>
        <CartProvider>
          <MemoryRouter>
            <CheckoutPage />
          </MemoryRouter>
        </CartProvider>
      </ToastProvider>
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
    expect(await summary().findByText('$6.00')).toBeTruthy();
  });

  it('pickup hides the address, shows pickup free with the works as the total, and sends no address', async () => {
    const user = userEvent.setup();
    const sent: { input?: Record<string, unknown> } = {};
    renderCheckout(sent);
    await fillContact(user);
    await user.click(screen.getByLabelText(/Collect at the studio in Musanze/));
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
    expect(summary().getByText('Pickup at the studio')).toBeTruthy();
    expect(summary().getByText('Free')).toBeTruthy();
    await waitFor(() => expect(summary().getAllByText('$191.00')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Stopped here by the test.')).toBeTruthy();
    expect(sent.input).toMatchObject({
      delivery: 'pickup',
      address: null,
      name: 'Amani Keza',
      lines: [{ artworkId: 'a2', editionId: 'a2-print', quantity: 2, unitPrice: '95.50' }],
    });
  });

  it('a VAT-registered studio\'s domestic total says "incl. VAT" (pickup, or delivery in Rwanda); an export to Kenya does not', async () => {
    const user = userEvent.setup();
    renderCheckout({}, true);
    await user.click(await screen.findByLabelText(/Collect at the studio in Musanze/));
    const total = () => document.querySelector('dd.cart__total')!.textContent;
    await waitFor(() => expect(total()).toBe('$191.00 incl. VAT'));
    await user.click(screen.getByLabelText(/Deliver to my address/));
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'KE');
    await waitFor(() => expect(total()).toBe('$223.50'));
    expect(screen.queryByText(/VAT/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'RW');
    await waitFor(() => expect(total()).toBe('$197.00 incl. VAT'));
  });

  it('a studio that is not VAT-registered shows no VAT text anywhere on the checkout', async () => {
    const user = userEvent.setup();
    renderCheckout({}, false);
    await user.click(await screen.findByLabelText(/Collect at the studio in Musanze/));
    await waitFor(() => expect(summary().getAllByText('$191.00')).toHaveLength(2));
    await user.click(screen.getByLabelText(/Deliver to my address/));
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'RW');
    expect(await summary().findByText('$6.00')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/VAT/);
  });
});
