import { png } from './support/images';
import { createTestApp, TestApp } from './harness';

describe('GraphQL mutations for every catalogue entity', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.token();
  });
  afterAll(() => t.close());

  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    // 200, or 400 when the document itself fails validation (GraphQL over HTTP).
    const res = await t.http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });
    expect([200, 400]).toContain(res.status);
    return res.body; // `{data, errors}`: JSON, as untyped as any client's
  };

  /** A GraphQL multipart request (spec: operations, map, files) with one image at `path`. */
  const withImage = async (query: string, variables: Record<string, unknown>, path: string) => {
    const res = await t
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query, variables }))
      .field('map', JSON.stringify({ 0: [path] }))
      .attach('0', await png(), 'image.png')
      .expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  it('creates, reads, updates and deletes categories, collections, artists, artworks and team members', async () => {
    const category = (
      await withImage(
        'mutation($i: CreateCategoryInput!) { createCategory(input: $i) { id name image { url } } }',
        { i: { name: 'Prints', image: null } },
        'variables.i.image',
      )
    ).createCategory;
    const collection = (
      await withImage(
        'mutation($i: CreateCollectionInput!) { createCollection(input: $i) { id name category { id } } }',
        { i: { name: 'Cranes', categoryId: category.id, image: null } },
        'variables.i.image',
      )
    ).createCollection;
    expect(collection.category.id).toBe(category.id);
    const artist = (
      await withImage(
        'mutation($i: CreateArtistInput!) { createArtist(input: $i) { id name instagram image { url } } }',
        { i: { name: 'Eric', description: 'Watercolours', instagram: 'https://instagram.com/eric', image: null } },
        'variables.i.image',
      )
    ).createArtist;
    const member = (
      await withImage(
        'mutation($i: CreateTeamMemberInput!) { createTeamMember(input: $i) { id name position image { url } } }',
        { i: { name: 'Diane', position: 'Lead', image: null } },
        'variables.i.image',
      )
    ).createTeamMember;
    const art = (
      await gql(
        'mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id name version soldOut collection { id } editions { kind editionSize available soldOut } } }',
        {
          i: {
            name: 'Crane Dance',
            productCode: 'M-1',
            description: 'Two cranes',
            size: '30 cm',
            material: 'Linocut',
            artistId: artist.id,
            collectionId: collection.id,
            editions: [{ type: 'Print', price: '85', editionSize: 10, withheld: 10 }],
          },
        },
      )
    ).data.createArtwork;
    expect(art).toMatchObject({
      name: 'Crane Dance',
      version: 1,
      soldOut: true,
      collection: { id: collection.id },
      editions: [{ kind: 'limited', editionSize: 10, available: 0, soldOut: true }],
    });

    // Reads
    const read = await gql(
      `query($a: ID!, $c: ID!, $col: ID!, $m: ID!) {
        artist(id: $a) { name artworks { items { id } } } category(id: $c) { name artworkCount collections { items { id } } }
        collection(id: $col) { artworkCount } teamMember(id: $m) { name }
        teamMembers(pageSize: 10) { totalItems } artists(search: "eri") { totalItems items { id } }
        collections(categoryId: $c) { totalItems } }`,
      { a: artist.id, c: category.id, col: collection.id, m: member.id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.artist.artworks.items.map((a: { id: string }) => a.id)).toEqual([art.id]);
    expect(read.data.category).toMatchObject({ artworkCount: 1, collections: { items: [{ id: collection.id }] } });
    expect(read.data.collection.artworkCount).toBe(1);
    expect(read.data.teamMembers.totalItems).toBe(1);
    expect(read.data.artists.items.map((a: { id: string }) => a.id)).toEqual([artist.id]);
    expect(read.data.collections.totalItems).toBe(1);

    // Updates (the artwork moves from its collection to the category; editions replaced)
    const updatedArt = (
      await gql(
        'mutation($id: ID!, $i: UpdateArtworkInput!) { updateArtwork(id: $id, input: $i) { version soldOut category { id } collection { id } editions { type price available } } }',
        {
          id: art.id,
          i: {
            version: 1,
            categoryId: category.id,
            editions: [
              { type: 'Print', price: '90.10', withheld: 8 },
              { type: 'Framed', price: '150' },
            ],
          },
        },
      )
    ).data.updateArtwork;
    expect(updatedArt).toEqual({
      version: 2,
      soldOut: false,
      category: { id: category.id },
      collection: null,
      editions: [
        { type: 'Print', price: '90.10', available: 2 },
        { type: 'Framed', price: '150.00', available: null },
      ],
    });
    const updatedArtist = await withImage(
      'mutation($id: ID!, $i: UpdateArtistInput!) { updateArtist(id: $id, input: $i) { name image { url } } }',
      { id: artist.id, i: { name: 'Eric H.', image: null } },
      'variables.i.image',
    );
    expect(updatedArtist.updateArtist.name).toBe('Eric H.');
    expect(updatedArtist.updateArtist.image.url).not.toBe(artist.image.url);
    await t.http().get(artist.image.url).expect(404);
    expect(
      (await gql('mutation($id: ID!) { updateCategory(id: $id, input: {name: "Limited Prints"}) { name } }', { id: category.id })).data.updateCategory.name,
    ).toBe('Limited Prints');
    expect(
      (await gql('mutation($id: ID!) { updateCollection(id: $id, input: {name: "Crowned Cranes"}) { name } }', { id: collection.id })).data.updateCollection
        .name,
    ).toBe('Crowned Cranes');
    expect(
      (await gql('mutation($id: ID!) { updateTeamMember(id: $id, input: {position: "Programme Lead"}) { position } }', { id: member.id })).data.updateTeamMember
        .position,
    ).toBe('Programme Lead');

    // Delete rules: refused with CONFLICT while in use, then allowed
    const refused = await gql('mutation($id: ID!) { deleteArtist(id: $id) }', { id: artist.id });
    expect(refused.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toMatch(/still has 1 artwork/);
    expect((await gql('mutation($id: ID!) { deleteCategory(id: $id) }', { id: category.id })).errors?.[0].extensions.code).toBe('CONFLICT');
    expect((await gql('mutation($id: ID!) { deleteArtwork(id: $id) }', { id: art.id })).data.deleteArtwork).toBe(true);
    expect((await gql('mutation($id: ID!) { deleteCollection(id: $id) }', { id: collection.id })).data.deleteCollection).toBe(true);
    expect((await gql('mutation($id: ID!) { deleteCategory(id: $id) }', { id: category.id })).data.deleteCategory).toBe(true);
    expect((await gql('mutation($id: ID!) { deleteArtist(id: $id) }', { id: artist.id })).data.deleteArtist).toBe(true);
    expect((await gql('mutation($id: ID!) { deleteTeamMember(id: $id) }', { id: member.id })).data.deleteTeamMember).toBe(true);
    const gone = await gql('query($id: ID!) { artwork(id: $id) { id } }', { id: art.id });
    expect(gone.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('edits the gallery image by image: keepImages keeps and orders, new images join them, the others go with their files', async () => {
    /** A multipart request with `count` images at variables.i.images.0… */
    const withImages = async (query: string, variables: { i: Record<string, unknown> } & Record<string, unknown>, count: number) => {
      let req = t
        .http()
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .set('apollo-require-preflight', 'true')
        .field('operations', JSON.stringify({ query, variables: { ...variables, i: { ...variables.i, images: Array(count).fill(null) } } }))
        .field('map', JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, n) => [n, [`variables.i.images.${n}`]]))));
      for (let n = 0; n < count; n += 1) req = req.attach(String(n), await png(), `g${n}.png`);
      return (await req.expect(200)).body;
    };
    const category = (
      await withImage('mutation($i: CreateCategoryInput!) { createCategory(input: $i) { id } }', { i: { name: 'Gallery', image: null } }, 'variables.i.image')
    ).createCategory;
    const artist = (
      await withImage(
        'mutation($i: CreateArtistInput!) { createArtist(input: $i) { id } }',
        { i: { name: 'Grace', description: 'Ink', image: null } },
        'variables.i.image',
      )
    ).createArtist;
    const created = await withImages(
      'mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id version images { url } } }',
      {
        i: {
          productCode: 'GAL-1',
          description: 'Three views',
          size: '40 cm',
          material: 'Ink',
          artistId: artist.id,
          categoryId: category.id,
          editions: [{ type: 'Original Art Work', price: '300' }],
        },
      },
      3,
    );
    const art = created.data.createArtwork;
    const [first, second, third] = art.images.map((image: { url: string }) => image.url);
    const update = 'mutation($id: ID!, $i: UpdateArtworkInput!) { updateArtwork(id: $id, input: $i) { version images { url } } }';

    const added = await withImages(update, { id: art.id, i: { version: art.version, keepImages: [third, first] } }, 1);
    expect(added.errors).toBeUndefined();
    const urls = added.data.updateArtwork.images.map((image: { url: string }) => image.url);
    expect(urls).toHaveLength(3);
    expect(urls.slice(0, 2)).toEqual([third, first]);
    await t.http().get(second).expect(404);
    for (const url of urls) await t.http().get(url).expect(200);

    // Removing one, nothing added: a plain JSON request.
    const removed = await gql(update, { id: art.id, i: { version: added.data.updateArtwork.version, keepImages: [urls[2]] } });
    expect(removed.data.updateArtwork.images).toEqual([{ url: urls[2] }]);
    await t.http().get(third).expect(404);
    await t.http().get(first).expect(404);

    const refused = await gql(update, { id: art.id, i: { version: removed.data.updateArtwork.version, keepImages: [first] } });
    expect(refused.errors?.[0]).toMatchObject({ message: `${first} is not one of this artwork's gallery images.`, extensions: { code: 'BAD_USER_INPUT' } });
    const twice = await gql(update, { id: art.id, i: { version: removed.data.updateArtwork.version, keepImages: [urls[2], urls[2]] } });
    expect(twice.errors?.[0]).toMatchObject({ message: 'keepImages names an image twice', extensions: { code: 'BAD_USER_INPUT' } });
    await t.http().get(urls[2]).expect(200);
  });

  it('validates inputs with BAD_USER_INPUT and messages naming the field', async () => {
    const noImage = await gql('mutation { createCategory(input: {name: "X"}) { id } }');
    expect(noImage.errors?.[0]).toMatchObject({ message: 'image is required', extensions: { code: 'BAD_USER_INPUT' } });
    const badPrice = await gql('mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id } }', {
      i: {
        productCode: 'B',
        description: 'd',
        size: 's',
        material: 'm',
        quantity: 1,
        artistId: '00000000-0000-4000-8000-000000000000',
        categoryId: '00000000-0000-4000-8000-000000000000',
        editions: [{ type: 'Print', price: '1.999' }],
      },
    });
    expect(badPrice.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(badPrice.errors?.[0].message).toMatch(/Decimal/);
    const badUrl = await gql('mutation { updateArtist(id: "00000000-0000-4000-8000-000000000000", input: {instagram: "not a url"}) { id } }');
    expect(badUrl.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(badUrl.errors?.[0].message).toMatch(/instagram must be a full URL/);
    const negative = await gql(
      'mutation { updateArtwork(id: "00000000-0000-4000-8000-000000000000", input: {version: 1, editions: [{type: "Print", price: "1", editionSize: 0}]}) { id } }',
    );
    expect(negative.errors?.[0].message).toMatch(/editions\.0\.editionSize must be at least 1/);
  });
});
