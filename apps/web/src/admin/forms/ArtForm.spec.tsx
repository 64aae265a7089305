import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MAX_GALLERY_IMAGES, MESSAGES, TIMINGS } from '@sawa/shared/domain';
import {
  AdminArtistOptionsDocument,
  AdminArtworkDocument,
  AdminCategoryOptionsDocument,
  AdminCollectionOptionsDocument,
  CreateArtworkDocument,
  UpdateArtworkDocument,
} from '../gql/graphql';
import { bannerText, isMarkedRequired, notAnImage, pngFile, renderAdmin, thumb } from '../../testing/admin';
import { ArtForm } from './ArtForm';
import { GALLERY_FULL } from './art-form-rules';

const ART_ID = 'art-1';

// The option lists are asked for again after a save evicts them (any number of times).
const options = (categoriesError?: string) =>
  [
    {
      request: { query: AdminArtistOptionsDocument },
      result: { data: { artists: { __typename: 'ArtistList', items: [{ __typename: 'Artist', id: 'artist-1', name: 'Aline Uwase' }] } } },
    },
    categoriesError
      ? { request: { query: AdminCategoryOptionsDocument }, result: { errors: [new GraphQLError(categoriesError)] } }
      : {
          request: { query: AdminCategoryOptionsDocument },
          result: { data: { categories: { __typename: 'CategoryList', items: [{ __typename: 'Category', id: 'cat-1', name: 'Paintings' }] } } },
        },
    {
      request: { query: AdminCollectionOptionsDocument },
      result: { data: { collections: { __typename: 'CollectionList', items: [{ __typename: 'Collection', id: 'col-1', name: 'Gorillas' }] } } },
    },
  ].map((mock) => ({ ...mock, maxUsageCount: Number.POSITIVE_INFINITY }));

const artwork = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Artwork',
  id: ART_ID,
  name: 'Silverback at Dawn',
  productCode: 'SAWA-001',
  description: 'A silverback at first light.',
  size: '90 x 120 cm',
  material: 'Acrylic on canvas',
  medium: 'acrylic',
  widthCm: '90.0',
  heightCm: '120.0',
  depthCm: null,
  year: 2023,
  version: 3,
  soldOut: false,
  ownConservationPercent: null,
  artist: { __typename: 'Artist', id: 'artist-1', name: 'Aline Uwase' },
  category: null,
  collection: { __typename: 'Collection', id: 'col-1', name: 'Gorillas' },
  coverImage: thumb('cover'),
  images: [thumb('side')],
  editions: [
    {
      __typename: 'Edition',
      id: 'e1',
      type: 'Original Art Work',
      price: '2400.00',
      prices: [
        { __typename: 'Price', currency: 'USD', amount: '2400.00' },
        { __typename: 'Price', currency: 'RWF', amount: '3480000.00' },
      ],
      kind: 'original',
      editionSize: 1,
      available: 0,
      pickup: true,
      shipping: 'quote',
      shipsWithin: 'world',
      weightKg: null,
    },
    {
      __typename: 'Edition',
      id: 'e2',
      type: 'Giclée print (A3)',
      price: '180.00',
      prices: [{ __typename: 'Price', currency: 'USD', amount: '180.00' }],
      kind: 'limited',
      editionSize: 25,
      available: 3,
      pickup: true,
      shipping: 'flat_rate',
      shipsWithin: 'rwanda',
      weightKg: '2.50',
    },
  ],
  ...overrides,
});

/** What the orders hold of each edition: the original is reserved; 20 prints sold, 2 reserved, none kept back. */
const stock = {
  __typename: 'ArtworkStock',
  artworkId: ART_ID,
  version: 3,
  editions: [
    { __typename: 'EditionStock', id: 'e1', type: 'Original Art Work', kind: 'original', editionSize: 1, available: 0, reserved: 1, sold: 0, withheld: 0 },
    { __typename: 'EditionStock', id: 'e2', type: 'Giclée print (A3)', kind: 'limited', editionSize: 25, available: 3, reserved: 2, sold: 20, withheld: 0 },
  ],
};

const loadArtwork = { request: { query: AdminArtworkDocument, variables: { id: ART_ID } }, result: { data: { artwork: artwork(), artworkStock: stock } } };

const routes = { '/admin/add/art': <ArtForm />, '/admin/edit/art/:id': <ArtForm /> };

