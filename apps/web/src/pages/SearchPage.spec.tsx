import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CATALOGUE_SEARCH_MESSAGES } from '@sawa/shared/domain';
import { CartProvider } from '../cart/CartProvider';
import { ArtworkSort, SearchArtworksDocument, SiteSettingsDocument } from '../gql/graphql';
import { Header } from '../layout/Header';
import { headTags } from '../seo/head';
import { HeadCollector, HeadContext } from '../seo/Seo';
import { artworkCard, siteSettings } from '../testing/fixtures';
import { SearchPage } from './SearchPage';

const site = { request: { query: SiteSettingsDocument }, result: { data: { site: siteSettings() } } };
const found = (search: string, page: number, total: number, names: string[], sort: ArtworkSort = ArtworkSort.Relevance) => ({
  request: { query: SearchArtworksDocument, variables: { search, page, pageSize: 9, sort } },
  result: {
    data: {
      artworks: { __typename: 'ArtworkList', totalItems: total, page, pageSize: 9, items: names.map((name, i) => artworkCard(`w${page}-${i}`, name)) },
    },
  },
});

/** Where the router is: the page's address as the visitor would share it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string, mocks: unknown[], head = new HeadCollector()) {
  render(
    <HeadContext.Provider value={head}>
      <MockedProvider mocks={mocks as never}>
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
