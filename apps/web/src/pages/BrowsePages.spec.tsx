import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CurrencyProvider } from '../catalog/currency';
import { ArtistDetailsDocument, ArtworkSort, SearchArtworksDocument, ShelfDocument, ShopCategoriesDocument } from '../gql/graphql';
import { headTags } from '../seo/head';
import { HeadCollector, HeadContext } from '../seo/Seo';
import { artworkCard, image } from '../testing/fixtures';
import { ArtistDetailsPage } from './ArtistDetailsPage';
import { ShelfArtworksPage } from './ShelfArtworksPage';
import { ShopPage } from './ShopPage';

/** Issue 26 item 2: the catalogue's filters on the shop, a category or collection, and an artist's page. */

const CATEGORY = 'c0ffee00-0000-4000-8000-000000000001';
const ARTIST = '8d3b2b0e-0000-4000-8000-000000000001';
const OTHER_ARTIST = '8d3b2b0e-0000-4000-8000-000000000002';

const count = (value: string, n: number, label: string | null = null) => ({ __typename: 'FacetCount', value, label, count: n, more: false });
const facets = {
  __typename: 'ArtworkFacets',
  artists: [count(ARTIST, 7, 'Grace Mukamana'), count(OTHER_ARTIST, 3, 'Jean Bosco')],
  media: [count('print', 6), count('oil', 4)],
  availability: [count('forSale', 8), count('sold', 2)],
  sizeClasses: [count('medium', 10)],
  orientations: [count('portrait', 5), count('landscape', 5)],
  editionKinds: [count('original', 4), count('limited', 6)],
  years: [count('2024', 6), count('2022', 4)],
};
/** The page's works and facets, as SearchArtworks answers them for these variables. */
const works = (filter: Record<string, unknown>, page: number, total: number, names: string[]) => ({
  request: { query: SearchArtworksDocument, variables: { filter, page, pageSize: 9, sort: ArtworkSort.Newest } },
  result: {
    data: {
      artworks: { __typename: 'ArtworkList', totalItems: total, page, pageSize: 9, items: names.map((name, i) => artworkCard(`w${page}-${i}`, name)) },
      artworkFacets: facets,
    },
  },
});
const shelf = {
  request: { query: ShelfDocument, variables: { id: CATEGORY } },
  result: { data: { shelf: { __typename: 'Shelf', id: CATEGORY, name: 'Paintings', kind: 'category', category: null } } },
};
const artist = {
  request: { query: ArtistDetailsDocument, variables: { id: ARTIST } },
  result: {
    data: {
      artist: {
        __typename: 'Artist',
        id: ARTIST,
        name: 'Grace Mukamana',
        description: 'Paints the mountain gorillas of the Virunga.',
        x: null,
        instagram: null,
        facebook: null,
        linkedin: null,
        image: image('grace'),
      },
    },
  },
};
const categories = {
  request: { query: ShopCategoriesDocument, variables: { page: 1, pageSize: 100 } },
  result: {
    data: {
      categories: {
        __typename: 'CategoryList',
        totalItems: 1,
        items: [
          {
            __typename: 'Category',
            id: CATEGORY,
            name: 'Paintings',
            artworkCount: 10,
            image: image('paintings'),
            collections: { __typename: 'CollectionList', totalItems: 0 },
          },
        ],
      },
    },
  },
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string, mocks: unknown[]) {
  const head = new HeadCollector();
  render(
    <HeadContext.Provider value={head}>
      <MockedProvider mocks={mocks as never}>
        <CurrencyProvider initial="RWF" currencies={['USD', 'RWF']}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/shop" element={<ShopPage />} />
              <Route path="/shop/:id/artworks" element={<ShelfArtworksPage />} />
              <Route path="/artistDetails/:artistId" element={<ArtistDetailsPage />} />
            </Routes>
            <Address />
          </MemoryRouter>
        </CurrencyProvider>
      </MockedProvider>
    </HeadContext.Provider>,
  );
  return { tags: () => headTags(head.head!, 'https://sawa.example') };
}
const address = () => screen.getByTestId('address').textContent;
const robots = (tags: ReturnType<typeof headTags>) => tags.find((t) => t.tag === 'meta' && t.attrs['name'] === 'robots');
const canonical = (tags: ReturnType<typeof headTags>) => tags.find((t) => t.tag === 'link' && t.attrs['rel'] === 'canonical')?.attrs['href'];

