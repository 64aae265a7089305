import { countQueries } from './support/query-count';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Upload from 'graphql-upload/Upload.mjs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNullableType,
  GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { LIST_SIZE, listCostEstimator } from '@sawa/api/graphql';
import { MAX_PAGE_SIZE } from '@sawa/shared/domain';
import { createArtist, insertArt } from './support/fixtures';
import { png } from './support/images';
import { createTestApp, TestApp } from './harness';

const WEB_SRC = join(__dirname, '..', '..', 'web', 'src');

/** Every .graphql document the web client sends (codegen's input). */
function webDocuments(dir = WEB_SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : webDocuments(path);
    return name.endsWith('.graphql') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** A valid value of an input type (required fields filled), for costing an operation without running it. */
function sample(type: GraphQLInputType): unknown {
  const named = getNullableType(type);
  if (isListType(named)) return [sample(named.ofType)];
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named))
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  if (named.name === 'Upload') {
    const upload = new Upload();
    upload.resolve({ filename: 'a.png', mimetype: 'image/png', encoding: '7bit', createReadStream: () => Readable.from([]) });
    return upload;
  }
  return (
    { Int: 8, Float: 1, Boolean: true, ID: '00000000-0000-4000-8000-000000000000', Decimal: '1.00', DateTime: new Date().toISOString() }[named.name] ?? 'x'
  );
}

/**
 * The finding's query, within the depth limit: `artists(pageSize: 100) { items { artworks { items { artist { artworks { items
 * { artist { name } } } } } } } }`, with the nested lists at `pageSize` (their default when unset).
 */
function amplification(pageSize?: number): string {
  const args = pageSize === undefined ? '' : `(pageSize: ${pageSize})`;
  return `{ artists(pageSize: 100) { items { name artworks${args} { items { name artist { name artworks${args} { items { name artist { name } } } } } } } } }`;
}

