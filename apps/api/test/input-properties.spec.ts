import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  GraphQLField,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  isCompositeType,
  isEnumType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { signPayload } from '@sawa/api/commerce';
import { ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { TEST_ADMIN } from './harness';
import { BUYER, CHECKOUT, gql, listening, newClient, sandboxSecret } from './support/commerce';
import { createArtist } from './support/fixtures';
import {
  brokenMultipart,
  files,
  FuzzFile,
  graphqlLiteral,
  GraphqlValues,
  hintFor,
  isFuzzFile,
  MULTIPART_DEFECTS,
  multipartBody,
  MultipartDefect,
  Part,
  Pools,
  spoiltRecord,
  spoiltText,
  valid,
  wrongType,
} from './support/hostile-inputs';
import { png } from './support/images';

/**
 * Property-based tests of every input door. Every REST write route and every GraphQL mutation and
 * query, found by walking the app (Express's router, the OpenAPI document, Nest's route metadata, the
 * GraphQL schema), gets valid inputs with a few values spoilt (text PostgreSQL cannot store, control
 * characters, huge and empty values, values of the wrong type, missing and unknown fields; valid
 * text carries RTL scripts, bidi controls, combining marks and emoji), wrong content types,
 * truncated bodies and broken multipart. Whatever arrives: never a 5xx; every refusal is JSON with a
 * message (and no GraphQL error is an internal one); a refused request stores nothing: no row of
 * any table changes, no file appears.
 *
 * One seed per run, printed; replay a run with FUZZ_SEED=<seed>, run longer with FUZZ_RUNS=<factor>,
 * see what each door answered with FUZZ_VERBOSE=1. A case that failed here is kept, as a plain
 * request, in input-regressions.spec.ts.
 */
const SEED = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 1);
const VERBOSE = process.env['FUZZ_VERBOSE'] === '1';
const runs = (n: number) => Math.max(1, Math.round(n * RUNS));

type Method = 'post' | 'put' | 'patch' | 'delete';
const WRITE_METHODS: Method[] = ['post', 'put', 'patch', 'delete'];

/**
 * Routes whose body is read raw (not through a DTO; not in the OpenAPI document): their bytes are
 * signed, or the sandbox reads amounts as the digits sent. Their fields are those their handlers read.
 */
const RAW_ROUTES: Record<string, { fields: string[]; signed?: boolean; sandbox?: boolean }> = {
  'POST /api/v1/payments/notifications': {
    fields: ['transactionId', 'invoiceNumber', 'paymentStatus', 'amount', 'currency', 'paidAt', 'paymentMethod', 'paymentReference'],
    signed: true,
  },
  'POST /sandbox/irembopay/payments/invoices': {
    fields: ['transactionId', 'paymentAccountIdentifier', 'paymentItems', 'description', 'expiryAt', 'language'],
    sandbox: true,
  },
  'PUT /sandbox/irembopay/payments/invoices/:invoiceNumber': { fields: ['expiryAt'], sandbox: true },
  'POST /sandbox/irembopay/payments/transactions/initiate': { fields: ['accountIdentifier', 'paymentProvider', 'invoiceNumber'], sandbox: true },
  'POST /sandbox/irembopay/pay/:invoiceNumber': { fields: [] },
  'POST /sandbox/irembopay/pay/:invoiceNumber/cancel': { fields: [] },
  'POST /sandbox/irembopay/phone/:invoiceNumber/approve': { fields: [] },
  'POST /sandbox/irembopay/phone/:invoiceNumber/decline': { fields: [] },
};

/** Catch-all routes (the website, the sandbox's 404): fuzzed as unknown paths, with every write method. */
const CATCH_ALL = ['/{*path}', '/sandbox/irembopay/*path'];

/** Routes that answer a person's browser with a page, refusals included (the unsubscribe and sign-up confirmation pages and their buttons, the sandbox's payment page and simulated phone). */
const PAGES = ['/api/v1/mail/unsubscribe', '/api/v1/mail/confirm', '/sandbox/irembopay/pay/:invoiceNumber', '/sandbox/irembopay/phone/:invoiceNumber'];

/**
 * Never run for real, each getting only requests that must be refused: startSellingForReal ends the demo shop for good
 * (demo-shop.spec.ts covers it); setTwoStepForEveryone would hold the suite's own admin at the two-step door (staff.spec.ts).
 */
const REFUSED_ONLY = new Set(['startSellingForReal', 'setTwoStepForEveryone']);

interface RestTarget {
  method: Method;
  path: string;
  fields: string[];
  fileFields: string[];
  /** The body the route documents: multipart, JSON, none, or read raw. */
  body: 'multipart' | 'json' | 'none' | 'raw';
  raw?: (typeof RAW_ROUTES)[string];
}

interface GraphqlTarget {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  adminOnly: boolean;
  /** A field of an object type (with arguments of its own): the query's way to it, around it. */
  within?: { type: string; open: string; close: string };
}

type Auth = 'admin' | 'none' | 'forged' | 'garbage';
const anyAuth: fc.Arbitrary<Auth> = fc.oneof({ weight: 12, arbitrary: fc.constant('admin' as const) }, fc.constantFrom<Auth>('none', 'forged', 'garbage'));
const clientAddress = fc.tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map((p) => p.join('.'));

/**
 * What is wrong with a request: nothing (it must be accepted or refused on its merits), its values
 * (one or two spoilt, or left out), or the way it travels (the body's form, an undeclared field or
 * argument, a variable of the wrong type).
 */
type Spoilt = 'nothing' | 'values' | 'transport';
const spoilt = fc.constantFrom<Spoilt>('nothing', 'values', 'values', 'transport', 'transport');

/** How a body reaches the server beside its values: as documented, or in another or a broken form. */
const ENVELOPES = [
  'json',
  'multipart',
  'urlencoded',
  'text',
  'xml',
  'none',
  'truncated-json',
  'broken-multipart',
  'charset',
  'encoding',
  'not-object',
  'huge',
  'multipart-no-preflight',
  'get',
  'graphql-text',
  'batch',
  'odd-fields',
  'huge-header',
] as const;
type Envelope = (typeof ENVELOPES)[number] | 'documented';
const envelope = (what: Spoilt): fc.Arbitrary<Envelope> =>
  what === 'transport' ? fc.constantFrom<Envelope>('documented', ...ENVELOPES) : fc.constant('documented');

