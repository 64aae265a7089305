import type { FieldNames } from '@sawa/api/common';
import { COLLECTION_LEGACY } from '@sawa/api/catalog';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { png } from './support/images';
import { UNKNOWN_ID } from './support/fixtures';
import { createTestApp, TestApp } from './harness';

/**
 * One input contract per operation: the same values sent through the legacy REST door and through
 * GraphQL are refused the same way with the same message (each door naming a field as it names
 * it), and what one door accepts is stored exactly as the other stores it.
 */

type Fields = Record<string, string>;
type Outcome = { refused: { kind: string; message: string } } | { stored: Record<string, unknown> };

interface Family {
  /** GraphQL type name: createX / updateX, CreateXInput / UpdateXInput. */
  type: string;
  restPath: string;
  table: string;
  /** REST answers the item at data.data (nested) or at data (the team's flat envelope). */
  nested: boolean;
  /** Clean name -> legacy REST name, where REST spells a field otherwise. */
  legacy: FieldNames;
  /** A valid create input (clean names); a case's fields are laid over it. */
  valid: (t: Ctx) => Fields;
  cases: { title: string; fields: (t: Ctx) => Fields }[];
}

interface Ctx {
  categoryId: string;
}

const over = (limit: number) => 'x'.repeat(limit + 1);
const exactly = (limit: number) => 'é'.repeat(limit);
const KIND = { 400: 'BAD_USER_INPUT', 404: 'NOT_FOUND', 409: 'CONFLICT' } as Record<number, string>;

const nameCases = (limit: number) => [
  { title: 'a name of spaces only', fields: () => ({ name: '   ' }) },
  { title: 'an empty name', fields: () => ({ name: '' }) },
  { title: 'a name with spaces around it (kept without them)', fields: () => ({ name: '  Paintings  ' }) },
  { title: 'a name one character over the limit', fields: () => ({ name: over(limit) }) },
  { title: 'a name exactly at the limit (in characters, not bytes)', fields: () => ({ name: exactly(limit) }) },
  { title: 'a name with a NUL character', fields: () => ({ name: 'Pain\u0000tings' }) },
];

const FAMILIES: Family[] = [
  {
    type: 'Category',
    restPath: '/api/v1/category',
    table: 'category',
    nested: true,
    legacy: {},
    valid: () => ({ name: 'Paintings' }),
    cases: nameCases(FIELD_LIMITS.category.name),
  },
  {
    type: 'Collection',
    restPath: '/api/v1/collection',
    table: 'collection',
    nested: true,
    legacy: COLLECTION_LEGACY.fields,
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
    type: 'Artist',
    restPath: '/api/v1/artist',
    table: 'artist',
    nested: true,
    legacy: {},
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
    type: 'TeamMember',
    restPath: '/api/v1/team',
    table: 'team_member',
    nested: false,
    legacy: {},
    valid: () => ({ name: 'Diane', position: 'Studio Manager' }),
    cases: [
      ...nameCases(FIELD_LIMITS.teamMember.name),
      { title: 'a position of spaces only', fields: () => ({ position: '   ' }) },
      { title: 'a position over the limit', fields: () => ({ position: over(FIELD_LIMITS.teamMember.position) }) },
      { title: 'a position with spaces around it', fields: () => ({ position: '  Curator ' }) },
    ],
  },
];

/** The GraphQL wording of a REST message: legacy field names replaced by the contract's. */
function inGraphqlNames(message: string, legacy: FieldNames): string {
  return Object.entries(legacy).reduce((text, [clean, old]) => text.replace(new RegExp(`\\b${old}\\b`, 'g'), clean), message);
}