describe('bounded GraphQL', () => {
  let t: TestApp;
  let resolved = 0;
  const gql = (query: string, variables?: object) => t.http().post('/graphql').send({ query, variables });

  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    // A real studio catalogue at the size of the finding: 10 artists with 30 works each.
    const category = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', `Bearer ${await t.token()}`)
      .field('name', 'Paintings')
      .attach('image', await png(), 'c.png')
      .expect(201);
    for (let a = 0; a < 10; a++) {
      const artistId = await createArtist(t, `Artist ${a}`);
      for (let w = 0; w < 30; w++)
        await insertArt(t, { categoryId: category.body.data.data._id }, { artistId, name: `Work ${a}-${w}`, createdAt: new Date(Date.UTC(2024, 0, 1 + w)) });
    }
    // Every field the server resolves, counted from outside the code under test.
    const schema = t.app.get(GraphQLSchemaHost).schema;
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type) || !('isTypeOf' in type)) continue;
      for (const field of Object.values((type as { getFields(): Record<string, { resolve?: (...a: unknown[]) => unknown }> }).getFields())) {
        const resolve = field.resolve;
        if (!resolve) continue;
        field.resolve = (...args: unknown[]) => {
          resolved += 1;
          return resolve(...args);
        };
      }
    }
  }, 120_000);
  afterAll(() => t.close());

  it('every answer asks no cache to keep it: a read, a mutation, a refusal (noStorePlugin)', async () => {
    const answers = [
      await gql('{ categories { items { id } } }'),
      await gql('mutation { recordPageView(path: "/", referrer: null) }'),
      await gql('{ nope }'),
      await gql(amplification()),
    ];
    expect(answers.map((res) => [res.status, res.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [400, 'no-store'],
      [400, 'no-store'],
    ]);
  });

  it('refuses the amplification query of the finding before reading anything', async () => {
    for (const query of [amplification(), amplification(30), amplification(100)]) {
      resolved = 0;
      let res!: { status: number; body: { errors?: { message: string; extensions: { code: string } }[]; data?: unknown } };
      const sql = await countQueries(t, async () => (res = await gql(query)));
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.body.errors?.[0].message).toMatch(/^Query cost \d+ is over the limit of 10000\. Each list counts its page size/);
      expect(sql).toBe(0);
      expect(resolved).toBe(0);
    }
  });

  it("pages the nested lists: an artist's works and a category's collections", async () => {
    const [artist] = await t.dataSource.query(`SELECT id FROM artist WHERE name = 'Artist 3'`);
    const read = async (page: number) =>
      (
        await gql('query ($id: ID!, $page: Int!) { artist(id: $id) { artworks(page: $page, pageSize: 12) { totalItems page pageSize items { name } } } }', {
          id: artist.id,
          page,
        }).expect(200)
      ).body.data.artist.artworks;
    const first = await read(1);
    expect(first).toMatchObject({ totalItems: 30, page: 1, pageSize: 12 });
    expect(first.items.map((a: { name: string }) => a.name).slice(0, 2)).toEqual(['Work 3-29', 'Work 3-28']);
    const last = await read(3);
    expect(last.items.map((a: { name: string }) => a.name)).toEqual(['Work 3-5', 'Work 3-4', 'Work 3-3', 'Work 3-2', 'Work 3-1', 'Work 3-0']);
    expect((await read(4)).items).toEqual([]);
    expect((await read(4)).totalItems).toBe(30);
    const tooBig = await gql('{ artists(pageSize: 1) { items { artworks(pageSize: 101) { totalItems } } } }');
    expect(tooBig.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/pageSize must not be greater than 100/),
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const categories = (await gql('{ categories { items { name collections(pageSize: 5) { totalItems pageSize items { id } } } } }').expect(200)).body.data
      .categories.items;
    expect(categories).toEqual([{ name: 'Paintings', collections: { totalItems: 0, pageSize: 5, items: [] } }]);
  });

  it('reads nested pages for a whole page of parents in a fixed number of SQL queries', async () => {
    const query = (pageSize: number) =>
      `{ artists(pageSize: ${pageSize}) { items { name artworks(pageSize: 5) { totalItems items { id name coverImage { url } editions { price } } } } } }`;
    let body: { data: { artists: { items: { artworks: { totalItems: number; items: unknown[] } }[] } } } | undefined;
    const few = await countQueries(t, async () => (body = (await gql(query(2)).expect(200)).body));
    expect(body!.data.artists.items.map((a) => a.artworks.items.length)).toEqual([5, 5]);
    const many = await countQueries(t, async () => (body = (await gql(query(10)).expect(200)).body));
    expect(body!.data.artists.items).toHaveLength(10);
    expect(body!.data.artists.items.every((a) => a.artworks.totalItems === 30 && a.artworks.items.length === 5)).toBe(true);
    expect(many).toBe(few);
  });

  it('bounds every list field of the schema: paged, capped by an argument, or of a declared size', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const unbounded: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!isListType(getNullableType(field.type))) continue;
        const capped = field.args.some((a) => a.name === 'pageSize' || a.name === 'limit');
        if (!capped && typeof field.extensions?.[LIST_SIZE] !== 'number') unbounded.push(`${type.name}.${field.name}`);
      }
    }
    // Admin-only or configuration-sized lists, bounded by what makes them (counted as 10 items by the cost, and by the field ceiling).
    expect(unbounded.sort()).toEqual(
      [
        'AuditEntry.changes', // the fields one change touched (an artwork's editions at most MAX_EDITIONS)
        'AuditEntry.details',
        'Order.lines', // at most ORDER_MAX_LINES per order
        'OrderStatusView.lines',
        'OutboxMessage.attachmentNames', // one reference image
        'PageViewStats.perDay', // the days asked for
        'PageViewStats.topPages', // top 10
        'Query.jobQueues', // one per job kind
        'Query.shippingRates', // one per shipping zone (five)
        'Mutation.updateShippingRates',
        'Query.staffMembers', // the studio's team (Owner only)
        'Sales.revenue', // one per currency
        'SellingForRealResult.kept', // the demo catalogue's rows
        'SellingForRealResult.removed',
        'ShopMode.demoContent',
        'SiteSettings.social', // four networks
      ].sort(),
    );
  });

  it('keeps an artwork to MAX_EDITIONS editions, the size its editions list declares', async () => {
    const editions = Array.from({ length: 11 }, (_, i) => ({ type: `Print ${i}`, price: '10.00' }));
    const res = await t
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${await t.token()}`)
      .send({
        query: 'mutation ($i: CreateArtworkInput!) { createArtwork(input: $i) { id } }',
        variables: {
          i: {
            productCode: 'E-11',
            description: 'd',
            size: 's',
            material: 'm',
            artistId: '00000000-0000-4000-8000-000000000000',
            categoryId: '00000000-0000-4000-8000-000000000000',
            editions,
          },
        },
      });
    expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/editions: at most 10 editions/), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lets every operation the website and back office send through, at the largest page size they use', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const costs: Record<string, number> = {};
    for (const source of webDocuments()) {
      const document = parse(source);
      for (const operation of document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
        // Every page size at the largest the client sends (MAX_PAGE_SIZE), the first page, any valid value for the rest.
        const variables: Record<string, unknown> = {};
        for (const definition of operation.variableDefinitions ?? []) {
          const name = definition.variable.name.value;
          variables[name] =
            name === 'pageSize' ? MAX_PAGE_SIZE : name === 'page' ? 1 : sample(typeFromAST(schema, definition.type as never) as GraphQLInputType);
        }
        costs[operation.name!.value] = getComplexity({
          schema,
          query: document,
          operationName: operation.name!.value,
          variables,
          estimators: [listCostEstimator],
        });
      }
    }
    expect(Object.keys(costs).length).toBeGreaterThan(30);
    expect(Object.entries(costs).filter(([, cost]) => cost > 10_000)).toEqual([]);
  });
});

describe('the resolved-fields ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', GRAPHQL_MAX_FIELDS: '300' });
    const artistId = await createArtist(t, 'Prolific');
    const category = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', `Bearer ${await t.token()}`)
      .field('name', 'Prints')
      .attach('image', await png(), 'c.png')
      .expect(201);
    for (let w = 0; w < 60; w++) await insertArt(t, { categoryId: category.body.data.data._id }, { artistId, name: `Print ${w}` });
  }, 120_000);
  afterAll(() => t.close());

  it('stops a request that resolves more fields than the ceiling with one clear 400, whatever its estimated cost', async () => {
    // Within the cost limit, over a ceiling of 300 fields: 60 works × (id, name, productCode, size, material, description).
    const res = await t.http().post('/graphql').send({ query: '{ artworks(pageSize: 100) { items { id name productCode size material description } } }' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        {
          message: 'The answer would hold more than 300 fields, the limit of one request. Ask for smaller pages or fewer nested lists.',
          extensions: { code: 'RESPONSE_TOO_LARGE' },
        },
      ],
    });
    // Under the ceiling, the same list answers.
    const small = await t.http().post('/graphql').send({ query: '{ artworks(pageSize: 20) { items { id name } } }' }).expect(200);
    expect(small.body.data.artworks.items).toHaveLength(20);
  });
});
