import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CATALOGUE_SEARCH_MESSAGES } from '@sawa/shared/domain';
import { CartProvider } from '../cart/CartProvider';
import { CurrencyProvider } from '../catalog/currency';
import { ArtworkSort, SearchArtworksDocument, SiteSettingsDocument } from '../gql/graphql';
import { Header } from '../layout/Header';
import { headTags } from '../seo/head';
import { HeadCollector, HeadContext } from '../seo/Seo';
import { artworkCard, siteSettings } from '../testing/fixtures';
import { SearchPage } from './SearchPage';

const site = { request: { query: SiteSettingsDocument }, result: { data: { site: siteSettings() } } };
const count = (value: string, n: number, label: string | null = null) => ({ __typename: 'FacetCount', value, label, count: n, more: false });
const facets = (media: [string, number][] = []) => ({
  __typename: 'ArtworkFacets',
  artists: [count('8d3b2b0e-0000-4000-8000-000000000001', 2, 'Grace Mukamana')],
  media: media.map(([value, n]) => count(value, n)),
  availability: [count('forSale', 11), { ...count('sold', 1200), count: 1000, more: true }],
  sizeClasses: [],
  orientations: [],
  editionKinds: [],
  years: [count('2023', 3)],
});
const found = (
  search: string,
  page: number,
  total: number,
  names: string[],
  sort: ArtworkSort = ArtworkSort.Relevance,
  filter: Record<string, unknown> = { availability: ['forSale'] },
  media: [string, number][] = [],
) => ({
  request: { query: SearchArtworksDocument, variables: { filter: { ...filter, search }, page, pageSize: 9, sort } },
  result: {
    data: {
      artworks: { __typename: 'ArtworkList', totalItems: total, page, pageSize: 9, items: names.map((name, i) => artworkCard(`w${page}-${i}`, name)) },
      artworkFacets: facets(media),
    },
  },
});