describe('a category page with filters', () => {
  it('filters its own works by the address, counts each value, keeps the filters on every page link, and is noindex and canonical to itself unfiltered', async () => {
    const page = renderAt(`/shop/${CATEGORY}/artworks?medium=print&priceMax=150000&currency=RWF&page=2`, [
      shelf,
      works({ categoryId: CATEGORY, media: ['print'], currency: 'RWF', priceMax: '150000' }, 2, 10, ['Elephant Imigongo']),
    ]);
    expect(await screen.findByRole('link', { name: /Elephant Imigongo/ })).toBeTruthy();
    expect(screen.getByText('10 works, page 2 of 2')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByLabelText<HTMLInputElement>(/Print \(giclée, screen print\) \(6\)/).checked).toBe(true);
    expect(within(filters).getByLabelText<HTMLInputElement>(/Oil \(4\)/).checked).toBe(false);
    // Every work of the category by default, sold ones too (as it always listed them): neither box is checked.
    expect(within(filters).getByLabelText<HTMLInputElement>(/For sale \(8\)/).checked).toBe(false);
    expect(within(filters).getByLabelText<HTMLInputElement>(/Sold \(2\)/).checked).toBe(false);
    expect(within(filters).getByLabelText(/Grace Mukamana \(7\)/)).toBeTruthy();
    expect(within(filters).getByRole('group', { name: 'Price (RWF)' })).toBeTruthy();
    // Each year links to its works (from page 1), with how many there are.
    expect(within(filters).getByRole('link', { name: '2022 (4)' }).getAttribute('href')).toBe(
      `/shop/${CATEGORY}/artworks?medium=print&yearFrom=2022&yearTo=2022&priceMax=150000&currency=RWF`,
    );
    // A GET form to the page itself: it works without JavaScript.
    const form = filters.closest('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual([`/shop/${CATEGORY}/artworks`, 'get']);
    const pager = screen.getByRole('navigation', { name: 'Artwork pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      `/shop/${CATEGORY}/artworks?medium=print&priceMax=150000&currency=RWF`,
    );
    const tags = page.tags();
    expect(robots(tags)?.attrs['content']).toBe('noindex, follow');
    expect(canonical(tags)).toBe(`https://sawa.example/shop/${CATEGORY}/artworks`);
  });

  it('a change of filter applies at once and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderAt(`/shop/${CATEGORY}/artworks?medium=print&page=2`, [
      shelf,
      works({ categoryId: CATEGORY, media: ['print'] }, 2, 10, ['Elephant Imigongo']),
      works({ categoryId: CATEGORY, media: ['print', 'oil'] }, 1, 10, ['Silverback at Dawn']),
    ]);
    await screen.findByRole('link', { name: /Elephant Imigongo/ });
    await user.click(within(screen.getByRole('group', { name: 'Filters' })).getByLabelText(/Oil \(4\)/));
    expect(await screen.findByRole('link', { name: /Silverback at Dawn/ })).toBeTruthy();
    expect(address()).toBe(`/shop/${CATEGORY}/artworks?medium=print&medium=oil`);
  });

  it('unfiltered, lists every work as before, with buttons to page, indexed and canonical to its page', async () => {
    const page = renderAt(`/shop/${CATEGORY}/artworks?page=2`, [shelf, works({ categoryId: CATEGORY }, 2, 10, ['Forest Study 1'])]);
    expect(await screen.findByRole('link', { name: /Forest Study 1/ })).toBeTruthy();
    expect(screen.queryByText(/10 works/)).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Artwork pages' })).getByRole('button', { name: 'Page 1' })).toBeTruthy();
    expect(screen.getByText('Filter the works').closest('details')!.open).toBe(false);
    const tags = page.tags();
    expect(robots(tags)).toBeUndefined();
    expect(canonical(tags)).toBe(`https://sawa.example/shop/${CATEGORY}/artworks?page=2`);
  });

  it('names a wrong filter in the address, asks nothing for the works, and keeps the address out of the index', async () => {
    const page = renderAt(`/shop/${CATEGORY}/artworks?medium=gouache`, [shelf]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"gouache" is not a medium filter: use one of oil, acrylic, watercolour, mixed_media, drawing, photography, print, bronze, wood, stone, textile, other.',
    );
    expect(robots(page.tags())?.attrs['content']).toBe('noindex, follow');
    expect(canonical(page.tags())).toBe(`https://sawa.example/shop/${CATEGORY}/artworks`);
  });
});