const label = (text: string) => screen.getByText(text, { selector: 'label', exact: false }).closest('label') as HTMLElement;
const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(new RegExp(`^${name}`));

async function fillValidArt(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Product Code/), 'SAWA-002');
  await user.type(screen.getByLabelText(/^Art Description/), 'Two cranes.');
  await user.type(screen.getByLabelText(/^Art Size/), '50 x 70 cm');
  await user.type(screen.getByLabelText(/^Art Material/), 'Oil');
  await user.type(screen.getByLabelText(/^Edition 1 price/), '640');
  await user.selectOptions(select('Artist'), 'artist-1');
  await user.selectOptions(select('Category'), 'cat-1');
}

const createdArtwork = () =>
  artwork({
    id: 'art-2',
    name: null,
    productCode: 'SAWA-002',
    category: { __typename: 'Category', id: 'cat-1', name: 'Paintings' },
    collection: null,
    coverImage: null,
    images: [],
  });

describe('Art Information (add art)', () => {
  afterEach(() => jest.useRealTimers());

  it('marks the SPEC required fields, not the art name or the cover', () => {
    renderAdmin('/admin/add/art', routes, { mocks: options() });
    expect(screen.getByRole('heading', { name: 'Art Information' })).toBeTruthy();
    for (const required of ['Product Code', 'Art Description', 'Art Size', 'Art Material', 'Artist', 'Edition 1 type', 'Edition 1 price'])
      expect(isMarkedRequired(label(required))).toBe(true);
    expect(isMarkedRequired(label('Art Name'))).toBe(false);
    expect(isMarkedRequired(label('Art Image Cover'))).toBe(false);
    // Neither category nor collection chosen: one of them is needed, so one mark (the category's), not two.
    expect(isMarkedRequired(label('Category'))).toBe(true);
    expect(isMarkedRequired(label('Collection'))).toBe(false);
  });

  it('choosing a category clears and disables the collection, and the other way round', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/add/art', routes, { mocks: options() });
    await screen.findByRole('option', { name: 'Paintings' });
    await screen.findByRole('option', { name: 'Gorillas' });

    await user.selectOptions(select('Collection'), 'col-1');
    expect(select('Collection').value).toBe('col-1');
    expect(select('Category').disabled).toBe(true);
    expect(select('Category').value).toBe('');
    expect(isMarkedRequired(label('Category'))).toBe(false);
    expect(isMarkedRequired(label('Collection'))).toBe(true);

    await user.selectOptions(select('Collection'), '');
    expect(select('Category').disabled).toBe(false);
    await user.selectOptions(select('Category'), 'cat-1');
    expect(select('Category').value).toBe('cat-1');
    expect(select('Collection').disabled).toBe(true);
    expect(select('Collection').value).toBe('');
    expect(isMarkedRequired(label('Collection'))).toBe(false);
  });

  it('edition rows: the first cannot be removed, Add Edition adds a print (the work has its original) with an empty price, others can be removed', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/add/art', routes, { mocks: options() });
    expect(screen.queryByRole('button', { name: 'Remove edition 1' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Edition 1 type/).value).toBe('Original Art Work');
    expect(screen.getByLabelText<HTMLInputElement>(/^Edition 1 price/).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Add Edition' }));
    await user.click(screen.getByRole('button', { name: 'Add Edition' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Edition 2 type/).value).toBe('Print');
    expect(screen.getByLabelText<HTMLInputElement>(/^Edition 2 price/).value).toBe('');
    await user.clear(screen.getByLabelText(/^Edition 3 type/));
    await user.type(screen.getByLabelText(/^Edition 3 type/), 'Print A3');
    expect(screen.queryByRole('button', { name: 'Remove edition 1' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove edition 2' }));
    expect(screen.queryByLabelText(/^Edition 3 type/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Edition 2 type/).value).toBe('Print A3');
  });

  it('after a refused submit the first wrong field has focus; a fixed price loses its message at once', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/add/art', routes, { mocks: options() });
    await screen.findByRole('option', { name: 'Paintings' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Product Code/)));

    await fillValidArt(user);
    const price = screen.getByLabelText<HTMLInputElement>(/^Edition 1 price/);
    await user.clear(price);
    await user.type(price, '1.234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(screen.getByText('Each edition needs a price such as 1200 or 95.50.')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    await user.clear(price);
    await user.type(price, '1.25');
    await waitFor(() => expect(screen.queryByText('Each edition needs a price such as 1200 or 95.50.')).toBeNull());
    expect(price.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the missing required fields beside them and sends nothing', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/add/art', routes, { mocks: options() }); // no mutation mocked: a request would fail with a banner
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const text of [
      'Product Code is required.',
      'Art Description is required.',
      'Art Size is required.',
      'Art Material is required.',
      'Artist is required.',
      'Choose a category or a collection.',
      'Each edition needs a price such as 1200 or 95.50.',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByLabelText(/^Product Code/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("creates: 'Art created successfully!', the button stays disabled, then the list after 2 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let sent: Record<string, unknown> | undefined;
    const view = renderAdmin('/admin/add/art', routes, {
      mocks: [
        ...options(),
        {
          request: {
            query: CreateArtworkDocument,
            variables: (v: { input: Record<string, unknown> }) => {
              sent = v.input;
              return true;
            },
          },
          result: { data: { createArtwork: createdArtwork() } },
        },
      ],
    });
    await screen.findByRole('option', { name: 'Paintings' });
    await fillValidArt(user);
    await act(() => user.click(screen.getByRole('button', { name: 'Submit' }))); // the rules are checked asynchronously: settled inside act under fake timers
    expect(await screen.findByText(MESSAGES.created.art)).toBeTruthy();
    expect(sent).toMatchObject({
      productCode: 'SAWA-002',
      description: 'Two cranes.',
      size: '50 x 70 cm',
      material: 'Oil',
      artistId: 'artist-1',
      categoryId: 'cat-1',
      editions: [{ type: 'Original Art Work', price: '640', withheld: 0, pickup: true, shipping: 'quote', shipsWithin: 'world' }],
    });
    expect(sent?.['collectionId']).toBeUndefined();
    expect(sent?.['quantity']).toBeUndefined();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    // Finding the banner advanced the fake clock by at most 100 ms: still on the form well before 2 s.
    act(() => jest.advanceTimersByTime(TIMINGS.adminRedirectMs - 200));
    expect(view.location()).toBe('/admin/add/art');
    expect(submit.disabled).toBe(true); // a second click in the success window sends nothing
    act(() => jest.advanceTimersByTime(200));
    expect(view.location()).toBe('/admin/view/art');
  });

  it('fills the medium from the list, the dimensions in centimetres and the year; refuses a year to come beside its field', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    renderAdmin('/admin/add/art', routes, {
      mocks: [
        ...options(),
        {
          request: {
            query: CreateArtworkDocument,
            variables: (v: { input: Record<string, unknown> }) => {
              sent = v.input;
              return true;
            },
          },
          result: { data: { createArtwork: createdArtwork() } },
        },
      ],
    });
    await screen.findByRole('option', { name: 'Paintings' });
    await fillValidArt(user);
    await user.selectOptions(select('Medium'), 'print');
    await user.type(screen.getByLabelText('Width (cm)'), '42.5');
    await user.type(screen.getByLabelText('Height (cm)'), '12.34');
    const nextYear = new Date().getUTCFullYear() + 1;
    await user.type(screen.getByLabelText('Year'), String(nextYear));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Height (cm) must be centimetres above 0 with at most one decimal (for example 60 or 42.5), at most 10000`)).toBeTruthy();
    expect(screen.getByText(`Year must be a year from 1800 to ${nextYear - 1}`)).toBeTruthy();
    expect(sent).toBeUndefined();
    await user.clear(screen.getByLabelText('Height (cm)'));
    await user.type(screen.getByLabelText('Height (cm)'), '30');
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2024');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.created.art)).toBeTruthy();
    expect(sent).toMatchObject({ medium: 'print', widthCm: '42.5', heightCm: '30', depthCm: null, year: 2024 });
  });

  it("fails: 'Failed to create art.' with the server's message, or alone, and the user stays", async () => {
    const user = userEvent.setup();
    const view = renderAdmin('/admin/add/art', routes, {
      mocks: [
        ...options(),
        { request: { query: CreateArtworkDocument, variables: () => true }, result: { errors: [new GraphQLError('Product code SAWA-002 is already used.')] } },
        { request: { query: CreateArtworkDocument, variables: () => true }, error: new Error('') },
      ],
    });
    await screen.findByRole('option', { name: 'Paintings' });
    await fillValidArt(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(bannerText(await screen.findByRole('alert'))).toBe(`${MESSAGES.createFailed.art} Product code SAWA-002 is already used.`);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bannerText(screen.getByRole('alert'))).toBe(MESSAGES.createFailed.art));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.location()).toBe('/admin/add/art');
  });

  it('shows a refused gallery image beside Art Images, not beside the cover', async () => {
    const user = userEvent.setup();
    const refusal = 'Unsupported image type: only JPEG, PNG, WebP and AVIF images are accepted.';
    renderAdmin('/admin/add/art', routes, {
      mocks: [
        ...options(),
        {
          request: { query: CreateArtworkDocument, variables: () => true },
          result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT', status: 415, field: 'images' } })] },
        },
      ],
    });
    await screen.findByRole('option', { name: 'Paintings' });
    await fillValidArt(user);
    await user.upload(screen.getByLabelText(/^Art Image Cover/), pngFile('cover.png'));
    await user.upload(screen.getByLabelText(/^Art Images/), [pngFile('side.png'), notAnImage('back.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.getElementById('art-images-error')?.textContent).toBe(refusal));
    expect(document.getElementById('art-cover-error')).toBeNull();
    expect(document.getElementById('art-images')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the refusal beside the cover when only the cover was sent', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/add/art', routes, {
      mocks: [
        ...options(),
        {
          request: { query: CreateArtworkDocument, variables: () => true },
          result: { errors: [new GraphQLError('Too large.', { extensions: { status: 413 } })] },
        },
      ],
    });
    await screen.findByRole('option', { name: 'Paintings' });
    await fillValidArt(user);
    await user.upload(screen.getByLabelText(/^Art Image Cover/), pngFile('cover.png'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.getElementById('art-cover-error')?.textContent).toBe('Too large.'));
    expect(document.getElementById('art-images-error')).toBeNull();
  });

  it("shows 'Error loading categories: {message}' when the categories cannot be loaded", async () => {
    renderAdmin('/admin/add/art', routes, { mocks: options('Database unavailable') });
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading categories: Database unavailable');
  });

  it('Cancel goes to the dashboard', async () => {
    const user = userEvent.setup();
    const view = renderAdmin('/admin/add/art', routes, { mocks: options() });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(view.location()).toBe('/admin/dashboard');
  });
});

describe('Edit art', () => {
  afterEach(() => jest.useRealTimers());

  it('loads the art first, has no required marks, Save Changes, and Cancel to the list', async () => {
    const user = userEvent.setup();
    const view = renderAdmin(`/admin/edit/art/${ART_ID}`, routes, { mocks: [loadArtwork, ...options()] });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByRole('heading', { name: 'Edit Art' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Art Description/).value).toBe('A silverback at first light.');
    expect(screen.getByLabelText<HTMLInputElement>(/^Edition 1 price/).value).toBe('2400.00');
    await waitFor(() => expect(select('Collection').value).toBe('col-1'));
    expect(select('Category').disabled).toBe(true);
    expect(document.querySelectorAll('.required')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(view.location()).toBe('/admin/view/art');
  });

  it("saves: 'Art updated successfully!', the list after 2 seconds, and a reopened form shows the saved values", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const saved = artwork({ description: 'Mist on the Virunga.' });
    const view = renderAdmin(`/admin/edit/art/${ART_ID}`, routes, {
      mocks: [
        loadArtwork,
        ...options(),
        {
          request: {
            query: UpdateArtworkDocument,
            variables: (v: { id: string; input: { description: string } }) => v.id === ART_ID && v.input.description === 'Mist on the Virunga.',
          },
          result: { data: { updateArtwork: saved } },
        },
      ],
    });
    const description = await screen.findByLabelText<HTMLTextAreaElement>(/^Art Description/);
    await user.clear(description);
    await user.type(description, 'Mist on the Virunga.');
    await act(() => user.click(screen.getByRole('button', { name: 'Save Changes' })));
    expect(await screen.findByText(MESSAGES.updated.art)).toBeTruthy();
    // The answer updated the cached art: the edit query, cache-first, reads the new text without asking the server.
    expect(view.cache.readQuery({ query: AdminArtworkDocument, variables: { id: ART_ID } })?.artwork.description).toBe('Mist on the Virunga.');
    act(() => jest.advanceTimersByTime(TIMINGS.adminRedirectMs));
    expect(view.location()).toBe('/admin/view/art');
  });

  it("fails: 'Failed to update art.' with the server's message", async () => {
    const user = userEvent.setup();
    renderAdmin(`/admin/edit/art/${ART_ID}`, routes, {
      mocks: [
        loadArtwork,
        ...options(),
        { request: { query: UpdateArtworkDocument, variables: () => true }, result: { errors: [new GraphQLError('Artist not found.')] } },
      ],
    });
    await screen.findByRole('heading', { name: 'Edit Art' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(bannerText(await screen.findByRole('alert'))).toBe(`${MESSAGES.updateFailed.art} Artist not found.`);
  });

  it('edits stock per edition: shows available, reserved and sold apart, sends each edition with its id and the version loaded', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    renderAdmin(`/admin/edit/art/${ART_ID}`, routes, {
      mocks: [
        loadArtwork,
        ...options(),
        {
          request: {
            query: UpdateArtworkDocument,
            variables: (v: { input: Record<string, unknown> }) => {
              sent = v.input;
              return true;
            },
          },
          result: { data: { updateArtwork: artwork({ version: 4 }) } },
        },
      ],
    });
    expect((await screen.findByLabelText('Edition 1 stock')).textContent).toBe('Available 0 · Reserved 1 · Sold 0');
    expect(screen.getByLabelText('Edition 2 stock').textContent).toBe('Available 3 · Reserved 2 · Sold 20');
    // An original held by an order cannot be taken off sale from here.
    expect(screen.getByLabelText<HTMLInputElement>(/^Edition 1: not for sale/).disabled).toBe(true);
    const size = screen.getByLabelText<HTMLInputElement>(/^Edition 2 size/);
    expect(size.value).toBe('25');
    await user.clear(size);
    await user.type(size, '30');
    await user.type(screen.getByLabelText(/^Edition 2 kept back/), '{backspace}2');
    // A price field per currency: the original's franc price as stored, the print's empty (it has none) until typed.
    expect(screen.getByLabelText<HTMLInputElement>('Edition 1 RWF price').value).toBe('3480000');
    const printFrancs = screen.getByLabelText<HTMLInputElement>('Edition 2 RWF price');
    expect(printFrancs.value).toBe('');
    await user.type(printFrancs, '261000');
    // How each edition reaches a buyer: shown as stored, changed here (the original becomes pickup only).
    expect(select('Edition 1 shipping').value).toBe('quote');
    expect(select('Edition 2 ships to').value).toBe('rwanda');
    await user.selectOptions(select('Edition 1 shipping'), 'none');
    await user.click(screen.getByLabelText(/^Edition 2: can be collected/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.updated.art)).toBeTruthy();
    expect(sent).toMatchObject({
      version: 3,
      editions: [
        {
          id: 'e1',
          type: 'Original Art Work',
          price: '2400.00',
          prices: [{ currency: 'RWF', amount: '3480000' }],
          withheld: 0,
          pickup: true,
          shipping: 'none',
          shipsWithin: 'world',
        },
        {
          id: 'e2',
          type: 'Giclée print (A3)',
          price: '180.00',
          prices: [{ currency: 'RWF', amount: '261000' }],
          editionSize: 30,
          withheld: 2,
          pickup: false,
          shipping: 'flat_rate',
          shipsWithin: 'rwanda',
          weightKg: '2.5', // its shipping weight as loaded (2.50 kg), sent back unchanged
        },
      ],
    });
  });

  it('a save refused because the artwork changed (a sale or another edit) says so and offers to reload', async () => {
    const user = userEvent.setup();
    const stale = 'This artwork changed since you opened it (a sale or another edit); reload to see it.';
    renderAdmin(`/admin/edit/art/${ART_ID}`, routes, {
      mocks: [
        loadArtwork,
        ...options(),
        {
          request: { query: UpdateArtworkDocument, variables: () => true },
          result: { errors: [new GraphQLError(stale, { extensions: { code: 'CONFLICT' } })] },
        },
        {
          ...loadArtwork,
          result: { data: { artwork: artwork({ version: 4, description: 'Changed by another admin.' }), artworkStock: { ...stock, version: 4 } } },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Edit Art' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(bannerText(await screen.findByRole('alert'))).toBe(`${MESSAGES.updateFailed.art} ${stale}`);
    await user.click(screen.getByRole('button', { name: 'Reload the artwork' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>(/^Art Description/).value).toBe('Changed by another admin.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error, not a blank form, when the art cannot be loaded', async () => {
    const view = renderAdmin('/admin/edit/art/gone', routes, {
      mocks: [
        {
          request: { query: AdminArtworkDocument, variables: { id: 'gone' } },
          result: { errors: [new GraphQLError('Art not found', { extensions: { code: 'NOT_FOUND' } })] },
        },
        ...options(),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Art not found');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(view.location()).toBe('/admin/view/art');
  });

  it("edits the work's own conservation share: shows it, refuses one out of range beside the field, and sends null for the studio's share", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAdmin(`/admin/edit/art/${ART_ID}`, routes, {
      mocks: [
        { ...loadArtwork, result: { data: { artwork: artwork({ ownConservationPercent: '12.50' }), artworkStock: stock } } },
        ...options(),
        {
          request: {
            query: UpdateArtworkDocument,
            variables: (v: { input: { conservationPercent?: unknown } }) => (sent.push(v.input.conservationPercent), true),
          },
          result: { data: { updateArtwork: artwork({ version: 4 }) } },
          maxUsageCount: 2,
        },
      ],
    });
    const share = await screen.findByLabelText<HTMLInputElement>(/^Conservation share/);
    expect(share.value).toBe('12.50');
    await user.clear(share);
    await user.type(share, '150');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The conservation share is a percentage from 0 to 100 with at most two decimals, such as 10 or 12.5.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(share);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.updated.art)).toBeTruthy();
    expect(sent).toEqual([null]);
  });

  it('edits the gallery image by image: each current image has its alt text and a Remove reached by keyboard; new images join the kept ones', async () => {
    const user = userEvent.setup();
    let sent: { keepImages?: string[]; images?: File[] } | undefined;
    renderAdmin(`/admin/edit/art/${ART_ID}`, routes, {
      mocks: [
        { ...loadArtwork, result: { data: { artwork: artwork({ images: [thumb('side'), thumb('back'), thumb('top')] }), artworkStock: stock } } },
        ...options(),
        {
          request: { query: UpdateArtworkDocument, variables: (v: { input: typeof sent }) => ((sent = v.input), true) },
          result: { data: { updateArtwork: artwork({ version: 4, images: [thumb('back'), thumb('top'), thumb('front')] }) } },
        },
      ],
    });
    const gallery = await screen.findByRole('list', { name: 'Art Images preview' });
    const shown = () =>
      within(gallery)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]);
    expect(shown()).toEqual([
      ['Art Images 1', '/uploads/side.jpg'],
      ['Art Images 2', '/uploads/back.jpg'],
      ['Art Images 3', '/uploads/top.jpg'],
    ]);
    // The keyboard reaches each image's Remove; after one goes, focus is on the next image's Remove.
    within(gallery).getByRole('button', { name: 'Remove image 1' }).focus();
    await user.keyboard('{Enter}');
    expect(shown().map(([, src]) => src)).toEqual(['/uploads/back.jpg', '/uploads/top.jpg']);
    expect(document.activeElement).toBe(within(gallery).getByRole('button', { name: 'Remove image 1' }));
    // A new image joins the kept ones (it no longer replaces them).
    await user.upload(screen.getByLabelText(/^Art Images/, { selector: 'input' }), pngFile('front.png'));
    expect(shown().map(([alt]) => alt)).toEqual(['Art Images 1', 'Art Images 2', 'Art Images 3 (new: front.png)']);
    expect(within(gallery).getAllByRole('button', { name: /^Remove image/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.updated.art)).toBeTruthy();
    expect(sent?.keepImages).toEqual(['/uploads/back.jpg', '/uploads/top.jpg']);
    expect(sent?.images?.map((file) => file.name)).toEqual(['front.png']);
  });

  it('says so beside Art Images when the gallery would pass its limit, and sends nothing', async () => {
    const user = userEvent.setup();
    let sent = false;
    const ten = Array.from({ length: MAX_GALLERY_IMAGES }, (_, n) => thumb(`g${n}`));
    renderAdmin(`/admin/edit/art/${ART_ID}`, routes, {
      mocks: [
        { ...loadArtwork, result: { data: { artwork: artwork({ images: ten }), artworkStock: stock } } },
        ...options(),
        { request: { query: UpdateArtworkDocument, variables: () => ((sent = true), true) }, result: { data: { updateArtwork: artwork() } } },
      ],
    });
    await screen.findByRole('heading', { name: 'Edit Art' });
    await user.upload(screen.getByLabelText(/^Art Images/, { selector: 'input' }), pngFile('one-more.png'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(document.getElementById('art-images-error')?.textContent).toBe(GALLERY_FULL));
    expect(sent).toBe(false);
  });
});
