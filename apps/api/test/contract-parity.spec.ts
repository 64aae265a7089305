import type { FieldNames } from '@sawa/api/common';
import { ART_LEGACY, COLLECTION_LEGACY, MAX_EDITIONS } from '@sawa/api/catalog';
import { FIELD_LIMITS, ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { png } from './support/images';
import { UNKNOWN_ID } from './support/fixtures';
import { createTestApp, TestApp } from './harness';

/**
 * One input contract per operation: the same values sent through the legacy REST door and through
 * GraphQL are refused the same way with the same message (each door naming a field as it names
 * it), and what one door accepts is stored exactly as the other stores it.
 */

type Fields = Record<string, unknown>;
type Outcome = { refused: { kind: string; message?: string } } | { stored: Record<string, unknown> };

interface Case {
  title: string;
  fields: (t: Ctx) => Fields;
  /** Refused by both doors, but in other words: why (only the kind of refusal is compared). */
  wordedOtherwise?: string;
}

interface Family {
  title: string;
  restPath: string;
  /** The REST answer's id of what was stored. */
  restId: (body: { data: { _id?: string; id?: string; data?: { _id: string } } }) => string;
  /** GraphQL mutations: [field, input type]. A family without update has none over either door. */
  create: [string, string];
  update?: [string, string];
  table: string;
  /** Stored rows that belong to a record (an artwork's editions), compared with it. */
  children?: string;
  /** Clean name -> legacy REST name, where REST spells a field otherwise. */
  legacy: FieldNames;
  /** The file each create needs, under its REST and GraphQL name. */
  image?: boolean;
  /** A valid create input (clean names); a case's fields are laid over it. */
  valid: (t: Ctx) => Fields;
  /** Sent with every update (the artwork's version). */
  updateWith?: Fields;
  /** What only the REST create form has (the legacy `quantity`, which REST requires). */
  restCreateWith?: Record<string, string>;
  /** The REST form text of a value that is not text (an artwork's editions: JSON under legacy names). */
  restText?: (field: string, value: unknown) => string;
  cases: Case[];
}

interface Ctx {
  categoryId: string;
  collectionId: string;
  artistId: string;
}

const over = (limit: number) => 'x'.repeat(limit + 1);
const exactly = (limit: number) => 'é'.repeat(limit);
const KIND = { 400: 'BAD_USER_INPUT', 404: 'NOT_FOUND', 409: 'CONFLICT' } as Record<number, string>;

const nameCases = (limit: number): Case[] => [
  { title: 'a name of spaces only', fields: () => ({ name: '   ' }) },
  { title: 'an empty name', fields: () => ({ name: '' }) },
  { title: 'a name with spaces around it (kept without them)', fields: () => ({ name: '  Paintings  ' }) },
  { title: 'a name one character over the limit', fields: () => ({ name: over(limit) }) },
  { title: 'a name exactly at the limit (in characters, not bytes)', fields: () => ({ name: exactly(limit) }) },
  { title: 'a name with a NUL character', fields: () => ({ name: 'Pain\u0000tings' }) },
];

const nested = (body: { data: { data?: { _id: string } } }) => body.data.data!._id;
let productCodes = 0;
const editions = (...rows: Fields[]) => ({ editions: rows });

const FAMILIES: Family[] = [
  {
    title: 'Category',
    restPath: '/api/v1/category',
    restId: nested,
    create: ['createCategory', 'CreateCategoryInput'],
    update: ['updateCategory', 'UpdateCategoryInput'],
    table: 'category',
    legacy: {},
    image: true,
    valid: () => ({ name: 'Paintings' }),
    cases: nameCases(FIELD_LIMITS.category.name),
  },
  {
    title: 'Collection',
    restPath: '/api/v1/collection',
    restId: nested,
    create: ['createCollection', 'CreateCollectionInput'],
    update: ['updateCollection', 'UpdateCollectionInput'],
    table: 'collection',
    legacy: COLLECTION_LEGACY.fields,
    image: true,
    valid: (c) => ({ name: 'Gorillas', categoryId: c.categoryId }),
    cases: [
      ...nameCases(FIELD_LIMITS.collection.name),
      { title: 'a category that is not an id', fields: () => ({ categoryId: 'paintings' }) },
      { title: 'a blank category', fields: () => ({ categoryId: '  ' }) },
      { title: 'a category id with spaces around it', fields: (c) => ({ categoryId: ` ${c.categoryId} ` }) },
      { title: 'a category that does not exist', fields: () => ({ categoryId: UNKNOWN_ID }) },
    ],
  },
  {
    title: 'Artist',
    restPath: '/api/v1/artist',
    restId: nested,
    create: ['createArtist', 'CreateArtistInput'],
    update: ['updateArtist', 'UpdateArtistInput'],
    table: 'artist',
    legacy: {},
    image: true,
    valid: () => ({ name: 'Amani', description: 'Paints gorillas', instagram: 'https://instagram.com/amani' }),
    cases: [
      ...nameCases(FIELD_LIMITS.artist.name),
      { title: 'a description of spaces only', fields: () => ({ description: ' \n ' }) },
      { title: 'a description over the limit', fields: () => ({ description: over(FIELD_LIMITS.artist.description) }) },
      { title: 'blank links (none)', fields: () => ({ x: '', instagram: '  ', linkedin: '', facebook: ' ' }) },
      { title: 'links with spaces around them', fields: () => ({ x: '  @amani ', linkedin: ' https://linkedin.com/in/amani ' }) },
      { title: 'a link that is not a URL', fields: () => ({ instagram: 'instagram.com/amani' }) },
      { title: 'a javascript: link', fields: () => ({ facebook: 'javascript:alert(1)' }) },
      { title: 'a link over the limit', fields: () => ({ linkedin: `https://linkedin.com/${'a'.repeat(FIELD_LIMITS.artist.linkedin)}` }) },
      { title: 'an X handle over the limit', fields: () => ({ x: over(FIELD_LIMITS.artist.x) }) },
    ],
  },
  {
    title: 'TeamMember',
    restPath: '/api/v1/team',
    restId: (body) => body.data._id!,
    create: ['createTeamMember', 'CreateTeamMemberInput'],
    update: ['updateTeamMember', 'UpdateTeamMemberInput'],
    table: 'team_member',
    legacy: {},
    image: true,
    valid: () => ({ name: 'Diane', position: 'Studio Manager' }),
    cases: [
      ...nameCases(FIELD_LIMITS.teamMember.name),
      { title: 'a position of spaces only', fields: () => ({ position: '   ' }) },
      { title: 'a position over the limit', fields: () => ({ position: over(FIELD_LIMITS.teamMember.position) }) },
      { title: 'a position with spaces around it', fields: () => ({ position: '  Curator ' }) },
    ],
  },
  {
    title: 'Artwork',
    restPath: '/api/v1/art',
    restId: nested,
    create: ['createArtwork', 'CreateArtworkInput'],
    update: ['updateArtwork', 'UpdateArtworkInput'],
    table: 'art',
    children: 'SELECT edition_type, price, position, edition_size, reserved, sold, withheld FROM edition WHERE art_id = $1 ORDER BY position',
    legacy: ART_LEGACY.fields,
    valid: (c) => ({
      name: 'Silverback',
      productCode: `P-${++productCodes}`,
      description: 'A silverback at dawn',
      size: '60 x 80 cm',
      material: 'Oil on canvas',
      artistId: c.artistId,
      categoryId: c.categoryId,
      editions: [{ type: ORIGINAL_ART_WORK, price: '1200' }],
    }),
    updateWith: { version: 1 },
    // The Original Art Work counts 1: the same stock as the GraphQL create makes.
    restCreateWith: { quantity: '1' },
    restText: (field, value) =>
      field === 'editions'
        ? JSON.stringify((value as Fields[]).map((row) => Object.fromEntries(Object.entries(row).map(([key, v]) => [ART_LEGACY.fields[key] ?? key, v]))))
        : String(value),
    cases: [
      ...nameCases(FIELD_LIMITS.artwork.name),
      { title: 'a product code of spaces only', fields: () => ({ productCode: '   ' }) },
      { title: 'a product code with spaces around it', fields: () => ({ productCode: '  P-TRIMMED  ' }) },
      { title: 'a product code over the limit', fields: () => ({ productCode: over(FIELD_LIMITS.artwork.productCode) }) },
      { title: 'a description of spaces only', fields: () => ({ description: ' \n ' }) },
      { title: 'a description over the limit', fields: () => ({ description: over(FIELD_LIMITS.artwork.description) }) },
      { title: 'a size over the limit', fields: () => ({ size: over(FIELD_LIMITS.artwork.size) }) },
      { title: 'a material of spaces only', fields: () => ({ material: '  ' }) },
      { title: 'an artist that is not an id', fields: () => ({ artistId: 'amani' }) },
      { title: 'a blank artist', fields: () => ({ artistId: ' ' }) },
      { title: 'an artist that does not exist', fields: () => ({ artistId: UNKNOWN_ID }) },
      { title: 'a collection besides the category (create: both; update: a move)', fields: (c) => ({ collectionId: c.collectionId }) },
      { title: 'a blank category and a collection', fields: (c) => ({ categoryId: ' ', collectionId: c.collectionId }) },
      { title: 'a collection that does not exist', fields: () => ({ categoryId: '', collectionId: UNKNOWN_ID }) },
      { title: 'no editions', fields: () => editions() },
      { title: 'an edition type of spaces only', fields: () => editions({ type: '   ', price: '10' }) },
      { title: 'an edition type over the limit', fields: () => editions({ type: over(FIELD_LIMITS.artwork.editionType), price: '10' }) },
      { title: 'an edition type with spaces around it', fields: () => editions({ type: '  Giclée print  ', price: '95.5', editionSize: 25 }) },
      { title: 'an edition size of 0', fields: () => editions({ type: 'Print', price: '10', editionSize: 0 }) },
      { title: 'a negative number of units kept back', fields: () => editions({ type: 'Print', price: '10', editionSize: 5, withheld: -1 }) },
      { title: 'an edition id that is not an id', fields: () => editions({ id: 'first', type: ORIGINAL_ART_WORK, price: '10' }) },
      {
        title: `more than ${MAX_EDITIONS} editions`,
        fields: () => editions(...Array.from({ length: MAX_EDITIONS + 1 }, (_, i) => ({ type: `Print ${i}`, price: '10' }))),
      },
      {
        title: 'a price with three decimals',
        fields: () => editions({ type: 'Print', price: '1.234' }),
        wordedOtherwise: "GraphQL's Decimal scalar refuses it while reading the variables, before the contract, in its own words",
      },
    ],
  },
  {
    title: 'CommissionRequest',
    restPath: '/api/v1/commissions/send-commission',
    restId: (body) => body.data.id!,
    create: ['requestCommission', 'CommissionRequestInput'],
    table: 'commission_request',
    legacy: {},
    valid: () => ({
      name: 'Grace',
      email: 'grace@example.org',
      phone: '+250 788 123 456',
      country: 'Rwanda',
      artworkType: 'Painting',
      size: '60 x 90 cm',
      stylePreferences: 'Warm',
      message: 'A golden monkey',
    }),
    cases: [
      { title: 'a name of spaces only', fields: () => ({ name: '   ' }) },
      { title: 'a name over the limit', fields: () => ({ name: over(FIELD_LIMITS.commission.name) }) },
      { title: 'an e-mail with a one-letter top-level domain', fields: () => ({ email: 'a@b.c' }) },
      { title: 'an e-mail without a domain', fields: () => ({ email: 'grace@example' }) },
      { title: 'an e-mail with a space inside', fields: () => ({ email: 'grace @example.org' }) },
      { title: 'an e-mail with spaces around it and capitals', fields: () => ({ email: '  Grace@Example.ORG ' }) },
      { title: 'an e-mail over the limit', fields: () => ({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org` }) },
      { title: 'a phone of words', fields: () => ({ phone: 'call me' }) },
      { title: 'a phone too short', fields: () => ({ phone: '12345' }) },
      { title: 'a phone too long', fields: () => ({ phone: '+250 788 123 456 789 00' }) },
      { title: 'a phone with spaces around it', fields: () => ({ phone: '  0788123456 ' }) },
      { title: 'a country of spaces only', fields: () => ({ country: '  ' }) },
      { title: 'a message over the limit', fields: () => ({ message: over(FIELD_LIMITS.commission.message) }) },
    ],
  },
];

/** The GraphQL wording of a REST message: legacy field names replaced by the contract's. */
function inGraphqlNames(message: string, legacy: FieldNames): string {
  return Object.entries(legacy).reduce((text, [clean, old]) => text.replace(new RegExp(`\\b${old}\\b`, 'g'), clean), message);
}

describe('contract parity: REST and GraphQL accept and refuse the same catalogue, team and contact inputs', () => {
  let t: TestApp;
  let auth: string;
  const ctx: Ctx = { categoryId: '', collectionId: '', artistId: '' };
  // Every request comes from its own client address, so the public writes' rate limits stay out of the comparison.
  let clients = 0;
  const client = () => `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    auth = `Bearer ${await t.token()}`;
    const post = async (path: string, fields: Record<string, string>) =>
      (
        await t
          .http()
          .post(path)
          .set('Authorization', auth)
          .field(fields)
          .attach('image', await png(), 'i.png')
          .expect(201)
      ).body.data.data._id;
    ctx.categoryId = await post('/api/v1/category', { name: 'Shelf' });
    ctx.collectionId = await post('/api/v1/collection', { name: 'Gorillas', categories: ctx.categoryId });
    ctx.artistId = await post('/api/v1/artist', { name: 'Aline', description: 'Paints' });
  });
  afterAll(() => t.close());

  async function stored(family: Family, id: string): Promise<Record<string, unknown>> {
    const [row] = await t.dataSource.query(`SELECT * FROM ${family.table} WHERE id = $1`, [id]);
    const { id: _id, image_id: _image, created_at: _created, updated_at: _updated, ...values } = row as Record<string, unknown>;
    return family.children ? { ...values, children: await t.dataSource.query(family.children, [id]) } : values;
  }

  /** An answer, and the id of what it stored: read, then removed, so unique values (a product code) stay free for the other door. */
  type Answer = { outcome: Outcome; id?: string };

  async function rest(family: Family, fields: Fields, id?: string): Promise<Answer> {
    let req = id ? t.http().patch(`${family.restPath}/${id}`) : t.http().post(family.restPath);
    req = req.set('Authorization', auth).set('X-Forwarded-For', client());
    for (const [field, value] of Object.entries(fields)) {
      req = req.field(family.legacy[field] ?? field, typeof value === 'string' ? value : (family.restText ?? String)(field, value));
    }
    if (!id) req = req.field(family.restCreateWith ?? {});
    if (!id && family.image) req = req.attach('image', await png(), 'image.png');
    const res = await req;
    if (res.status >= 400) {
      expect(res.body.status).toBe('fail');
      return { outcome: { refused: { kind: KIND[res.status] ?? String(res.status), message: inGraphqlNames(res.body.message, family.legacy) } } };
    }
    expect(res.status).toBeLessThan(300);
    const storedId = family.restId(res.body);
    return { outcome: { stored: await stored(family, storedId) }, id: storedId };
  }

  async function graphql(family: Family, fields: Fields, id?: string): Promise<Answer> {
    const [operation, inputType] = id ? family.update! : family.create;
    const query = id
      ? `mutation($id: ID!, $i: ${inputType}!) { ${operation}(id: $id, input: $i) { id } }`
      : `mutation($i: ${inputType}!) { ${operation}(input: $i) { id } }`;
    const req = t.http().post('/graphql').set('Authorization', auth).set('X-Forwarded-For', client());
    const res =
      id || !family.image
        ? await req.send({ query, variables: { id, i: fields } })
        : await req
            .set('apollo-require-preflight', 'true')
            .field('operations', JSON.stringify({ query, variables: { i: { ...fields, image: null } } }))
            .field('map', JSON.stringify({ 0: ['variables.i.image'] }))
            .attach('0', await png(), 'image.png');
    if (res.body.errors) return { outcome: { refused: { kind: res.body.errors[0].extensions.code, message: res.body.errors[0].message } } };
    const storedId: string = res.body.data[operation].id;
    return { outcome: { stored: await stored(family, storedId) }, id: storedId };
  }

  async function settled(family: Family, answer: Answer): Promise<Outcome> {
    if (answer.id) await t.dataSource.query(`DELETE FROM ${family.table} WHERE id = $1`, [answer.id]);
    return answer.outcome;
  }

  /** A valid record made through REST, for an update to start from. */
  async function created(family: Family, fields: Fields): Promise<string> {
    const { outcome, id } = await rest(family, fields);
    if (!id) throw new Error(`could not create a ${family.title}: ${JSON.stringify(outcome)}`);
    return id;
  }

  /** Both doors refuse, in their own words: only the kind of refusal is compared. */
  const compared = (c: Case, outcome: Outcome): Outcome => (c.wordedOtherwise && 'refused' in outcome ? { refused: { kind: outcome.refused.kind } } : outcome);

  for (const family of FAMILIES) {
    describe(family.title, () => {
      it.each(family.cases.map((c) => [c.title, c]))('create with %s: same answer on both doors', async (_title, c) => {
        const fields = { ...family.valid(ctx), ...c.fields(ctx) };
        const viaRest = await settled(family, await rest(family, fields));
        const viaGraphql = await settled(family, await graphql(family, fields));
        expect(compared(c, viaGraphql)).toEqual(compared(c, viaRest));
      });

      if (!family.update) return;
      it.each(family.cases.map((c) => [c.title, c]))('update with %s: same answer on both doors', async (_title, c) => {
        // Each door edits a record made alike through REST, one after the other.
        const base = family.valid(ctx);
        const fields = { ...family.updateWith, ...c.fields(ctx) };
        const idA = await created(family, base);
        const viaRest = await settled(family, { ...(await rest(family, fields, idA)), id: idA });
        const idB = await created(family, base);
        const viaGraphql = await settled(family, { ...(await graphql(family, fields, idB)), id: idB });
        expect(compared(c, viaGraphql)).toEqual(compared(c, viaRest));
      });
    });
  }

  it('refuses a required field sent as null on update, and never clears it', async () => {
    const id = await created(FAMILIES[0], FAMILIES[0].valid(ctx));
    const res = await t
      .http()
      .post('/graphql')
      .set('Authorization', auth)
      .send({ query: 'mutation($id: ID!) { updateCategory(id: $id, input: {name: null}) { id } }', variables: { id } });
    expect(res.body.errors[0]).toMatchObject({ message: 'name is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored(FAMILIES[0], id)).toEqual({ name: 'Paintings' });
  });

  it('the updateCategory trimming bug is gone: "   " refused, "  Paintings  " stored trimmed, on GraphQL as on REST', async () => {
    const id = await created(FAMILIES[0], FAMILIES[0].valid(ctx));
    const update = (name: string) =>
      t
        .http()
        .post('/graphql')
        .set('Authorization', auth)
        .send({ query: 'mutation($id: ID!, $name: String!) { updateCategory(id: $id, input: {name: $name}) { name } }', variables: { id, name } });
    expect((await update('   ')).body.errors[0]).toMatchObject({ message: 'name is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await update('  Paintings  ')).body.data.updateCategory.name).toBe('Paintings');
  });

  it('an artwork update may carry its version as If-Match over REST, where GraphQL requires it', async () => {
    const family = FAMILIES.find((f) => f.title === 'Artwork')!;
    const id = await created(family, family.valid(ctx));
    const stale = await t.http().patch(`/api/v1/art/${id}`).set('Authorization', auth).set('If-Match', '"7"').field('artName', 'Later');
    expect(stale.status).toBe(409);
    const missing = await t
      .http()
      .post('/graphql')
      .set('Authorization', auth)
      .send({ query: 'mutation($id: ID!) { updateArtwork(id: $id, input: {name: "Later"}) { id } }', variables: { id } });
    expect(missing.body.errors[0].message).toMatch(/version/);
  });
});