describe('a collection page with filters', () => {
  it("counts and lists its collection's works only", async () => {
    const COLLECTION = 'c0ffee00-0000-4000-8000-000000000002';
    const page = renderAt(`/shop/${COLLECTION}/artworks?orientation=portrait`, [
      {
        request: { query: ShelfDocument, variables: { id: COLLECTION } },
        result: {
          data: {
            shelf: {
              __typename: 'Shelf',
              id: COLLECTION,
              name: 'Guardians of the Virunga',
              kind: 'collection',
              category: { __typename: 'ShelfParent', id: CATEGORY, name: 'Paintings' },
            },
          },
        },
      },
      works({ collectionId: COLLECTION, orientations: ['portrait'] }, 1, 1, ['Silverback at Dawn']),
    ]);
    expect(await screen.findByRole('link', { name: /Silverback at Dawn/ })).toBeTruthy();
    expect(screen.getByText('1 work')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Filters' })).getByLabelText<HTMLInputElement>(/Portrait \(5\)/).checked).toBe(true);
    expect(canonical(page.tags())).toBe(`https://sawa.example/shop/${COLLECTION}/artworks`);
  });
});

describe("an artist's page with filters", () => {
  it('does not offer the artist (the page is one), ignores one in the address, and counts only their works', async () => {
    const page = renderAt(`/artistDetails/${ARTIST}?artist=${OTHER_ARTIST}&size=medium`, [
      artist,
      works({ artistId: ARTIST, sizeClasses: ['medium'] }, 1, 2, ['Silverback at Dawn', 'Gorilla Family']),
    ]);
    expect(await screen.findByRole('link', { name: /Gorilla Family/ })).toBeTruthy();
    expect(screen.getByText('2 works')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).queryByRole('group', { name: 'Artist' })).toBeNull();
    expect(within(filters).queryByLabelText(/Jean Bosco/)).toBeNull();
    expect(within(filters).getByLabelText<HTMLInputElement>(/Medium \(40 to 100 cm\) \(10\)/).checked).toBe(true);
    const tags = page.tags();
    expect(robots(tags)?.attrs['content']).toBe('noindex, follow');
    expect(canonical(tags)).toBe(`https://sawa.example/artistDetails/${ARTIST}`);
  });
});

describe('the shop with filters', () => {
  it('unfiltered, shows its categories and the filters with their counts over every work, and no list of works', async () => {
    const page = renderAt('/shop', [categories, works({}, 1, 10, ['Elephant Imigongo'])]);
    expect(await screen.findByRole('link', { name: /Paintings/ })).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(await within(filters).findByLabelText(/Grace Mukamana \(7\)/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Elephant Imigongo/ })).toBeNull();
    expect(robots(page.tags())).toBeUndefined();
    expect(canonical(page.tags())).toBe('https://sawa.example/shop');
  });

  it('filtered, lists the works the filters give first, with their count, and is noindex and canonical to /shop', async () => {
    const page = renderAt(`/shop?artist=${ARTIST}&availability=forSale`, [
      categories,
      works({ artistIds: [ARTIST], availability: ['forSale'] }, 1, 1, ['Silverback at Dawn']),
    ]);
    expect(await screen.findByRole('link', { name: /Silverback at Dawn/ })).toBeTruthy();
    expect(screen.getByText('1 work')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Works')).toBeLessThan(headings.indexOf('Browse by category'));
    expect(within(screen.getByRole('group', { name: 'Filters' })).getByLabelText<HTMLInputElement>(/For sale \(8\)/).checked).toBe(true);
    expect(robots(page.tags())?.attrs['content']).toBe('noindex, follow');
    expect(canonical(page.tags())).toBe('https://sawa.example/shop');
  });
});
