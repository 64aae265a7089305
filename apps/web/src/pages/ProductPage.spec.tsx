import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MESSAGES, RESERVED_NOTE, STORAGE_KEYS } from '@sawa/shared/domain';
import { ToastProvider } from '@sawa/web/ui';
import { CartProvider } from '../cart/CartProvider';
import { ArtworkDocument, RelatedArtworksDocument, ReturnPoliciesDocument, SiteSettingsDocument, VatDisplayDocument } from '../gql/graphql';
import { artworkCard, image, siteSettings } from '../testing/fixtures';
import { CurrencyProvider } from '../catalog/currency';
import { ProductPage } from './ProductPage';

const ID = '7c0e7f1e-2a4b-4c1e-9a53-1b2b8c1d0e01';

/** Stock per edition: what is left of the original (0 or 1) and of the print, an edition of 25; the conservation share (10% unless given). */
function artworkMock(
  left: { original: number; print: number } = { original: 1, print: 3 },
  conservation = { percent: '10.00', shares: ['240.00', '18.05'] },
  /** The original is held by an unpaid order (not sold). */
  held = false,
) {
  // The original has a franc price; the print is priced in dollars only.
  const card = artworkCard(ID, 'Silverback at Dawn', [
    ['Original Art Work', '2400.00', '3480000.00'],
    ['Limited Print A3', '180.50'],
  ]);
  const stock = [
    { kind: 'original', editionSize: 1, available: left.original },
    { kind: 'limited', editionSize: 25, available: left.print },
  ];
  const soldOut = left.original === 0 && left.print === 0;
  return {
    request: { query: ArtworkDocument, variables: { id: ID } },
    result: {
      data: {
        artwork: {
          ...card,
          soldOut,
          onHold: soldOut && held,
          conservationPercent: conservation.percent,
          editions: card.editions.map((e, i) => ({
            ...e,
            ...stock[i],
            soldOut: stock[i].available === 0,
            onHold: held && i === 0,
            conservationShare: conservation.shares[i],
          })),
          productCode: 'SAWA-001',
          description: 'A silverback at first light.',
          size: '90 x 120 cm',
          material: 'Acrylic on canvas',
          images: [image('detail')],
          category: { __typename: 'Category', id: 'c1', name: 'Paintings' },
          collection: null,
        },
      },
    },
  };
}

const relatedMock = {
  request: { query: RelatedArtworksDocument, variables: { artworkId: ID, page: 1, pageSize: 9 } },
  result: {
    data: { relatedArtworks: { __typename: 'ArtworkList', totalItems: 1, page: 1, pageSize: 9, items: [artworkCard('other-1', 'Mist over Bisoke')] } },
  },
};

const siteMock = (shopCurrency = 'USD') => ({ request: { query: SiteSettingsDocument }, result: { data: { site: siteSettings({ shopCurrency }) } } });

const returnsMock = (policies = { original: '', limited: '', open: '' }) => ({
  request: { query: ReturnPoliciesDocument },
  result: { data: { returnPolicies: { __typename: 'ReturnPolicies', ...policies } } },
});

const vatMock = (vatRegistered = false) => ({
  request: { query: VatDisplayDocument },
  result: { data: { vatDisplay: { __typename: 'VatDisplay', vatRegistered, vatRate: '18.00' } } },
});

function renderProduct(
  left?: { original: number; print: number },
  artwork = artworkMock(left),
  site = siteMock(),
  returns = returnsMock(),
  currency = 'USD',
  vat = vatMock(),
) {
  return render(
    <MockedProvider mocks={[artwork, relatedMock, site, returns, vat]}>
      <ToastProvider>
        <CartProvider>
          <CurrencyProvider initial={currency} currencies={['USD', 'RWF']}>
            <MemoryRouter initialEntries={[`/product/${ID}`]}>
              <Routes>
                <Route path="/product/:id" element={<ProductPage />} />
              </Routes>
            </MemoryRouter>
          </CurrencyProvider>
        </CartProvider>
      </ToastProvider>
    </MockedProvider>,
  );
}

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '[]');

