import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import { MESSAGES } from '@sawa/shared/domain';
import {
  AdminArtistOptionsDocument,
  AdminCategoryOptionsDocument,
  AdminCollectionOptionsDocument,
  CreateCategoryDocument,
  UpdateCategoryDocument,
  AdminCategoryDocument,
} from './gql/graphql';
import { ArtworksPageDocument } from '../gql/graphql';
import { adminCache, pngFile, renderAdmin, thumb } from '../testing/admin';
import { evictAfterWrite, staleFields } from './cache';
import { ArtForm } from './forms/ArtForm';
import { CategoryForm } from './forms/SimpleForms';

const categoryList = (names: [string, string][]) => ({
  categories: { __typename: 'CategoryList', items: names.map(([id, name]) => ({ __typename: 'Category', id, name })) },
});

describe('the cache after a back-office write', () => {
  it('a new category is in the art form opened afterwards, without a reload', async () => {
    const user = userEvent.setup();
    const cache = adminCache();
    // The options were cached earlier (the art form was opened before): cache-first would show them stale.
    cache.writeQuery({ query: AdminCategoryOptionsDocument, data: categoryList([['cat-1', 'Paintings']]) });
    const view = renderAdmin(
      '/admin/add/categorie',
      { '/admin/add/categorie': <CategoryForm /> },
      {
        cache,
        mocks: [
          {
            request: { query: CreateCategoryDocument, variables: () => true },
            result: { data: { createCategory: { __typename: 'Category', id: 'cat-2', name: 'Wood Carvings', image: thumb('carving') } } },
          },
        ],
      },
    );
    await user.type(screen.getByLabelText(/^Category Name/), 'Wood Carvings');
    await user.upload(document.getElementById('category-image') as HTMLInputElement, pngFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(MESSAGES.created.category);
    expect(cache.readQuery({ query: AdminCategoryOptionsDocument })).toBeNull();
    view.unmount();

    renderAdmin(
      '/admin/add/art',
      { '/admin/add/art': <ArtForm /> },
      {
        cache,
        mocks: [
          { request: { query: AdminArtistOptionsDocument }, result: { data: { artists: { __typename: 'ArtistList', items: [] } } } },
          {
            request: { query: AdminCategoryOptionsDocument },
            result: {
              data: categoryList([
                ['cat-1', 'Paintings'],
                ['cat-2', 'Wood Carvings'],
              ]),
            },
          },
          { request: { query: AdminCollectionOptionsDocument }, result: { data: { collections: { __typename: 'CollectionList', items: [] } } } },
        ],
      },
    );
    expect(await screen.findByRole('option', { name: 'Wood Carvings' })).toBeTruthy();
  });

  it('an update changes the cached entity in place (a reopened edit form shows it) and keeps the lists', async () => {
    const user = userEvent.setup();
    const cache = adminCache();
    cache.writeQuery({ query: AdminCategoryOptionsDocument, data: categoryList([['cat-1', 'Paintings']]) });
    renderAdmin(
      '/admin/edit/category/cat-1',
      { '/admin/edit/category/:id': <CategoryForm /> },
      {
        cache,
        mocks: [
          {
            request: { query: AdminCategoryDocument, variables: { id: 'cat-1' } },
            result: { data: { category: { __typename: 'Category', id: 'cat-1', name: 'Paintings', image: thumb('p') } } },
          },
          {
            request: { query: UpdateCategoryDocument, variables: () => true },
            result: { data: { updateCategory: { __typename: 'Category', id: 'cat-1', name: 'Oil Paintings', image: thumb('p') } } },
          },
        ],
      },
    );
    const name = await screen.findByLabelText(/^Category Name/);
    await user.clear(name);
    await user.type(name, 'Oil Paintings');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(MESSAGES.updated.category);
    expect(cache.readQuery({ query: AdminCategoryDocument, variables: { id: 'cat-1' } })?.category.name).toBe('Oil Paintings');
    expect(cache.readQuery({ query: AdminCategoryOptionsDocument })?.categories.items[0].name).toBe('Oil Paintings');
  });

  it('a new art evicts the public catalogue lists and the counts that hold it', () => {
    const cache = adminCache();
    cache.writeQuery({
      query: ArtworksPageDocument,
      variables: { page: 1, pageSize: 9, filter: null },
      data: { artworks: { __typename: 'ArtworkList', totalItems: 0, page: 1, pageSize: 9, items: [] } } as never, // typenames: the cache's own shape
    });
    cache.writeFragment({
      id: cache.identify({ __typename: 'Category', id: 'cat-1' }),
      fragment: parse('fragment C on Category { id artworkCount }'),
      data: { __typename: 'Category', id: 'cat-1', artworkCount: 3 },
    });
    evictAfterWrite(cache, 'art', 'create');
    expect(cache.readQuery({ query: ArtworksPageDocument, variables: { page: 1, pageSize: 9, filter: null } })).toBeNull();
    const extracted = cache.extract() as Record<string, Record<string, unknown> | undefined>;
    expect(extracted[cache.identify({ __typename: 'Category', id: 'cat-1' })!]?.['artworkCount']).toBeUndefined();
    expect(staleFields('art', 'create').root).toEqual(expect.arrayContaining(['dashboard', 'artworks', 'recentArtworks', 'relatedArtworks']));
    expect(staleFields('members', 'delete').root).toEqual(['dashboard', 'teamMembers']);
    expect(staleFields('artists', 'update').root).toEqual([]);
  });
});
