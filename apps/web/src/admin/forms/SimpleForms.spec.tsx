import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, TIMINGS } from '@sawa/shared/domain';
import {
  AdminArtistDocument,
  AdminCategoryDocument,
  AdminCategoryOptionsDocument,
  AdminCollectionDocument,
  AdminTeamMemberDocument,
  CreateArtistDocument,
  CreateCategoryDocument,
  CreateCollectionDocument,
  CreateTeamMemberDocument,
  UpdateArtistDocument,
  UpdateCategoryDocument,
  UpdateCollectionDocument,
  UpdateTeamMemberDocument,
} from '../gql/graphql';
import { bannerText, isMarkedRequired, pngFile, renderAdmin, thumb } from '../../testing/admin';
import { ArtistForm, CategoryForm, CollectionForm, TeamMemberForm } from './SimpleForms';

type User = ReturnType<typeof userEvent.setup>;

const categoryOptions = {
  request: { query: AdminCategoryOptionsDocument },
  result: { data: { categories: { __typename: 'CategoryList', items: [{ __typename: 'Category', id: 'cat-1', name: 'Paintings' }] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

interface FormCase {
  name: string;
  element: ReactElement;
  addPath: string;
  editPath: string;
  listPath: string;
  createTitle: string;
  editTitle: string;
  imageLabel: string;
  imageId: string;
  /** A required text field (its label and id): blank or spaces are refused before anything is sent. */
  blank: [string, string];
  /** Labels marked required on create, and on edit (SPEC §5). */
  requiredOnCreate: string[];
  requiredOnEdit: string[];
  fill(user: User): Promise<void>;
  create: DocumentNode;
  update: DocumentNode;
  load: DocumentNode;
  entity: Record<string, unknown>;
  loadKey: string;
  createKey: string;
  updateKey: string;
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  editSubmit: string;
  extraMocks: MockLink.MockedResponse[];
}

const label = (text: string) => screen.getByText(text, { selector: 'label', exact: false }).closest('label') as HTMLElement;

const CASES: FormCase[] = [
  {
    name: 'Artist',
    element: <ArtistForm />,
    addPath: '/admin/add/artist',
    editPath: '/admin/edit/artist/:id',
    listPath: '/admin/view/artists',
    createTitle: 'Artist Information',
    editTitle: 'Update Artist Form',
    imageLabel: 'Image',
    imageId: 'artist-image',
    blank: ['Name', 'artist-name'],
    requiredOnCreate: ['Name', 'Description', 'Image'],
    requiredOnEdit: ['Name', 'Description'],
    async fill(user) {
      await user.type(screen.getByLabelText(/^Name/), 'Claude Niyonsaba');
      await user.type(screen.getByLabelText(/^Description/), 'Carves the animals of Nyungwe.');
    },
    create: CreateArtistDocument,
    update: UpdateArtistDocument,
    load: AdminArtistDocument,
    entity: {
      __typename: 'Artist',
      id: 'a-1',
      name: 'Claude Niyonsaba',
      description: 'Carves the animals of Nyungwe.',
      x: null,
      instagram: 'https://instagram.com/claude',
      linkedin: null,
      facebook: null,
      image: thumb('claude'),
    },
    loadKey: 'artist',
    createKey: 'createArtist',
    updateKey: 'updateArtist',
    created: MESSAGES.created.artist,
    createFailed: MESSAGES.createFailed.artist,
    updated: MESSAGES.updated.artist,
    updateFailed: MESSAGES.updateFailed.artist,
    editSubmit: 'Submit',
    extraMocks: [],
  },
  {
    name: 'Category',
    element: <CategoryForm />,
    addPath: '/admin/add/categorie',
    editPath: '/admin/edit/category/:id',
    listPath: '/admin/view/categories',
    createTitle: 'Category Form',
    editTitle: 'Update Category Form',
    imageLabel: 'Category Image',
    imageId: 'category-image',
    blank: ['Category Name', 'category-name'],
    requiredOnCreate: ['Category Name', 'Category Image'],
    requiredOnEdit: ['Category Name'],
    async fill(user) {
      await user.type(screen.getByLabelText(/^Category Name/), 'Wood Carvings');
    },
    create: CreateCategoryDocument,
    update: UpdateCategoryDocument,
    load: AdminCategoryDocument,
    entity: { __typename: 'Category', id: 'c-1', name: 'Wood Carvings', image: thumb('carving') },
    loadKey: 'category',
    createKey: 'createCategory',
    updateKey: 'updateCategory',
    created: MESSAGES.created.category,
    createFailed: MESSAGES.createFailed.category,
    updated: MESSAGES.updated.category,
    updateFailed: MESSAGES.updateFailed.category,
    editSubmit: 'Update',
    extraMocks: [],
  },
  {
    name: 'Collection',
    element: <CollectionForm />,
    addPath: '/admin/add/collection',
    editPath: '/admin/edit/collections/:id',
    listPath: '/admin/view/collections',
    createTitle: 'Collection Form',
    editTitle: 'Update Collection Form',
    imageLabel: 'Collection Image',
    imageId: 'collection-image',
    blank: ['Collection Name', 'collection-name'],
    requiredOnCreate: ['Collection Name', 'Collection Image', 'Category'],
    requiredOnEdit: ['Collection Name'],
    async fill(user) {
      await user.type(screen.getByLabelText(/^Collection Name/), 'Forest Masks');
      await user.selectOptions(screen.getByLabelText(/^Category/), 'cat-1');
    },
    create: CreateCollectionDocument,
    update: UpdateCollectionDocument,
    load: AdminCollectionDocument,
    entity: {
      __typename: 'Collection',
      id: 'k-1',
      name: 'Forest Masks',
      category: { __typename: 'Category', id: 'cat-1', name: 'Paintings' },
      image: thumb('mask'),
    },
    loadKey: 'collection',
    createKey: 'createCollection',
    updateKey: 'updateCollection',
    created: MESSAGES.created.collection,
    createFailed: MESSAGES.createFailed.collection,
    updated: MESSAGES.updated.collection,
    updateFailed: MESSAGES.updateFailed.collection,
    editSubmit: 'Submit',
    extraMocks: [categoryOptions],
  },
  {
    name: 'Team Member',
    element: <TeamMemberForm />,
    addPath: '/admin/add/member',
    editPath: '/admin/edit/team/:id',
    listPath: '/admin/view/members',
    createTitle: 'Team Member Form',
    editTitle: 'Update Team Member Form',
    imageLabel: 'Image',
    imageId: 'member-image',
    blank: ['Position', 'member-position'],
    requiredOnCreate: ['Name', 'Position', 'Image'],
    requiredOnEdit: ['Name', 'Position'],
    async fill(user) {
      await user.type(screen.getByLabelText(/^Name/), 'Diane Ingabire');
      await user.type(screen.getByLabelText(/^Position/), 'Gallery Manager');
    },
    create: CreateTeamMemberDocument,
    update: UpdateTeamMemberDocument,
    load: AdminTeamMemberDocument,
    entity: { __typename: 'TeamMember', id: 't-1', name: 'Diane Ingabire', position: 'Gallery Manager', image: thumb('diane') },
    loadKey: 'teamMember',
    createKey: 'createTeamMember',
    updateKey: 'updateTeamMember',
    created: MESSAGES.created.teamMember,
    createFailed: MESSAGES.createFailed.teamMember,
    updated: MESSAGES.updated.teamMember,
    updateFailed: MESSAGES.updateFailed.teamMember,
    editSubmit: 'Submit',
    extraMocks: [],
  },
];

describe.each(CASES)('$name form', (c) => {
  const id = c.entity['id'] as string;
  const editUrl = c.editPath.replace(':id', id);
  const routes = { [c.addPath]: c.element, [c.editPath]: c.element };
  const loadMock = { request: { query: c.load, variables: { id } }, result: { data: { [c.loadKey]: c.entity } } };
  afterEach(() => jest.useRealTimers());

  it(`is titled ${c.createTitle}, marks the required fields, and Cancel goes to the dashboard`, async () => {
    const user = userEvent.setup();
    const view = renderAdmin(c.addPath, routes, { mocks: c.extraMocks });
    expect(await screen.findByRole('heading', { name: c.createTitle })).toBeTruthy();
    for (const required of c.requiredOnCreate) expect(isMarkedRequired(label(required))).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(view.location()).toBe('/admin/dashboard');
  });

  it('requires the image before anything is sent, with the message beside the image field', async () => {
    const user = userEvent.setup();
    renderAdmin(c.addPath, routes, { mocks: c.extraMocks }); // no mutation mocked: a request would show a failure banner
    await screen.findByRole('heading', { name: c.createTitle });
    await c.fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.getElementById(`${c.imageId}-error`)?.textContent).toBe(`${c.imageLabel} is required.`);
    expect(document.activeElement?.id).toBe(c.imageId);
    expect(screen.queryByRole('alert')).toBeNull();
    // Choosing one clears the message.
    await user.upload(document.getElementById(c.imageId) as HTMLInputElement, pngFile());
    expect(document.getElementById(`${c.imageId}-error`)).toBeNull();
  });

  it(`refuses ${c.blank[0]} of spaces beside the field, sending nothing`, async () => {
    const user = userEvent.setup();
    const [blankLabel, blankId] = c.blank;
    renderAdmin(c.addPath, routes, { mocks: c.extraMocks }); // no mutation mocked: a request would show a failure banner
    await screen.findByRole('heading', { name: c.createTitle });
    await c.fill(user);
    await user.clear(document.getElementById(blankId) as HTMLInputElement);
    await user.type(document.getElementById(blankId) as HTMLInputElement, '   ');
    await user.upload(document.getElementById(c.imageId) as HTMLInputElement, pngFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.getElementById(`${blankId}-error`)?.textContent).toBe(`${blankLabel} is required.`);
    expect(document.activeElement?.id).toBe(blankId);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it(`creates: '${c.created}', the button stays disabled, then the list after 2 seconds`, async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let sent: { input: { image?: unknown } } | undefined;
    const view = renderAdmin(c.addPath, routes, {
      mocks: [
        ...c.extraMocks,
        {
          request: {
            query: c.create,
            variables: (v: { input: { image?: unknown } }) => {
              sent = v;
              return true;
            },
          },
          result: { data: { [c.createKey]: c.entity } },
        },
      ],
    });
    await screen.findByRole('heading', { name: c.createTitle });
    await c.fill(user);
    await user.upload(document.getElementById(c.imageId) as HTMLInputElement, pngFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(c.created)).toBeTruthy();
    expect(sent?.input.image).toBeInstanceOf(File);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    // Finding the banner advanced the fake clock by at most 100 ms: still on the form well before 2 s.
    act(() => jest.advanceTimersByTime(TIMINGS.adminRedirectMs - 200));
    expect(view.location()).toBe(c.addPath);
    expect(submit.disabled).toBe(true);
    act(() => jest.advanceTimersByTime(200));
    expect(view.location()).toBe(c.listPath);
  });

  it(`fails: '${c.createFailed}' with the server's message, or alone`, async () => {
    const user = userEvent.setup();
    renderAdmin(c.addPath, routes, {
      mocks: [
        ...c.extraMocks,
        { request: { query: c.create, variables: () => true }, result: { errors: [new GraphQLError('The name is already used.')] } },
        { request: { query: c.create, variables: () => true }, error: new Error('') },
      ],
    });
    await screen.findByRole('heading', { name: c.createTitle });
    await c.fill(user);
    await user.upload(document.getElementById(c.imageId) as HTMLInputElement, pngFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(bannerText(await screen.findByRole('alert'))).toBe(`${c.createFailed} The name is already used.`);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bannerText(screen.getByRole('alert'))).toBe(c.createFailed));
  });

  it(`edit: loads first, is titled ${c.editTitle}, image optional, '${c.updated}', then the list after 2 seconds`, async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let sent: { id: string; input: { image?: unknown } } | undefined;
    const view = renderAdmin(editUrl, routes, {
      mocks: [
        loadMock,
        ...c.extraMocks,
        {
          request: {
            query: c.update,
            variables: (v: { id: string; input: { image?: unknown } }) => {
              sent = v;
              return true;
            },
          },
          result: { data: { [c.updateKey]: c.entity } },
        },
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByRole('heading', { name: c.editTitle })).toBeTruthy();
    for (const required of c.requiredOnEdit) expect(isMarkedRequired(label(required))).toBe(true);
    expect(isMarkedRequired(label(c.imageLabel))).toBe(false);
    expect(screen.getByAltText(`${c.imageLabel} 1`).getAttribute('src')).toMatch(/^\/uploads\//);
    await user.click(screen.getByRole('button', { name: c.editSubmit }));
    expect(bannerText(await screen.findByRole('status'))).toBe(c.updated);
    expect(sent?.id).toBe(id);
    expect(sent?.input.image).toBeUndefined();
    act(() => jest.advanceTimersByTime(TIMINGS.adminRedirectMs));
    expect(view.location()).toBe(c.listPath);
  });

  it(`edit fails: '${c.updateFailed}' with the server's message; Cancel goes to the list`, async () => {
    const user = userEvent.setup();
    const view = renderAdmin(editUrl, routes, {
      mocks: [loadMock, ...c.extraMocks, { request: { query: c.update, variables: () => true }, result: { errors: [new GraphQLError('Not allowed.')] } }],
    });
    await screen.findByRole('heading', { name: c.editTitle });
    await user.click(screen.getByRole('button', { name: c.editSubmit }));
    expect(bannerText(await screen.findByRole('alert'))).toBe(`${c.updateFailed} Not allowed.`);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(view.location()).toBe(c.listPath);
  });

  it('edit with a bad or deleted id shows an error, not a blank form', async () => {
    renderAdmin(c.editPath.replace(':id', 'gone'), routes, {
      mocks: [
        { request: { query: c.load, variables: { id: 'gone' } }, result: { errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })] } },
        ...c.extraMocks,
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(screen.queryByRole('button', { name: c.editSubmit })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(c.listPath);
  });
});

describe('Artist form links', () => {
  it('refuses a link that is not a full URL, and sends blank links as null', async () => {
    const user = userEvent.setup();
    let sent: { input: Record<string, unknown> } | undefined;
    renderAdmin(
      '/admin/add/artist',
      { '/admin/add/artist': <ArtistForm /> },
      {
        mocks: [
          {
            request: {
              query: CreateArtistDocument,
              variables: (v: { input: Record<string, unknown> }) => {
                sent = v;
                return true;
              },
            },
            result: { data: { createArtist: CASES[0].entity } },
          },
        ],
      },
    );
    await CASES[0].fill(user);
    await user.upload(document.getElementById('artist-image') as HTMLInputElement, pngFile());
    await user.type(screen.getByLabelText(/^Instagram/), 'instagram.com/claude');
    await user.type(screen.getByLabelText(/^Facebook/), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.getElementById('artist-instagram-error')?.textContent).toBe('Instagram must be a full URL, for example https://example.com/name');
    expect(sent).toBeUndefined();
    await user.clear(screen.getByLabelText(/^Instagram/));
    await user.type(screen.getByLabelText(/^Instagram/), ' https://instagram.com/claude ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.created.artist)).toBeTruthy();
    expect(sent?.input).toMatchObject({ name: 'Claude Niyonsaba', instagram: 'https://instagram.com/claude', x: null, linkedin: null, facebook: null });
  });
});

describe('Collection form and its categories', () => {
  it('shows a spinner while the categories load, then the form with Select a Category', async () => {
    renderAdmin('/admin/add/collection', { '/admin/add/collection': <CollectionForm /> }, { mocks: [{ ...categoryOptions, delay: 30 }] });
    const spinner = screen.getByRole('status');
    expect(spinner.classList.contains('spinner')).toBe(true);
    expect(screen.queryByLabelText(/^Collection Name/)).toBeNull();
    await screen.findByRole('heading', { name: 'Collection Form' });
    expect(screen.getByRole('option', { name: 'Select a Category' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Paintings' })).toBeTruthy();
  });

  it("shows 'Error loading categories: {message}' when they cannot be loaded", async () => {
    renderAdmin(
      '/admin/add/collection',
      { '/admin/add/collection': <CollectionForm /> },
      { mocks: [{ request: { query: AdminCategoryOptionsDocument }, result: { errors: [new GraphQLError('Database unavailable')] } }] },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading categories: Database unavailable');
  });
});

describe('Category form', () => {
  it('refuses a name of spaces before sending anything, and sends a name trimmed', async () => {
    const user = userEvent.setup();
    let sent: { input: { name: string } } | undefined;
    renderAdmin(
      '/admin/add/categorie',
      { '/admin/add/categorie': <CategoryForm /> },
      {
        mocks: [
          {
            request: {
              query: CreateCategoryDocument,
              variables: (v: { input: { name: string } }) => {
                sent = v;
                return true;
              },
            },
            result: { data: { createCategory: CASES[1].entity } },
          },
        ],
      },
    );
    await user.type(await screen.findByLabelText(/^Category Name/), '   ');
    await user.upload(document.getElementById('category-image') as HTMLInputElement, pngFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.getElementById('category-name-error')?.textContent).toBe('Category Name is required.');
    expect(screen.getByLabelText(/^Category Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('category-name');
    expect(sent).toBeUndefined();
    await user.type(screen.getByLabelText(/^Category Name/), ' Wood Carvings ');
    expect(document.getElementById('category-name-error')).toBeNull(); // checked again as the user types
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.created.category)).toBeTruthy();
    expect(sent?.input.name).toBe('Wood Carvings');
  });

  it('shows a spinner while the category loads', async () => {
    renderAdmin(
      '/admin/edit/category/c-1',
      { '/admin/edit/category/:id': <CategoryForm /> },
      {
        mocks: [
          {
            request: { query: AdminCategoryDocument, variables: { id: 'c-1' } },
            result: { data: { category: CASES[1].entity } },
            delay: 30,
          },
        ],
      },
    );
    expect(screen.getByRole('status').classList.contains('spinner')).toBe(true);
    expect(await screen.findByLabelText<HTMLInputElement>(/^Category Name/)).toHaveProperty('value', 'Wood Carvings');
  });
});