/** Where the router is: the page's address as the visitor would share it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string, mocks: unknown[], head = new HeadCollector(), currency = 'USD') {
  render(
    <HeadContext.Provider value={head}>
      <MockedProvider mocks={mocks as never}>
        <CurrencyProvider initial={currency} currencies={['USD', 'RWF']}>
          <CartProvider>
            <MemoryRouter initialEntries={[url]}>
              <Header />
              <Routes>
                <Route path="/search" element={<SearchPage />} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
              <Address />
            </MemoryRouter>
          </CartProvider>
        </CurrencyProvider>
      </MockedProvider>
    </HeadContext.Provider>,
  );
  return head;
}

describe('the search page', () => {
  it('lists what the search finds, with the count, and pages by links that keep the text and the sort', async () => {
    const head = renderAt('/search?q=elefant&sort=priceAscending', [
      found('elefant', 1, 11, ['Elephant Imigongo', 'Elephant Matriarch'], ArtworkSort.PriceAscending),
      site,
    ]);
    expect(await screen.findByRole('link', { name: /Elephant Imigongo/ })).toBeTruthy();
    expect(screen.getByText('11 works, page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Works for “elefant”');
    const pages = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/search?q=elefant&page=2&sort=priceAscending');
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/search?q=elefant&page=2&sort=priceAscending');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('priceAscending');
    // Out of the index, but its links followed; canonical to the search without its text.
    const tags = headTags(head.head!, 'https://sawa.example');
    expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } });
    expect(tags).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: 'https://sawa.example/search' } });
  });

  it('filters by the facets in its address, shows what each value would count, and keeps the filters on every page link', async () => {
    const user = userEvent.setup();
    const filter = { availability: ['forSale'], media: ['print'], currency: 'RWF', priceMax: '150000' };
    const url = '/search?q=elefant&sort=priceAscending&medium=print&priceMax=150000&currency=RWF';
    renderAt(
      url,
      [
        found('elefant', 1, 10, ['Elephant Imigongo'], ArtworkSort.PriceAscending, filter, [
          ['print', 10],
          ['bronze', 1],
        ]),
        found('elefant', 1, 11, ['Elephant Imigongo', 'Elephant Matriarch'], ArtworkSort.PriceAscending, { ...filter, media: ['print', 'bronze'] }, [
          ['print', 10],
          ['bronze', 1],
        ]),
        site,
      ],
      new HeadCollector(),
      'RWF',
    );
    expect(await screen.findByRole('link', { name: /Elephant Imigongo/ })).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByLabelText<HTMLInputElement>(/Print \(giclée, screen print\) \(10\)/).checked).toBe(true);
    expect(within(filters).getByLabelText<HTMLInputElement>(/Bronze \(1\)/).checked).toBe(false);
    expect(within(filters).getByLabelText<HTMLInputElement>(/For sale \(11\)/).checked).toBe(true);
    expect(within(filters).getByLabelText(/Sold \(more than 1,000\)/)).toBeTruthy();
    expect(within(filters).getByLabelText(/Grace Mukamana \(2\)/)).toBeTruthy();
    expect(within(filters).getByLabelText<HTMLInputElement>('Up to').value).toBe('150000');
    // Each year with its count, a link to that year alone from page 1 (the text, sort and other filters kept).
    expect(within(filters).getByRole('link', { name: '2023 (3)' }).getAttribute('href')).toBe(
      '/search?q=elefant&sort=priceAscending&medium=print&yearFrom=2023&yearTo=2023&priceMax=150000&currency=RWF',
    );
    // The price is in the displayed currency: its legend says which.
    expect(within(filters).getByRole('group', { name: 'Price (RWF)' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/search?q=elefant&page=2&sort=priceAscending&medium=print&priceMax=150000&currency=RWF',
    );
    // A click applies at once (OR within the medium): the address says so.
    await user.click(within(filters).getByLabelText(/Bronze \(1\)/));
    expect(await screen.findByRole('link', { name: /Elephant Matriarch/ })).toBeTruthy();
    const address = new URLSearchParams(screen.getByTestId('address').textContent.split('?')[1]);
    expect(address.getAll('medium')).toEqual(['print', 'bronze']);
    expect(address.get('priceMax')).toBe('150000');
  });

  it('names an unknown filter value and asks nothing', async () => {
    renderAt('/search?q=elefant&medium=gouache', [site]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"gouache" is not a medium filter: use one of oil, acrylic, watercolour, mixed_media, drawing, photography, print, bronze, wood, stone, textile, other.',
    );
    expect(screen.queryByText(/works?,|1 work/)).toBeNull();
  });

  it('says what is wrong with a text of one character, and asks nothing', async () => {
    renderAt('/search?q=e', [site]);
    expect((await screen.findByRole('alert')).textContent).toBe(CATALOGUE_SEARCH_MESSAGES.tooShort);
    expect(screen.queryByText(/works?,|1 work/)).toBeNull();
  });

  it('says so when nothing matches', async () => {
    renderAt('/search?q=zebra', [found('zebra', 1, 0, []), site]);
    expect(await screen.findByText(/No works match “zebra”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'browse the shop' }).getAttribute('href')).toBe('/shop');
  });

  it('searches from the header box of any page, into the address', async () => {
    const user = userEvent.setup();
    renderAt('/about-sawa', [found('girafe', 1, 1, ['Giraffes at Golden Hour']), site]);
    const box = screen.getByRole('searchbox', { name: 'Search the art' });
    expect(box.closest('form')!.getAttribute('action')).toBe('/search');
    expect(box.closest('form')!.getAttribute('method')).toBe('get');
    await user.type(box, '  girafe {Enter}');
    expect(screen.getByTestId('address').textContent).toBe('/search?q=girafe');
    expect(await screen.findByRole('link', { name: /Giraffes at Golden Hour/ })).toBeTruthy();
    expect(screen.getByText('1 work')).toBeTruthy();
  });
});
