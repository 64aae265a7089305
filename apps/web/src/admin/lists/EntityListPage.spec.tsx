import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TIMINGS } from '@sawa/shared/domain';
import { AdminArtworksDocument, AdminCategoriesDocument, AdminDashboardDocument, DeleteCategoryDocument } from '../gql/graphql';
import { renderAdmin, thumb } from '../../testing/admin';
import { ArtList, CategoryList } from './lists';

const category = (n: number) => ({ __typename: 'Category', id: `c-${n}`, name: `Category ${n}`, artworkCount: 0, image: thumb(`c${n}`) });
const categoriesPage = (page: number, total: number, numbers: number[]) => ({
  request: { query: AdminCategoriesDocument, variables: { page, pageSize: 10, search: null } },
  result: { data: { categories: { __typename: 'CategoryList', totalItems: total, items: numbers.map(category) } } },
});

/** The dashboard as an Owner loads it (sales and page views included). */
const DASHBOARD_VARIABLES = { withSales: true, withViews: true };

describe('admin lists', () => {
  afterEach(() => jest.useRealTimers());

  it('deletes behind the SPEC confirmation, and deleting the only row of the last page shows the page before', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 10 }, (_, i) => i + 1);
    const view = renderAdmin(
      '/admin/view/categories',
      { '/admin/view/categories': <CategoryList /> },
      {
        mocks: [
          categoriesPage(1, 11, first),
          categoriesPage(2, 11, [11]),
          { request: { query: DeleteCategoryDocument, variables: { id: 'c-11' } }, result: { data: { deleteCategory: true } } },
          // After the delete the evicted list asks again: page 2 is now empty, page 1 holds all ten.
          categoriesPage(2, 10, []),
          categoriesPage(1, 10, first),
        ],
      },
    );
    // The dashboard counts were cached before the delete: they must be evicted with it.
    view.cache.writeQuery({
      query: AdminDashboardDocument,
      variables: DASHBOARD_VARIABLES,
      data: {
        dashboard: { __typename: 'Dashboard', artists: 1, artworks: 1, categories: 11, collections: 0, teamMembers: 0 },
        sales: { __typename: 'Sales', paidOrders: 0, pendingOrders: 0, paidVisits: 0, revenue: [] },
        pageViewStats: { __typename: 'PageViewStats', totalViews: 0, perDay: [], topPages: [] },
      } as never, // typenames: the cache's own shape
    });
    await screen.findByText('Category 10');
    await user.click(within(screen.getByRole('navigation', { name: 'Categories pages' })).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Category 11');

    await user.click(screen.getByRole('button', { name: 'Delete Category 11' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.deleteConfirm.title });
    expect(within(dialog).getByText('Do you really want to delete this? This process cannot be undone.')).toBeTruthy();
    expect(within(dialog).getByRole('heading').textContent).toBe('Are you sure?');
    // It names what is deleted; Delete is the destructive button, not the primary one.
    expect(dialog.querySelector('.confirm-dialog__subject')!.textContent).toBe('Category: Category 11');
    expect(within(dialog).getByRole('button', { name: 'Delete' }).className).toBe('button button--danger');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Category 11 was deleted.')).toBeTruthy();
    await screen.findByText('Category 1');
    expect(screen.getByText('10 results')).toBeTruthy();
    expect(screen.queryByText('Category 11')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Categories pages' })).toBeNull(); // one page left, shown
    expect(view.cache.readQuery({ query: AdminDashboardDocument, variables: DASHBOARD_VARIABLES })).toBeNull();
  });

  it('keeps the art list loading indicator on for 1 second after the page arrives', async () => {
    jest.useFakeTimers();
    renderAdmin(
      '/admin/view/art',
      { '/admin/view/art': <ArtList /> },
      {
        mocks: [
          {
            request: { query: AdminArtworksDocument, variables: { page: 1, pageSize: 8, search: null } },
            result: {
              data: {
                artworks: {
                  __typename: 'ArtworkList',
                  totalItems: 1,
                  items: [
                    {
                      __typename: 'Artwork',
                      id: 'art-1',
                      name: 'Silverback at Dawn',
                      productCode: 'SAWA-001',
                      soldOut: false,
                      coverImage: thumb('cover'),
                      artist: { __typename: 'Artist', id: 'artist-1', name: 'Aline Uwase' },
                      editions: [
                        { __typename: 'Edition', id: 'e1', type: 'Original Art Work', price: '2400.00', kind: 'original', editionSize: 1, available: 1 },
                        { __typename: 'Edition', id: 'e2', type: 'Giclée print (A3)', price: '180.00', kind: 'limited', editionSize: 25, available: 3 },
                      ],
                    },
                  ],
                },
              },
            },
          },
        ],
      },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Silverback at Dawn')).toBeTruthy();
    // Stock per edition, not one number; "from" the cheapest edition for sale.
    expect(screen.getByText('Aline Uwase · SAWA-001 · Original Art Work: Available, Giclée print (A3): 3 left · from $180.00')).toBeTruthy();
    // Loaded, and the indicator still on until the hold has passed.
    await act(() => jest.advanceTimersByTimeAsync(TIMINGS.artListLoadingHoldMs - 100));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await act(() => jest.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