interface HttpRequest {
  method: Method | 'get';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

interface Answer {
  status: number;
  type: string;
  text: string;
  body: unknown;
}

interface Draft {
  path: string;
  values: Record<string, unknown>;
  attached: Partial<Record<string, FuzzFile>>;
  how: Envelope;
  cut: number;
  defect: MultipartDefect;
  who: Auth;
  from: string;
  signature: 'valid' | 'none' | 'wrong';
  sandboxKey: boolean;
  /** GraphQL arguments as variables or literals; a variable declared with another type; an argument the field does not have. */
  mode: 'variables' | 'inline' | 'mistyped' | 'extra';
}

const ONE_MB = 1024 * 1024;

/** Each sign-in verifies a password (argon2, up to a second on a busy 2-core machine): fewer runs. */
const PASSWORD_RUNS = 6;

describe('every input door, fuzzed (fast-check)', () => {
  let t: Awaited<ReturnType<typeof listening>>;
  let schema: GraphQLSchema;
  let token: string;
  let pools: Pools;
  let images: Buffer[];
  let restTargets: RestTarget[];
  let graphqlTargets: GraphqlTarget[];
  let values: GraphqlValues;
  let digestSql: string;

  beforeAll(async () => {
    console.log(`input-properties: seed ${SEED} (replay: FUZZ_SEED=${SEED} npx jest apps/api/test/input-properties.spec.ts)`);
    t = await listening({ NODE_ENV: 'production', HOLDS_PER_EMAIL: '1000', HOLDS_PER_PHONE: '1000' });
    schema = t.app.get(GraphQLSchemaHost).schema;
    token = await t.token();
    images = [await png(8, 8), await png(20, 12)];
    pools = await fixtures();
    values = new GraphqlValues(pools, files(images));
    restTargets = await restWriteRoutes();
    graphqlTargets = graphqlOperations();
    const tables: { name: string }[] = await t.dataSource.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    // A refused sign-in or two-step code writes one thing on purpose: its line in the audit log. Nothing else may change.
    const kept = (name: string) => (name === 'audit_entry' ? ` WHERE action NOT IN ('staff.sign-in-failed', 'staff.code-refused')` : '');
    digestSql = tables
      .map(({ name }) => `SELECT '${name}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${name}" x${kept(name)}`)
      .join(' UNION ALL ');
    // A count of the statements that wrote to this database's tables (instrumentation of the test database, not of the
    // app): the cluster-wide next transaction id moved with every write of any other database (the other jest worker's
    // files), so the digest was taken again for nearly every request. This counter moves only with writes here.
    await t.dataSource.query(`CREATE SEQUENCE fuzz_writes`);
    await t.dataSource.query(
      `CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('fuzz_writes'); RETURN NULL; END $$`,
    );
    for (const { name } of tables)
      await t.dataSource.query(
        `CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_write()`,
      );
  }, 120_000);
  afterAll(async () => {
    console.log(`input-properties: ${total} requests, ${digests} digests of the tables, seed ${SEED}`);
    await t?.close();
  });

  /** Real rows the inputs point at: an artwork with editions, its artist, category and collection, a team member, an order, a visit, a commission and its mail. */
  async function fixtures(): Promise<Pools> {
    const admin = { authorization: `Bearer ${token}` };
    const artist = await createArtist(t, 'Fixture Painter');
    const image = await png();
    const category = (await t.http().post('/api/v1/category').set(admin).field('name', 'Fixture Paintings').attach('image', image, 'c.png').expect(201)).body
      .data.data._id;
    const collection = (
      await t
        .http()
        .post('/api/v1/collection')
        .set(admin)
        .field('name', 'Fixture Gorillas')
        .field('categories', category)
        .attach('image', image, 'c.png')
        .expect(201)
    ).body.data.data._id;
    const created = await gql(
      t,
      'mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id editions { id } } }',
      {
        input: {
          name: 'Fixture Silverback',
          productCode: 'FIX-1',
          description: 'd',
          size: 's',
          material: 'm',
          artistId: artist,
          categoryId: category,
          editions: [
            { type: ORIGINAL_ART_WORK, price: '1200.00' },
            { type: 'Print A3', price: '95.50', editionSize: 10_000 },
          ],
        },
      },
      admin,
    ).expect(200);
    const artwork = created.body.data.createArtwork;
    const team = (
      await t.http().post('/api/v1/team').set(admin).field('name', 'Fixture Guide').field('position', 'Guide').attach('image', image, 't.png').expect(201)
    ).body.data._id;
    const order = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: artwork.id, editionId: artwork.editions[1].id, quantity: 1, unitPrice: '95.50' }] } },
      newClient(),
    ).expect(200);
    const visit = await gql(t, 'mutation { bookStudioVisit(input: {name: "Visitor"}) { reference } }', {}, newClient()).expect(200);
    const commission = (
      await gql(
        t,
        'mutation ($input: CommissionRequestInput!) { requestCommission(input: $input) { id } }',
        {
          input: {
            name: 'N',
            email: 'n@example.org',
            phone: '+250 788 123 456',
            country: 'Rwanda',
            artworkType: 'Painting',
            size: 's',
            stylePreferences: 's',
            message: 'm',
          },
        },
        newClient(),
      ).expect(200)
    ).body.data.requestCommission.id;
    const [outbox] = await t.dataSource.query('SELECT id FROM outbox_message LIMIT 1');
    return {
      ids: {
        artist: [artist],
        category: [category],
        collection: [collection],
        artwork: [artwork.id],
        edition: artwork.editions.map((e: { id: string }) => e.id),
        teamMember: [team],
        commission: [commission],
        outbox: [outbox.id],
      },
      orderNumbers: [order.body.data.checkout.orderNumber],
      visitReferences: [visit.body.data.bookStudioVisit.reference],
    };
  }

  /** Every write route Express answers (Nest's router), with its body as the OpenAPI document describes it. */
  async function restWriteRoutes(): Promise<RestTarget[]> {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as OpenApi;
    const express = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
    const targets: RestTarget[] = [];
    for (const { route } of express.router.stack) {
      if (!route || CATCH_ALL.includes(route.path)) continue;
      for (const method of WRITE_METHODS.filter((m) => route.methods[m])) {
        const key = `${method.toUpperCase()} ${route.path}`;
        const raw = RAW_ROUTES[key];
        if (raw) {
          targets.push({ method, path: route.path, fields: raw.fields, fileFields: [], body: 'raw', raw });
          continue;
        }
        const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[method];
        if (!operation) throw new Error(`${key} is neither in the OpenAPI document nor a raw route of this test: document it, or add it to RAW_ROUTES`);
        const content = operation.requestBody?.content ?? {};
        const type = content['multipart/form-data'] ? 'multipart' : content['application/json'] ? 'json' : 'none';
        const properties = resolve(doc, content[type === 'multipart' ? 'multipart/form-data' : 'application/json']?.schema)?.properties ?? {};
        const isFile = (name: string) => properties[name].format === 'binary' || properties[name].items?.format === 'binary';
        targets.push({
          method,
          path: route.path,
          body: type,
          fields: Object.keys(properties).filter((name) => !isFile(name)),
          fileFields: Object.keys(properties).filter(isFile),
        });
      }
    }
    return targets;
  }

  /** Every GET route Express answers but the OpenAPI pages, with the query parameters the OpenAPI document names. */
  async function restReadRoutes(): Promise<{ path: string; query: string[] }[]> {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as OpenApi;
    const express = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
    return express.router.stack.flatMap(({ route }) => {
      if (!route?.methods['get'] || CATCH_ALL.includes(route.path) || route.path.startsWith('/api/docs')) return [];
      const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.['get'];
      return [{ path: route.path, query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name) }];
    });
  }

  /** Whether the handler of a route reads a body (a @Body() or the raw request), from Nest's route metadata. */
  function takesBody(target: RestTarget): boolean {
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        const controller = metatype as new () => object;
        const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
          if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod[target.method.toUpperCase() as 'POST']) continue;
          const path = `/${[base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? '')].filter((p) => p && p !== '/').join('/')}`;
          if (path !== target.path) continue;
          const args = Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}).map((k) => Number(k.split(':')[0]));
          return args.includes(RouteParamtypes.BODY) || args.includes(RouteParamtypes.REQUEST);
        }
      }
    }
    throw new Error(`No Nest handler for ${target.method} ${target.path}`);
  }

  /** Every mutation and query of the schema; admin ones carry `permission` in their extensions (@Allow(...)). */
  function graphqlOperations(): GraphqlTarget[] {
    const of = (operation: 'query' | 'mutation', fields: Record<string, GraphQLField<unknown, unknown>>) =>
      Object.values(fields).map((field) => ({ operation, field, adminOnly: field.extensions?.['permission'] !== undefined }));
    return [...of('mutation', schema.getMutationType()!.getFields()), ...of('query', schema.getQueryType()!.getFields())];
  }

  /**
   * Every field with arguments of an object type (`Artist.artworks(page, pageSize)`), reached by the
   * shortest way from a query (public ones first), the way's own required arguments given real values.
   */
  function nestedFields(): GraphqlTarget[] {
    const ways = new Map<string, { open: string; close: string; adminOnly: boolean }>();
    const next: string[] = [];
    const reach = (type: GraphQLNamedType, way: { open: string; close: string; adminOnly: boolean }) => {
      if (!isObjectType(type) || ways.has(type.name)) return;
      ways.set(type.name, way);
      next.push(type.name);
    };
    const query = schema.getQueryType()!;
    const adminOnly = (f: GraphQLField<unknown, unknown>) => f.extensions?.['permission'] !== undefined;
    for (const root of Object.values(query.getFields()).sort((a, b) => Number(adminOnly(a)) - Number(adminOnly(b)))) {
      const required = root.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
      const args = required.map(
        (a) => `${a.name}: ${graphqlLiteral(fc.sample(values.valid(a.type, a.name === 'id' ? idNameFor(root.name) : a.name), { seed: SEED, numRuns: 1 })[0])}`,
      );
      reach(getNamedType(root.type), { open: `${root.name}${args.length ? `(${args.join(', ')})` : ''} { `, close: ' }', adminOnly: adminOnly(root) });
    }
    for (let name = next.shift(); name; name = next.shift()) {
      const way = ways.get(name)!;
      for (const field of Object.values((schema.getType(name) as GraphQLObjectType).getFields())) {
        if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
        reach(getNamedType(field.type), { open: `${way.open}${field.name} { `, close: ` }${way.close}`, adminOnly: way.adminOnly || adminOnly(field) });
      }
    }
    return [...ways].flatMap(([type, way]) =>
      type === query.name
        ? []
        : Object.values((schema.getType(type) as GraphQLObjectType).getFields())
            .filter((field) => field.args.length > 0)
            .map((field) => ({
              operation: 'query' as const,
              field,
              adminOnly: way.adminOnly || adminOnly(field),
              within: { type, open: way.open, close: way.close },
            })),
    );
  }

  // What is stored. The count of writing statements (fuzz_writes, moved by a trigger on every table) moves only when
  // a statement writes to a table: unchanged, nothing was written. When it moved, a digest of every row of every table
  // says whether any row changed.
  let stored: { writes: string; digest: string; files: string } | undefined;
  const uploads = () => {
    try {
      return (readdirSync(join(t.dataDir, 'uploads'), { recursive: true }) as string[]).sort().join(',');
    } catch {
      return '';
    }
  };
  const writeCount = async () => String((await t.dataSource.query('SELECT last_value::text || is_called::text AS x FROM fuzz_writes'))[0].x);
  let digests = 0;
  const digest = async () => {
    digests += 1;
    return JSON.stringify(await t.dataSource.query(digestSql));
  };

  async function whatIsStored(previous?: typeof stored): Promise<NonNullable<typeof stored>> {
    const writes = await writeCount();
    const files = uploads();
    if (previous && previous.writes === writes) return { ...previous, files };
    const state = { writes, digest: await digest(), files };
    // The digest is only that of the count read before it if no write came in between.
    return (await writeCount()) === writes ? state : whatIsStored();
  }

  async function send(request: HttpRequest): Promise<Answer> {
    // Every request is answered, and soon.
    let req = t.http()[request.method](request.path).set(request.headers).timeout({ response: 20_000 });
    // The bytes as they are: superagent would serialise a Buffer sent as JSON into {"type":"Buffer",…}.
    if (request.body !== undefined) req = req.serialize((body: unknown) => body as string).send(request.body);
    const res = await req
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .catch((error: Error & { timeout?: number }) => {
        throw new Error(`${error.timeout ? 'no answer in 20 s' : error.message}\n  request: ${describeRequest(request)}`);
      });
    const text = (res.body as Buffer).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, type: String(res.headers['content-type'] ?? ''), text, body };
  }

  const describeRequest = (r: HttpRequest) =>
    `${r.method.toUpperCase()} ${r.path.slice(0, 300)} ${JSON.stringify(r.headers).slice(0, 400)} ${
      r.body ? JSON.stringify(r.body.subarray(0, 800).toString('utf8')) + (r.body.length > 800 ? `… (${r.body.length} bytes)` : '') : ''
    }`;

  /**
   * How far the requests of a test got: accepted, and run by a resolver or a route's service (a
   * GraphQL answer with `data`; a REST answer accepted, or refused by the service: 404, 409).
   * A test asserts that enough got past the gates, so spoilt generators cannot make it pass idly.
   */
  const reached = { requests: 0, accepted: 0, executed: 0 };
  let total = 0;
  const expectReached = (share: number) => {
    const { requests, executed } = reached;

    if (VERBOSE) console.log(`reached: ${JSON.stringify(reached)}`);
    Object.assign(reached, { requests: 0, accepted: 0, executed: 0 });
    expect({ requests, executed: executed >= share * requests }).toEqual({ requests, executed: true });
  };

  /** The answers since the last report, by status ("200+errors": a GraphQL refusal in a 200). */
  const statuses = new Map<string, number>();
  const reasons = new Map<string, number>();
  const tally = () => {
    const top = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const text =
      [...statuses]
        .sort()
        .map(([k, n]) => `${k}×${n}`)
        .join(' ') + (VERBOSE ? top.map(([k, n]) => `\n    ${n}× ${k}`).join('') : '');
    statuses.clear();
    reasons.clear();
    return text;
  };

  /**
   * The property every request keeps: no 5xx; a refusal is JSON with a message (in GraphQL every
   * error has one, and none is an internal error); a refused request changed nothing that is stored.
   */
  async function check(request: HttpRequest, door: 'rest' | 'graphql', answersJson = true): Promise<Answer> {
    const before = await whatIsStored(stored);
    const answer = await send(request);
    const refused = door === 'rest' ? answer.status >= 400 : answer.status >= 400 || graphqlErrors(answer) !== undefined;
    const key = refused && answer.status < 400 ? `${answer.status}+errors` : String(answer.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    reached.requests += 1;
    if (!refused) reached.accepted += 1;
    if (door === 'graphql' ? (answer.body as { data?: unknown } | undefined)?.data !== undefined : answer.status < 400 || [404, 409].includes(answer.status))
      reached.executed += 1;
    total += 1;
    if (VERBOSE) {
      const body = answer.body as { message?: string; errors?: { message?: string }[] } | undefined;
      const reason = `${key} ${String(body?.errors?.[0]?.message ?? body?.message ?? '').slice(0, 90)}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    stored = await whatIsStored(before);
    const fail = (why: string) => {
      throw new Error(`${why}\n  request: ${describeRequest(request)}\n  answer: ${answer.status} ${answer.type} ${answer.text.slice(0, 800)}`);
    };
    if (answer.status >= 500) fail(`answered ${answer.status}`);
    if (!refused) return answer;
    if (before.digest !== stored.digest) fail(`a refused request changed rows: ${changedTables(before.digest, stored.digest)}`);
    if (before.files !== stored.files) fail('a refused request left files in the image store');
    if (!answersJson) return answer;
    if (!/^application\/(graphql-response\+)?json/.test(answer.type) || answer.body === undefined) fail('a refusal that is not JSON');
    const messages = door === 'rest' ? [(answer.body as { message?: unknown }).message] : (graphqlErrors(answer) ?? []).map((e) => e.message);
    if (messages.length === 0 || messages.some((m) => typeof m !== 'string' || m.trim() === '')) fail('a refusal without a message');
    const internal = (graphqlErrors(answer) ?? []).find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.extensions?.stacktrace);
    if (internal) fail('an internal error');
    return answer;
  }

  const graphqlErrors = (a: Answer) =>
    (a.body as { errors?: { message?: unknown; extensions?: { code?: string; stacktrace?: unknown } }[] } | undefined)?.errors;

  async function headersFor(who: Auth, address: string, fresh = false): Promise<Record<string, string>> {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (who === 'admin') headers['authorization'] = `Bearer ${fresh ? await mintToken() : token}`;
    if (who === 'forged') headers['authorization'] = `Bearer ${token.slice(0, -4)}AAAA`;
    if (who === 'garbage') headers['authorization'] = `Bearer \u00ff\u00fe${'x'.repeat(3000)}`;
    return headers;
  }

  /** A valid admin token of its own (logout revokes the token it is sent with). */
  async function mintToken(): Promise<string> {
    const [admin] = await t.dataSource.query('SELECT id FROM admin WHERE user_name = $1', [TEST_ADMIN.userName]);
    return t.app.get(JwtService).signAsync({ sub: admin.id, jti: randomUUID() });
  }

  /** A body in one of the forms a client sends, right or wrong: its bytes and headers. */
  function encode(
    documented: 'multipart' | 'json' | 'none',
    body: Record<string, unknown> | unknown[],
    parts: Part[],
    d: Draft,
  ): { headers: Record<string, string>; body?: Buffer } {
    const json = JSON.stringify(body);
    const boundary = `b${d.cut % 1_000_000}`;
    const how = d.how === 'documented' ? documented : d.how;
    const asJson = (text: string | Buffer, type = 'application/json') => ({ headers: { 'content-type': type }, body: Buffer.from(text) });
    switch (how) {
      case 'none':
        return { headers: {} };
      case 'multipart':
      case 'multipart-no-preflight':
        return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: multipartBody(parts, boundary) };
      case 'broken-multipart': {
        const broken = brokenMultipart(parts, d.defect, d.cut);
        return { headers: { 'content-type': broken.contentType }, body: broken.body };
      }
      case 'urlencoded':
        return asJson(
          new URLSearchParams(parts.filter((p) => typeof p.value === 'string').map((p) => [p.name, p.value as string])).toString(),
          'application/x-www-form-urlencoded',
        );
      case 'text':
        return asJson(json, 'text/plain');
      case 'xml':
        return asJson('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', 'application/xml');
      case 'truncated-json':
        return asJson(Buffer.from(json).subarray(0, d.cut % Math.max(json.length, 1)));
      case 'charset':
        return asJson(json, ['application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json; charset=nonsense'][d.cut % 3]);
      case 'encoding':
        return {
          headers: { 'content-type': 'application/json', 'content-encoding': ['gzip', 'br', 'deflate', 'x-unknown'][d.cut % 4] },
          body: Buffer.from(json),
        };
      case 'not-object':
        return asJson(['"text"', '[]', 'null', '123', 'true', '[{"a":1}]', '{"a":1,"a":2}', '\ufeff{}'][d.cut % 8]);
      case 'huge':
        return asJson(JSON.stringify(Array.isArray(body) ? [...body, 'x'.repeat(ONE_MB)] : { ...body, filler: 'x'.repeat(ONE_MB) }));
      case 'batch':
        return asJson(JSON.stringify([body, body]));
      case 'huge-header':
        return { headers: { 'content-type': 'application/json', 'x-filler': 'x'.repeat(20_000) }, body: Buffer.from(json) };
      default:
        return asJson(json);
    }
  }

  // ---------------------------------------------------------------- REST

  /** Path parameters: real ids; spoilt, unknown ids, hostile text (beyond Node's own 16 KB header limit too), broken percent-encoding. */
  function pathParam(name: string, path: string, what: Spoilt): fc.Arbitrary<string> {
    const kind = { team: 'teamMember', art: 'artwork', artist: 'artist', category: 'category', collection: 'collection' }[path.split('/')[3] ?? ''];
    const encode = (v: string) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '')) || '%20';
    const real = (kind && pools.ids[kind] ? fc.constantFrom(...pools.ids[kind]) : fc.uuid()).map(encode);
    if (what !== 'values') return real;
    return fc.oneof(
      { weight: 4, arbitrary: real },
      { weight: 3, arbitrary: spoiltText(hintFor(name), name, pools).map(encode) },
      { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%ZZ', '%', '%00', '..%2F..%2Fetc', '%F0%9F%A6', '%ED%A0%80', 'a'.repeat(3000)) },
    );
  }

  function restDraft(target: RestTarget): fc.Arbitrary<Draft> {
    return spoilt.chain((what) => restDraftOf(target, what));
  }

  function restDraftOf(target: RestTarget, what: Spoilt): fc.Arbitrary<Draft> {
    const params = [...target.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    return fc
      .record({
        params: fc.tuple(...params.map((p) => pathParam(p, target.path, what)), fc.constant('')),
        values: spoiltRecord(
          target.fields,
          (f) => valid(hintFor(f), f, pools),
          (f, how) => (how === 'wrongType' ? wrongType : spoiltText(hintFor(f), f, pools)),
          { min: what === 'values' ? 1 : 0, max: what === 'values' ? 2 : 0, extra: what === 'transport' },
        ),
        attached: fc.record(Object.fromEntries(target.fileFields.map((f) => [f, files(images)])), { requiredKeys: [] }),
        how: envelope(what),
        cut: fc.nat(),
        defect: fc.constantFrom(...MULTIPART_DEFECTS),
        who: anyAuth,
        from: clientAddress,
        signature: fc.constantFrom<Draft['signature']>('valid', 'valid', 'none', 'wrong'),
        sandboxKey: fc.boolean(),
        mode: fc.constant('variables' as const),
      })
      .map(({ params: given, ...d }) => ({ ...d, path: params.reduce((path, name, i) => path.replace(`:${name}`, given[i]), target.path) }));
  }

  async function restRequest(target: RestTarget, d: Draft): Promise<HttpRequest> {
    const body = target.raw?.signed ? { success: true, data: d.values } : d.values;
    const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    const parts: Part[] = [
      ...Object.entries(d.values).map(([name, value]) => ({ name, value: asText(value) })),
      ...Object.entries(d.attached).flatMap(([name, file]) => (file ? [{ name, value: file.bytes, filename: file.name, contentType: file.contentType }] : [])),
    ];
    const documented = target.body === 'raw' ? 'json' : target.body;
    const encoded = encode(documented, body, parts, d);
    const headers = { ...(await headersFor(d.who, d.from, target.path.endsWith('/logout'))), ...encoded.headers };
    if (target.raw?.signed && d.signature !== 'none') {
      headers['irembopay-signature'] = signPayload(d.signature === 'valid' ? await sandboxSecret(t) : 'not-the-key', encoded.body ?? Buffer.alloc(0));
    }
    if (target.raw?.sandbox && d.sandboxKey) Object.assign(headers, { 'irembopay-secretkey': await sandboxSecret(t), 'x-api-version': '2' });
    return { method: target.method, path: d.path, headers, body: encoded.body };
  }

  async function fuzzRest(targets: RestTarget[], numRuns: (t: RestTarget) => number, seedOffset: number): Promise<void> {
    for (const [i, target] of targets.entries()) {
      const name = `${target.method.toUpperCase()} ${target.path}`;
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(restDraft(target), async (d) => {
          await check(await restRequest(target, d), 'rest', !PAGES.includes(target.path));
        }),
        { seed: SEED + seedOffset + i, numRuns: runs(numRuns(target)), interruptAfterTimeLimit: 120_000, reporter: reporter(name) },
      );

      if (VERBOSE) console.log(`${name}: ${Date.now() - started} ms, ${tally()}`);
    }
  }

  // ---------------------------------------------------------------- GraphQL

  /** The kind of row an operation's `id` argument names, from the operation's name. */
  const idNameFor = (field: string) =>
    (
      [
        [/commission/i, 'commissionId'],
        [/outbox/i, 'outboxId'],
        [/team/i, 'teamMemberId'],
        [/artworkstock|artwork/i, 'artworkId'],
        [/artist/i, 'artistId'],
        [/category|shelf/i, 'categoryId'],
        [/collection/i, 'collectionId'],
      ] as const
    ).find(([pattern]) => pattern.test(field))?.[1] ?? 'id';

  function graphqlDraft(target: GraphqlTarget): fc.Arbitrary<Draft> {
    return spoilt.chain((what) => graphqlDraftOf(target, what));
  }

  function graphqlDraftOf(target: GraphqlTarget, what: Spoilt): fc.Arbitrary<Draft> {
    const args = Object.fromEntries(target.field.args.map((a) => [a.name, a]));
    const nameOf = (arg: string) => (arg === 'id' ? idNameFor(target.field.name) : arg);
    return fc.record({
      path: fc.constant('/graphql'),
      values: spoiltRecord(
        Object.keys(args),
        (a) => values.valid(args[a].type, nameOf(a)),
        (a, how) => (how === 'wrongType' ? wrongType : values.spoilt(args[a].type, nameOf(a))),
        { min: what === 'values' ? 1 : 0, max: what === 'values' ? 2 : 0, extra: what === 'transport' && target.field.args.length === 0 },
      ),
      attached: fc.constant({}),
      how: envelope(what),
      cut: fc.nat(),
      defect: fc.constantFrom(...MULTIPART_DEFECTS),
      // Ending the demo shop is never run: only visitors and forged tokens ask for it.
      who: REFUSED_ONLY.has(target.field.name) ? fc.constantFrom<Auth>('none', 'forged', 'garbage') : anyAuth,
      from: clientAddress,
      signature: fc.constant('none' as const),
      sandboxKey: fc.constant(false),
      mode:
        what === 'transport' && target.field.args.length > 0
          ? fc.constantFrom<Draft['mode']>('variables', 'mistyped', 'extra')
          : fc.constantFrom<Draft['mode']>('variables', 'inline'),
    });
  }

  /** Files out of the values (null in their place, as the GraphQL multipart request spec wants), with their paths. */
  function takeFiles(value: unknown, path: string, found: { path: string; file: FuzzFile }[]): unknown {
    if (isFuzzFile(value)) {
      found.push({ path, file: value });
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => takeFiles(v, `${path}.${i}`, found));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, takeFiles(v, `${path}.${k}`, found)]));
    return value;
  }

  async function graphqlRequest(target: GraphqlTarget, d: Draft): Promise<HttpRequest> {
    const { field, operation } = target;
    const found: { path: string; file: FuzzFile }[] = [];
    const variables: Record<string, unknown> = {};
    const definitions: string[] = [];
    const callArgs: string[] = [];
    for (const [name, value] of Object.entries(d.values)) {
      const arg = field.args.find((a) => a.name === name);
      const type = arg ? String(arg.type) : 'String';
      const withoutFiles = takeFiles(value, `variables.${name}`, found);
      if (d.mode === 'inline' && found.every((f) => !f.path.startsWith(`variables.${name}`))) {
        callArgs.push(`${name}: ${graphqlLiteral(value, arg ? isEnumType(getNamedType(arg.type)) : false)}`);
        continue;
      }
      // A variable declared with another type than the argument's.
      definitions.push(`$${name}: ${d.mode === 'mistyped' ? (type.startsWith('String') ? 'Int' : 'String') : type}`);
      callArgs.push(`${name}: $${name}`);
      variables[name] = withoutFiles;
    }
    if (d.mode === 'extra') callArgs.push('unknownArgument: 1');
    const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
    const call = `${field.name}${callArgs.length ? `(${callArgs.join(', ')})` : ''}${selection}`;
    const query = `${operation}${definitions.length ? ` (${definitions.join(', ')})` : ''} { ${target.within ? `${target.within.open}${call}${target.within.close}` : call} }`;
    const headers = { ...(await headersFor(d.who, d.from, field.name === 'logout')) };
    if (!['multipart-no-preflight', 'text', 'urlencoded', 'graphql-text'].includes(d.how)) headers['apollo-require-preflight'] = 'true';
    const operations = { query, variables };
    if (d.how === 'get' && JSON.stringify(variables).length < 4096) {
      const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
      return { method: 'get', path: `/graphql?${search}`, headers };
    }
    if (d.how === 'graphql-text')
      return { method: 'post', path: '/graphql', headers: { ...headers, 'content-type': 'application/graphql' }, body: Buffer.from(query) };
    const odd = [
      { query: 5 },
      { ...operations, variables: 'x' },
      { ...operations, variables: [1] },
      { ...operations, operationName: 'Nope' },
      { ...operations, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
      { variables },
    ];
    const body = d.how === 'odd-fields' ? odd[d.cut % odd.length] : operations;
    const parts: Part[] = [
      { name: 'operations', value: JSON.stringify(operations) },
      { name: 'map', value: JSON.stringify(Object.fromEntries(found.map((f, i) => [String(i), [f.path]]))) },
      ...found.map((f, i) => ({ name: String(i), value: f.file.bytes, filename: f.file.name, contentType: f.file.contentType })),
    ];
    // Files go as the multipart request they need; without it, a file is a plain string where an Upload belongs.
    const documented = found.length ? 'multipart' : 'json';
    const encoded = encode(documented, documented === 'json' || d.how !== 'documented' ? body : operations, parts, d);
    return { method: 'post', path: '/graphql', headers: { ...headers, ...encoded.headers }, body: encoded.body };
  }

  async function fuzzGraphql(targets: GraphqlTarget[], runsOf: number, seedOffset: number): Promise<void> {
    for (const [i, target] of targets.entries()) {
      const name = `${target.operation} ${target.within ? `${target.within.type}.` : ''}${target.field.name}`;
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(graphqlDraft(target), async (d) => {
          await check(await graphqlRequest(target, d), 'graphql');
        }),
        {
          seed: SEED + seedOffset + i,
          numRuns: runs(target.field.name === 'login' ? PASSWORD_RUNS : runsOf),
          interruptAfterTimeLimit: 120_000,
          reporter: reporter(name),
        },
      );

      if (VERBOSE) console.log(`${name}: ${Date.now() - started} ms, ${tally()}`);
    }
  }

  const isDelete = (name: string) => /^delete/i.test(name);
  const mutations = () => graphqlTargets.filter((g) => g.operation === 'mutation');
  const queries = () => graphqlTargets.filter((g) => g.operation === 'query');

  it('finds every door: the write routes on the router, the mutations and queries of the schema', () => {
    for (const target of restTargets) {
      // Every route is fuzzed with the fields it documents (a raw route: the fields its handler reads).
      if (target.body === 'none')
        expect(`${target.method} ${target.path}: ${takesBody(target) ? 'reads a body the OpenAPI document does not describe' : 'no body'}`).toMatch(/no body$/);
      else if (target.body !== 'raw')
        expect(`${target.method} ${target.path}: ${target.fields.length + target.fileFields.length} fields`).not.toMatch(/: 0 fields$/);
    }
    expect(Object.keys(RAW_ROUTES).filter((key) => !restTargets.some((r) => `${r.method.toUpperCase()} ${r.path}` === key))).toEqual([]);
    expect(restTargets.length).toBeGreaterThanOrEqual(25);
    expect(mutations()).toHaveLength(Object.keys(schema.getMutationType()!.getFields()).length);
    expect(queries()).toHaveLength(Object.keys(schema.getQueryType()!.getFields()).length);
    const publicQueries = queries().filter((q) => !q.adminOnly).length;
    expect(publicQueries).toBeGreaterThan(10);
    // Every field with arguments of every object type is reached from a query.
    const withArguments = Object.values(schema.getTypeMap())
      .filter(
        (type): type is GraphQLObjectType =>
          isObjectType(type) && !type.name.startsWith('__') && type !== schema.getQueryType() && type !== schema.getMutationType(),
      )
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((f) => f.args.length > 0)
          .map((f) => `${type.name}.${f.name}`),
      );
    expect(
      nestedFields()
        .map((n) => `${n.within!.type}.${n.field.name}`)
        .sort(),
    ).toEqual(withArguments.sort());
    expect(withArguments.length).toBeGreaterThanOrEqual(2);

    console.log(
      `input-properties: ${restTargets.length} REST write routes, ${mutations().length} mutations, ${publicQueries} public and ${queries().length - publicQueries} admin queries, ${withArguments.length} nested fields with arguments`,
    );
  });

  it('REST write routes: never 5xx, refusals in JSON with a message, nothing stored on refusal', async () => {
    await fuzzRest(
      restTargets.filter((r) => r.method !== 'delete'),
      (r) => (r.body === 'raw' ? 8 : r.path.endsWith('/login') ? PASSWORD_RUNS : 16),
      0,
    );
    // About 27% here (the rest refused at the gates: validation, the body's form, sign-in).
    expectReached(0.15);
  }, 600_000);

  it('GraphQL mutations: never 5xx or an internal error, refusals with a message, nothing stored on refusal', async () => {
    await fuzzGraphql(
      mutations().filter((m) => !isDelete(m.field.name)),
      12,
      1000,
    );
    // About 34% here.
    expectReached(0.2);
  }, 600_000);

  it('GraphQL queries, public and admin, and the arguments of nested fields: never 5xx or an internal error, refusals with a message, nothing stored', async () => {
    await fuzzGraphql([...queries(), ...nestedFields()], 6, 2000);
    // About 40% here.
    expectReached(0.25);
  }, 600_000);

  it('deletes, REST and GraphQL (last: they may remove the rows the other inputs point at)', async () => {
    await fuzzRest(
      restTargets.filter((r) => r.method === 'delete'),
      () => 6,
      3000,
    );
    await fuzzGraphql(
      mutations().filter((m) => isDelete(m.field.name)),
      6,
      4000,
    );
  }, 600_000);

  it('REST reads with path and query parameters: never 5xx, API refusals in JSON with a message, nothing stored', async () => {
    const reads = await restReadRoutes();
    expect(reads.length).toBeGreaterThanOrEqual(20);
    for (const [i, route] of reads.entries()) {
      const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const draft = spoilt.chain((what) =>
        fc.record({
          params: fc.tuple(...params.map((p) => pathParam(p, route.path, what)), fc.constant('')),
          query: spoiltRecord(
            route.query,
            (q) => valid(hintFor(q), q, pools),
            (q, how) => (how === 'wrongType' ? wrongType : spoiltText(hintFor(q), q, pools)),
            { min: what === 'values' ? 1 : 0, max: what === 'values' ? 2 : 0, extra: what === 'transport' },
          ),
          // Repeated and bracketed names (arrays and objects to a query parser), a broken escape, a query over Node's header limit.
          odd: what === 'transport' ? fc.constantFrom('', '&page=1&page=2', '&limit[a]=1', '&x=%E0%A4%A', `&q=${'x'.repeat(20_000)}`) : fc.constant(''),
          who: anyAuth,
          from: clientAddress,
        }),
      );
      await fc.assert(
        fc.asyncProperty(draft, async (d) => {
          const path = params.reduce((p, name, j) => p.replace(`:${name}`, d.params[j]), route.path);
          const query = Object.entries(d.query)
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v.replace(/[\ud800-\udfff]/g, '') : JSON.stringify(v))}`)
            .join('&');
          const request: HttpRequest = { method: 'get', path: `${path}?${query}${d.odd}`, headers: await headersFor(d.who, d.from) };
          await check(request, 'rest', /^\/(api\/v1|sandbox\/irembopay\/payments|health)\//.test(route.path) && !PAGES.includes(route.path));
        }),
        { seed: SEED + 6000 + i, numRuns: runs(6), reporter: reporter(`GET ${route.path}`) },
      );
      if (VERBOSE) console.log(`GET ${route.path}: ${tally()}`);
    }
  }, 600_000);

  it('GET paths and query values with broken, overlong and odd escapes and numbers past any range: never 5xx, every refusal with a message', async () => {
    /** Pieces of a path segment or a query value: broken escapes, overlong and invalid UTF-8, dot segments, huge and odd numbers. */
    const piece = fc.oneof(
      fc.constantFrom(
        '%',
        '%z',
        '%E0%A4%A',
        '%c0%af',
        '%c0%ae',
        '%e0%80%af',
        '%f0%80%80%af',
        '%ed%a0%80',
        '%ff',
        '%00',
        '%2e%2e%2f',
        '..%2f',
        '..',
        '%25',
        '%u002e',
      ),
      fc.constantFrom('100000000000000000', '9007199254740993', '99999999999999999999999999', '1e400', '-1', '0', '-0', '0x10', 'NaN', 'Infinity', '1.5', ' 1'),
      fc.bigInt({ min: -(2n ** 128n), max: 2n ** 128n }).map(String),
      fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
    );
    const hostile = fc.array(piece, { minLength: 1, maxLength: 5 }).map((pieces) => pieces.join(''));
    const uuid = randomUUID();
    const draft = fc.record({
      prefix: fc.constantFrom(
        '/uploads/',
        '/api/v1/art/',
        '/api/v1/artist/',
        '/api/v1/team/',
        '/api/v1/art/recent?limit=',
        '/api/v1/art?page=',
        '/api/v1/art?limit=',
        `/api/v1/art?categories=${uuid}&page=`,
        '/api/v1/artist?page=',
        '/api/v1/category?limit=',
        '/api/v1/collection?page=',
        '/api/v1/team?page=',
        '/api/v1/orders/',
        '/api/v1/mail/unsubscribe?token=',
        '/api/v1/mail/confirm?token=',
        '/graphql?query=',
        '/health/',
        '/product/',
        '/gallery?page=',
        '/',
      ),
      value: hostile,
      suffix: fc.constantFrom('', '.jpg', '-640.webp', '&limit=1'),
      who: anyAuth,
      from: clientAddress,
    });
    await fc.assert(
      fc.asyncProperty(draft, async (d) => {
        const request: HttpRequest = { method: 'get', path: `${d.prefix}${d.value}${d.suffix}`, headers: await headersFor(d.who, d.from) };
        const api = /^\/(api\/v1|graphql|health)(\/|\?|$)/.test(request.path) && !/^\/api\/v1\/mail\/(unsubscribe|confirm)/.test(request.path);
        const answer = await check(request, 'rest', api && !request.path.startsWith('/graphql'));
        if (answer.status >= 400 && answer.text.trim() === '')
          throw new Error(`a refusal without a message\n  request: ${describeRequest(request)}\n  answer: ${answer.status}`);
      }),
      { seed: SEED + 7000, numRuns: runs(60), reporter: reporter('hostile GET paths') },
    );
    if (VERBOSE) console.log(`hostile GET paths: ${tally()}`);
  }, 600_000);

  it('unknown paths and methods: never 5xx, and an API path answers JSON', async () => {
    const draft = fc.record({
      method: fc.constantFrom<Method>(...WRITE_METHODS),
      prefix: fc.constantFrom(
        '/api/v1/',
        '/api/v1/art/',
        '/api/',
        '/sandbox/irembopay/',
        '/sandbox/irembopay/payments/',
        '/graphql/',
        '/uploads/',
        '/health/',
        '/',
      ),
      rest: spoiltText('text', 'path', pools).map((v) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '')).slice(0, 2048)),
      body: fc.constantFrom('{}', '{"a":', 'x'),
      who: anyAuth,
      from: clientAddress,
    });
    await fc.assert(
      fc.asyncProperty(draft, async (d) => {
        const request: HttpRequest = {
          method: d.method,
          path: `${d.prefix}${d.rest}`,
          headers: { ...(await headersFor(d.who, d.from)), 'content-type': 'application/json' },
          body: Buffer.from(d.body),
        };
        const before = await whatIsStored(stored);
        const answer = await send(request);
        stored = await whatIsStored(before);
        const api = /^\/(api|graphql|sandbox\/irembopay\/payments)(\/|$)/.test(request.path);
        const problem =
          answer.status >= 500
            ? `answered ${answer.status}`
            : api && answer.status >= 400 && (!/json/.test(answer.type) || answer.body === undefined)
              ? 'an API refusal that is not JSON'
              : answer.status < 400 && answer.status >= 200 && request.method !== 'post'
                ? 'a write to an unknown path succeeded'
                : before.digest !== stored.digest
                  ? `changed rows: ${changedTables(before.digest, stored.digest)}`
                  : undefined;
        if (problem)
          throw new Error(`${problem}\n  request: ${describeRequest(request)}\n  answer: ${answer.status} ${answer.type} ${answer.text.slice(0, 400)}`);
      }),
      { seed: SEED + 5000, numRuns: runs(30), reporter: reporter('unknown paths') },
    );
  }, 600_000);
});

/** fast-check's report without the counterexample's full text (it may hold megabytes): the seed, the path and what failed. */
function reporter<T>(target: string) {
  return (details: fc.RunDetails<T>) => {
    if (!details.failed) return;
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${target}: failed after ${details.numRuns} runs (seed ${details.seed}, path "${details.counterexamplePath}", ${details.numShrinks} shrinks)\n${error}`,
    );
  };
}

interface OpenApiSchema {
  $ref?: string;
  properties?: Record<string, { format?: string; items?: { format?: string } }>;
}
interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: OpenApiSchema }> }; parameters?: { in: string; name: string }[] }>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

function resolve(doc: OpenApi, schema: OpenApiSchema | undefined): OpenApiSchema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.split('/').pop()!];
}

function changedTables(before: string, after: string): string {
  const a = JSON.parse(before) as { t: string; h: string }[];
  const b = JSON.parse(after) as typeof a;
  return b
    .filter((row, i) => a[i]?.h !== row.h)
    .map((row) => row.t)
    .join(', ');
}