describe('contract parity: REST and GraphQL accept and refuse the same catalogue and team inputs', () => {
  let t: TestApp;
  let auth: string;
  const ctx: Ctx = { categoryId: '' };

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    const category = await t.http().post('/api/v1/category').set('Authorization', auth).field('name', 'Shelf').attach('image', await png(), 'c.png').expect(201);
    ctx.categoryId = category.body.data.data._id;
  });
  afterAll(() => t.close());

  async function stored(family: Family, id: string): Promise<Record<string, unknown>> {
    const [row] = await t.dataSource.query(`SELECT * FROM ${family.table} WHERE id = $1`, [id]);
    const { id: _id, image_id: _image, created_at: _created, updated_at: _updated, ...values } = row as Record<string, unknown>;
    return values;
  }

  async function created(family: Family): Promise<string> {
    const res = await t.http().post(family.restPath).set('Authorization', auth).field(valid(family)).attach('image', await png(), 'image.png').expect(201);
    return (family.nested ? res.body.data.data : res.body.data)._id;
  }

  /** A valid create form under its REST names. */
  const valid = (family: Family) => Object.fromEntries(Object.entries(family.valid(ctx)).map(([field, value]) => [family.legacy[field] ?? field, value]));

  async function rest(family: Family, fields: Fields, id?: string): Promise<Outcome> {
    let req = id ? t.http().patch(`${family.restPath}/${id}`) : t.http().post(family.restPath);
    req = req.set('Authorization', auth);
    for (const [field, value] of Object.entries(fields)) req = req.field(family.legacy[field] ?? field, value);
    if (!id) req = req.attach('image', await png(), 'image.png');
    const res = await req;
    if (res.status >= 400) {
      expect(res.body.status).toBe('fail');
      return { refused: { kind: KIND[res.status] ?? String(res.status), message: inGraphqlNames(res.body.message, family.legacy) } };
    }
    expect(res.status).toBe(id ? 200 : 201);
    const item = family.nested ? res.body.data.data : res.body.data;
    return { stored: await stored(family, item._id) };
  }

  async function graphql(family: Family, fields: Fields, id?: string): Promise<Outcome> {
    const operation = `${id ? 'update' : 'create'}${family.type}`;
    const query = id
      ? `mutation($id: ID!, $i: Update${family.type}Input!) { ${operation}(id: $id, input: $i) { id } }`
      : `mutation($i: Create${family.type}Input!) { ${operation}(input: $i) { id } }`;
    const req = t.http().post('/graphql').set('Authorization', auth);
    const res = id
      ? await req.send({ query, variables: { id, i: fields } })
      : await req
          .set('apollo-require-preflight', 'true')
          .field('operations', JSON.stringify({ query, variables: { i: { ...fields, image: null } } }))
          .field('map', JSON.stringify({ 0: ['variables.i.image'] }))
          .attach('0', await png(), 'image.png');
    if (res.body.errors) return { refused: { kind: res.body.errors[0].extensions.code, message: res.body.errors[0].message } };
    return { stored: await stored(family, res.body.data[operation].id) };
  }

  for (const family of FAMILIES) {
    describe(family.type, () => {
      it.each(family.cases.map((c) => [c.title, c]))('create with %s: same answer on both doors', async (_title, c) => {
        const fields = { ...family.valid(ctx), ...c.fields(ctx) };
        const [viaRest, viaGraphql] = [await rest(family, fields), await graphql(family, fields)];
        expect(viaGraphql).toEqual(viaRest);
      });

      it.each(family.cases.map((c) => [c.title, c]))('update with %s: same answer on both doors', async (_title, c) => {
        // Each door edits its own record, made alike through REST.
        const [idA, idB] = [await created(family), await created(family)];
        const fields = c.fields(ctx);
        const viaRest = await rest(family, fields, idA);
        const viaGraphql = await graphql(family, fields, idB);
        expect(viaGraphql).toEqual(viaRest);
      });
    });
  }

  it('refuses a required field sent as null on update, and never clears it', async () => {
    const id = await created(FAMILIES[0]);
    const res = await t.http().post('/graphql').set('Authorization', auth).send({ query: 'mutation($id: ID!) { updateCategory(id: $id, input: {name: null}) { id } }', variables: { id } });
    expect(res.body.errors[0]).toMatchObject({ message: 'name is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored(FAMILIES[0], id)).toEqual({ name: 'Paintings' });
  });

  it('the updateCategory trimming bug is gone: "   " refused, "  Paintings  " stored trimmed, on GraphQL as on REST', async () => {
    const id = await created(FAMILIES[0]);
    const update = (name: string) =>
      t.http().post('/graphql').set('Authorization', auth).send({ query: 'mutation($id: ID!, $name: String!) { updateCategory(id: $id, input: {name: $name}) { name } }', variables: { id, name } });
    expect((await update('   ')).body.errors[0]).toMatchObject({ message: 'name is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await update('  Paintings  ')).body.data.updateCategory.name).toBe('Paintings');
  });
});
