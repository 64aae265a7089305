import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  GraphQLSchema,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import { Access, ACCESS_METADATA } from '@sawa/api/common';
import { ALL_PERMISSIONS, permissionDenied, Permission, permissionsOf, ROLES, Role, SIGNED_IN } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import { gqlAs, inviteStaff } from './support/staff';

/** One admin operation of either door, with the rule it declares. */
interface Operation {
  name: string;
  rule: Permission | typeof SIGNED_IN;
  call(token?: string): Promise<{ status: 'ok' | 'unauthenticated' | 'forbidden' | 'other'; message?: string }>;
}

/** A value GraphQL accepts for an argument's type (the smallest one: the guard must refuse before it matters). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return `"${randomUUID()}"`;
      case 'Int':
      case 'Float':
        return '1';
      // false: an allowed call must not, for example, require two-step sign-in of everyone.
      case 'Boolean':
        return 'false';
      case 'Decimal':
        return '"1.00"';
      case 'DateTime':
        return '"2026-01-01T00:00:00.000Z"';
      default:
        return '"x"';
    }
  }
  throw new Error(`No literal for ${String(type)}`);
}

function graphqlOperations(t: TestApp, schema: GraphQLSchema): Operation[] {
  const of = (kind: 'query' | 'mutation', fields: Record<string, GraphQLField<unknown, unknown>>) =>
    Object.values(fields)
      .filter((field) => field.extensions?.['permission'] !== undefined)
      .map((field): Operation => {
        const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined).map((a) => `${a.name}: ${literal(a.type)}`);
        const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
        const query = `${kind} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
        return {
          name: `GraphQL ${field.name}`,
          rule: field.extensions['permission'] as Operation['rule'],
          async call(token) {
            const body = await gqlAs(t, token, query);
            const code = body.errors?.[0]?.extensions?.code;
            if (code === 'GRAPHQL_VALIDATION_FAILED') throw new Error(`${query}: ${body.errors![0].message}`);
            return {
              status: code === 'UNAUTHENTICATED' ? 'unauthenticated' : code === 'FORBIDDEN' ? 'forbidden' : body.errors ? 'other' : 'ok',
              message: body.errors?.[0]?.message,
            };
          },
        };
      });
  return [...of('query', schema.getQueryType()!.getFields()), ...of('mutation', schema.getMutationType()!.getFields())];
}

/** Every route of the REST door, from Nest's own table: controller path, method path, verb and handler. */
function restRoutes(t: TestApp) {
  const routes: { verb: string; path: string; access: Access | undefined }[] = [];
  const controllers = new Set([...t.app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()].map((c) => c.metatype)));
  for (const metatype of controllers) {
    const controller = metatype as { prototype: Record<string, unknown> } | undefined;
    if (!controller) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      // The descriptor, not the property: reading a getter on the prototype would run it.
      const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      if (path === undefined) continue;
      const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      routes.push({
        verb,
        path: `/${[base, String(path)].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/'),
        access: Reflect.getMetadata(ACCESS_METADATA, handler),
      });
    }
  }
  return routes;
}

function restOperations(t: TestApp): Operation[] {
  return restRoutes(t)
    .filter((route) => route.access && 'rule' in route.access)
    .map((route): Operation => {
      const path = route.path.replace(/:[A-Za-z]+/g, randomUUID());
      return {
        name: `REST ${route.verb} ${route.path}`,
        rule: (route.access as { rule: Operation['rule'] }).rule,
        async call(token) {
          const req = t.http()[route.verb.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
          const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req).send({});
          return {
            status: res.status === 401 ? 'unauthenticated' : res.status === 403 ? 'forbidden' : res.status < 400 ? 'ok' : 'other',
            message: res.body?.message,
          };
        },
      };
    });
}

/** A digest of every row of every table: equal before and after, nothing was written. */
async function stored(t: TestApp): Promise<string> {
  const tables: { tablename: string }[] = await t.dataSource.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const parts: string[] = [];
  for (const { tablename } of tables) {
    const [{ digest }] = await t.dataSource.query(
      `SELECT md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS digest FROM "${tablename}" x`,
    );
    parts.push(`${tablename}:${digest}`);
  }
  return parts.join(' ');
}

describe('permissions: every admin operation declares one, and each role gets exactly its own', () => {
  let t: TestApp;
  let schema: GraphQLSchema;
  const tokens = {} as Record<Role, string>;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    schema = t.app.get(GraphQLSchemaHost).schema;
    tokens.owner = await t.token();
    for (const role of ['catalogue', 'sales', 'bookkeeper'] as const) {
      tokens[role] = (await inviteStaff(t, tokens.owner, { email: `${role}@studio.example`, roles: [role] })).token;
    }
    operations = [...graphqlOperations(t, schema), ...restOperations(t)];
  });
  afterAll(() => t.close());

  it('the walk: every GraphQL query and mutation and every REST route declares a permission or says it is public', () => {
    const fields = [...Object.values(schema.getQueryType()!.getFields()), ...Object.values(schema.getMutationType()!.getFields())];
    const undeclared = fields.filter((f) => (f.extensions?.['permission'] === undefined) === (f.extensions?.['public'] === undefined)).map((f) => f.name);
    expect(undeclared).toEqual([]);
    const routes = restRoutes(t);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.access).map((r) => `${r.verb} ${r.path}`)).toEqual([]);
    // The admin routes of SPEC §7 are among those that need a permission.
    const guarded = routes.filter((r) => r.access && 'rule' in r.access).map((r) => `${r.verb} ${r.path}`);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'POST /api/v1/art',
        'PATCH /api/v1/art/:id',
        'DELETE /api/v1/team/:id',
        'GET /api/v1/admin',
        'GET /api/v1/conservation/ledger.csv',
      ]),
    );
    expect(operations.length).toBe(guarded.length + fields.filter((f) => f.extensions?.['permission'] !== undefined).length);
  });

  it('without a token every admin operation answers 401 / UNAUTHENTICATED, and nothing is written', async () => {
    const before = await stored(t);
    const wrong: string[] = [];
    for (const operation of operations) {
      const { status } = await operation.call(undefined);
      if (status !== 'unauthenticated') wrong.push(`${operation.name}: ${status}`);
    }
    expect(wrong).toEqual([]);
    expect(await stored(t)).toBe(before);
  });

  it('each role is refused every operation whose permission it lacks (403 / FORBIDDEN "You do not have permission to …"), and nothing is written', async () => {
    const before = await stored(t);
    const wrong: string[] = [];
    let refusals = 0;
    for (const role of Object.keys(tokens) as Role[]) {
      for (const operation of operations) {
        if (operation.rule === SIGNED_IN || permissionsOf([role]).includes(operation.rule)) continue;
        const { status, message } = await operation.call(tokens[role]);
        refusals += 1;
        if (status !== 'forbidden' || message !== permissionDenied(operation.rule)) wrong.push(`${role} ${operation.name}: ${status} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
    // Catalogue, Sales and Bookkeeper together lack most of what exists: the loop really refused calls.
    expect(refusals).toBeGreaterThan(100);
    expect(await stored(t)).toBe(before);
  });

  it('each role passes the check of every operation its roles allow (the operation itself may then refuse its made-up input)', async () => {
    const wrong: string[] = [];
    for (const role of Object.keys(tokens) as Role[]) {
      for (const operation of operations) {
        if (operation.rule !== SIGNED_IN && !permissionsOf([role]).includes(operation.rule)) continue;
        // Signing out would end the session the rest of the loop uses.
        if (/logout/.test(operation.name)) continue;
        const { status, message } = await operation.call(tokens[role]);
        if (status === 'forbidden' || status === 'unauthenticated') wrong.push(`${role} ${operation.name}: ${status} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the roles are what the studio asked for', () => {
    expect(permissionsOf(['owner'])).toEqual(ALL_PERMISSIONS);
    expect(ROLES.catalogue.permissions).toEqual(['catalog.manage']);
    expect(permissionsOf(['sales'])).toEqual(
      expect.arrayContaining(['orders.read', 'orders.manage', 'refunds.manage', 'shipping.manage', 'visits.manage', 'commissions.manage']),
    );
    expect(permissionsOf(['bookkeeper'])).toEqual(['orders.read', 'ledger.read', 'csv.export']);
    // A person's permissions are the union of their roles'.
    expect(permissionsOf(['catalogue', 'bookkeeper'])).toEqual(['catalog.manage', 'orders.read', 'ledger.read', 'csv.export']);
  });
});
