import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { ArtistsDocument, ShopCategoriesDocument } from '../gql/graphql';
import { image } from '../testing/fixtures';
import { ArtistsPage } from './ArtistsPage';
import { ShopPage } from './ShopPage';

const artist = (i: number) => ({ __typename: 'Artist', id: `a${i}`, name: `Artist ${i}`, image: image(`a${i}`) });
const category = (i: number) => ({
  __typename: 'Category',
  id: `c${i}`,
  name: `Category ${i}`,
  artworkCount: 1,
  image: image(`c${i}`),
  collections: { __typename: 'CollectionList', totalItems: 0 },
});

const page = <T,>(query: unknown, field: string, typename: string, n: number, total: number, items: T[]) => ({
  request: { query, variables: { page: n, pageSize: 100 } },
  result: { data: { [field]: { __typename: typename, totalItems: total, ...(field === 'artists' ? { page: n, pageSize: 100 } : {}), items } } },
});

const renderWith = (mocks: unknown[], element: ReactElement) =>
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>{element}</MemoryRouter>
    </MockedProvider>,
  );

describe('lists longer than one API page', () => {
  it('the artists page shows the 101st artist and beyond', async () => {
    const first = Array.from({ length: 100 }, (_, i) => artist(i + 1));
    renderWith(
      [page(ArtistsDocument, 'artists', 'ArtistList', 1, 102, first), page(ArtistsDocument, 'artists', 'ArtistList', 2, 102, [artist(101), artist(102)])],
      <ArtistsPage />,
    );
    const last = await screen.findByRole('link', { name: 'Artist 102' }, { timeout: 5000 });
    expect(last.getAttribute('href')).toBe('/artistDetails/a102');
    expect(screen.getAllByRole('heading', { level: 2 }).filter((h) => h.className === 'person__name')).toHaveLength(102);
  });

  it('the shop shows the 101st category', async () => {
    const first = Array.from({ length: 100 }, (_, i) => category(i + 1));
    renderWith(
      [
        page(ShopCategoriesDocument, 'categories', 'CategoryList', 1, 101, first),
        page(ShopCategoriesDocument, 'categories', 'CategoryList', 2, 101, [category(101)]),
      ],
      <ShopPage />,
    );
    const last = await screen.findByRole('link', { name: /Category 101/ }, { timeout: 5000 });
    expect(last.getAttribute('href')).toBe('/shop/c101/artworks');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(101);
  });
});