describe('product page', () => {
  beforeEach(() => window.localStorage.clear());

  it('enlarges the picture in a dialog: the largest variants, arrow keys through the gallery, Tab kept inside, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    renderProduct();
    const enlarge = await screen.findByRole('button', { name: 'Enlarge picture 1 of 2' });
    await user.click(enlarge);
    const dialog = screen.getByRole('dialog', { name: 'Silverback at Dawn, picture 1 of 2' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    const picture = () => within(dialog).getByRole('img');
    expect(picture().getAttribute('alt')).toBe('Silverback at Dawn, picture 1 of 2');
    // Drawn at the screen's width, from every variant the upload made, the largest included.
    expect(dialog.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(`/uploads/${ID}-480.webp 480w, /uploads/${ID}-960.webp 960w`);
    expect(picture().getAttribute('sizes')).toBe('100vw');

    await user.keyboard('{ArrowRight}');
    expect(dialog.getAttribute('aria-label')).toBe('Silverback at Dawn, picture 2 of 2');
    expect(picture().getAttribute('src')).toBe('/uploads/detail.jpg');
    expect(within(dialog).getByText('Picture 2 of 2')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(picture().getAttribute('src')).toBe(`/uploads/${ID}.jpg`);
    await user.keyboard('{ArrowLeft}');
    expect(picture().getAttribute('src')).toBe('/uploads/detail.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Tab goes round inside the dialog: from Next (the last) to Previous (the first).
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Previous' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus is back on what opened it, and the page shows the picture last seen.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enlarge picture 2 of 2' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Silverback at Dawn, picture 2 of 2' })).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the first edition price, and the chosen edition updates the price', async () => {
    const user = userEvent.setup();
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Silverback at Dawn' })).toBeTruthy();
    const price = document.querySelector('.product__price')!;
    expect(price.textContent).toBe('$2,400.00');
    await user.selectOptions(screen.getByLabelText('Edition'), 'Limited Print A3 · $180.50 · 3 left');
    expect(price.textContent).toBe('$180.50Edition of 25 · 3 left');
    expect(within(price as HTMLElement).getByText('Edition of 25 · 3 left')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aline Uwase' }).getAttribute('href')).toBe('/artistDetails/artist-1');
    expect(await screen.findByRole('heading', { name: 'Other Works' })).toBeTruthy();
  });

  it('says "incl. VAT" after the price when the studio is VAT-registered, and no VAT text at all when it is not', async () => {
    const registered = renderProduct(undefined, artworkMock(), siteMock(), returnsMock(), 'USD', vatMock(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Silverback at Dawn' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.product__price')!.textContent).toBe('$2,400.00 incl. VAT'));
    registered.unmount();

    renderProduct(undefined, artworkMock(), siteMock(), returnsMock(), 'USD', vatMock(false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Silverback at Dawn' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Other Works' })).toBeTruthy();
    expect(document.querySelector('.product__price')!.textContent).toBe('$2,400.00');
    expect(document.body.textContent).not.toMatch(/VAT/);
  });

  it("states the studio's return policy for the chosen edition's kind of work, and nothing where the studio states none", async () => {
    const user = userEvent.setup();
    renderProduct(undefined, artworkMock(), siteMock(), returnsMock({ original: 'Returnable within 14 days of delivery.', limited: '', open: 'Final sale.' }));
    expect((await screen.findByText('Returnable within 14 days of delivery.')).closest('p')!.textContent).toBe(
      'Returns: Returnable within 14 days of delivery.',
    );
    await user.selectOptions(screen.getByLabelText('Edition'), 'Limited Print A3 · $180.50 · 3 left');
    expect(screen.queryByText(/^Returns:/)).toBeNull();
    expect(document.querySelector('.product__returns')).toBeNull();
  });

  it('adds the chosen edition to the stored cart, raises a print, and refuses a second original with the SPEC message', async () => {
    const user = userEvent.setup();
    renderProduct();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    expect(await screen.findByText(MESSAGES.cart.added)).toBeTruthy();
    expect(stored()).toEqual([expect.objectContaining({ id: ID, name: 'Silverback at Dawn', edition: 'Original Art Work', price: '2400.00', quantity: 1 })]);

    await user.click(add);
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText(MESSAGES.cart.secondOriginal)).toBeTruthy();
    expect(stored()[0].quantity).toBe(1);

    await user.selectOptions(screen.getByLabelText('Edition'), 'Limited Print A3 · $180.50 · 3 left');
    await user.click(add);
    await user.click(add);
    expect(stored()).toEqual([
      expect.objectContaining({ edition: 'Original Art Work', quantity: 1 }),
      expect.objectContaining({ edition: 'Limited Print A3', price: '180.50', quantity: 2 }),
    ]);
  });

  it("a print does not pass the original's size and material for its own: it names itself and says whose they are", async () => {
    const user = userEvent.setup();
    renderProduct();
    const facts = () => [...document.querySelectorAll('.product__facts dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
    await screen.findByRole('heading', { level: 1, name: 'Silverback at Dawn' });
    expect(facts()).toEqual(['Artist: Aline Uwase', 'Size: 90 x 120 cm', 'Material: Acrylic on canvas']);
    await user.selectOptions(screen.getByLabelText('Edition'), 'Limited Print A3 · $180.50 · 3 left');
    expect(facts()).toEqual([
      'Artist: Aline Uwase',
      'Edition: Limited Print A3',
      'Size of the original: 90 x 120 cm',
      'Material of the original: Acrylic on canvas',
    ]);
  });

  it('shows a sold work as Sold and does not let it into the cart', async () => {
    renderProduct({ original: 0, print: 0 });
    const button = await screen.findByRole('button', { name: 'Sold' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('an original held by an unpaid order reads Reserved (it may come back), not Sold', async () => {
    const user = userEvent.setup();
    renderProduct({ original: 0, print: 3 }, artworkMock({ original: 0, print: 3 }, undefined, true));
    await screen.findByRole('button', { name: 'Add to Cart' });
    await user.selectOptions(screen.getByLabelText('Edition'), 'Original Art Work · $2,400.00 · Reserved');
    expect(within(document.querySelector('.product__price') as HTMLElement).getByText('Reserved')).toBeTruthy();
    expect(screen.getByText(RESERVED_NOTE)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reserved' }).disabled).toBe(true);
  });

  it('shows each edition on its own: a sold original is Sold while its print can still be bought', async () => {
    const user = userEvent.setup();
    renderProduct({ original: 0, print: 3 });
    // The first edition still for sale is chosen first.
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.getByLabelText<HTMLSelectElement>('Edition').selectedOptions[0].textContent).toBe('Limited Print A3 · $180.50 · 3 left');
    await user.selectOptions(screen.getByLabelText('Edition'), 'Original Art Work · $2,400.00 · Sold');
    expect(within(document.querySelector('.product__price') as HTMLElement).getByText('Sold')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sold' }).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Edition'), 'Limited Print A3 · $180.50 · 3 left');
    expect(add.textContent).toBe('Add to Cart');
    await user.click(add);
    expect(stored()).toEqual([expect.objectContaining({ edition: 'Limited Print A3', quantity: 1 })]);
  });

  it("says how much of the chosen edition's price goes to conservation, in the shop's currency, linking to /conservation", async () => {
    const user = userEvent.setup();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Silverback at Dawn' });
    const line = () => document.querySelector('.product__conservation')?.textContent;
    await waitFor(() => expect(line()).toBe('$240.00 of this price (10%) goes to conservation.'));
    expect(screen.getByRole('link', { name: 'conservation' }).getAttribute('href')).toBe('/conservation');
    await user.selectOptions(screen.getByLabelText('Edition'), 'Limited Print A3 · $180.50 · 3 left');
    expect(line()).toBe('$18.05 of this price (10%) goes to conservation.');
  });

  it("shows a work's own share, in another shop currency", async () => {
    renderProduct(undefined, artworkMock(undefined, { percent: '12.50', shares: ['300.00', '22.56'] }), siteMock('EUR'));
    await screen.findByRole('heading', { level: 1, name: 'Silverback at Dawn' });
    await waitFor(() => expect(document.querySelector('.product__conservation')?.textContent).toBe('€300.00 of this price (12.5%) goes to conservation.'));
  });

  it('shows prices in the currency the visitor chose (an edition without one: its other price, said so), and gives search engines (JSON-LD) one offer per price', async () => {
    renderProduct(undefined, undefined, siteMock(), returnsMock(), 'RWF');
    await screen.findByRole('heading', { level: 1, name: 'Silverback at Dawn' });
    await waitFor(() => expect(document.querySelector('.product__price')!.textContent).toMatch(/^RWF\u00a03,480,000/));
    expect(screen.getByRole('option', { name: /^Limited Print A3 · \$180\.50 \(priced in US dollars\)/ })).toBeTruthy();
    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toContain('"priceCurrency":"RWF"'));
    type Block = { '@type'?: string; '@graph'?: Block[]; offers?: { priceCurrency: string; price: string }[] };
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent) as Block | Block[];
    const product = [jsonLd]
      .flat()
      .flatMap((block) => block['@graph'] ?? [block])
      .find((b) => b['@type'] === 'Product');
    expect(product?.offers?.map((o) => [o.priceCurrency, o.price])).toEqual([
      ['USD', '2400.00'],
      ['RWF', '3480000.00'],
      ['USD', '180.50'],
    ]);
  });
});
