import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, TestApp } from './harness';
import { multipartBody } from './support/hostile-inputs';

/**
 * The cases input-properties.spec.ts found, each kept as the plain request that failed (a seed
 * replays only with the generators of its day). Each answered a 5xx, a refusal that was not JSON or
 * not in its door's shape, an internal error, or nothing at all.
 */
describe('input regressions (found by the fast-check suite)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ NODE_ENV: 'production', MAIL_WORKER_INTERVAL_SECONDS: '0' })));
  afterAll(() => t.close());

  const commissions = () => t.dataSource.query('SELECT count(*)::int AS n FROM commission_request').then((rows: { n: number }[]) => rows[0].n);
  const multipart = (path: string, body: Buffer, headers: Record<string, string> = {}) =>
    t
      .http()
      .post(path)
      .set({ 'content-type': 'multipart/form-data; boundary=b', ...headers })
      .serialize((b: unknown) => b as string)
      .send(body)
      .timeout({ response: 5000 });

  it("a request Node's HTTP parser refuses (an address over 16 KB, a request line that is not HTTP) is answered in JSON (seed 582984590)", async () => {
    const long = await t
      .http()
      .patch(`/api/v1/team/${'a'.repeat(20_001)}`)
      .send({});
    expect(long.status).toBe(431);
    expect(long.body).toEqual({ status: 'fail', message: "The request's address and headers are larger than 16 KB." });
    const graphql = await t.http().post('/graphql').set('x-filler', 'x'.repeat(20_000)).send({ query: '{ site { __typename } }' });
    expect(graphql.status).toBe(431);
    expect(graphql.body).toEqual({
      errors: [{ message: "The request's address and headers are larger than 16 KB.", extensions: { code: 'BAD_REQUEST', status: 431 } }],
    });
    await t.app.listen(0, '127.0.0.1');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect((t.app.getHttpServer().address() as AddressInfo).port, '127.0.0.1', () => socket.write('GARBAGE \u0001\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(raw).toMatch(/Content-Type: application\/json; charset=utf-8\r\n/);
    expect(JSON.parse(raw.split('\r\n\r\n')[1])).toEqual({ status: 'fail', message: 'The request is not valid HTTP.' });
  });

  it("a visitor's form whose part header is malformed is refused with 400, not 500 (seed 2098422214)", async () => {
    const res = await multipart('/api/v1/commissions/send-commission', multipartBody([{ name: 'name\u001b', value: 'Grace' }], 'b'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: 'The form could not be read (Malformed part header); send it again.' });
    expect(await commissions()).toBe(0);
  });

  it("a form part without a field name is refused with 400, on the visitor's and the admin's forms (seed 647564881)", async () => {
    const body = multipartBody([{ name: '', value: '0' }], 'b');
    const visitor = await multipart('/api/v1/commissions/send-commission', body);
    expect(visitor.status).toBe(400);
    expect(visitor.body).toEqual({ status: 'fail', message: 'Field name missing' });
    const admin = await multipart('/api/v1/team', body, { authorization: `Bearer ${await t.token()}` });
    expect(admin.status).toBe(400);
    expect(admin.body.status).toBe('fail');
  });

  it('a body that cannot be read answers a plain message, in the GraphQL shape on /graphql (seed 48662228)', async () => {
    const query = JSON.stringify({ query: '{ site { __typename } }' });
    const send = (path: string, headers: Record<string, string>, body: string) => t.http().post(path).set(headers).send(body);
    const cases: [Record<string, string>, string, number, string][] = [
      [{ 'content-type': 'application/json', 'content-encoding': 'gzip' }, query, 400, 'The request body could not be read.'],
      [
        { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
        query,
        415,
        'The request body\'s Content-Encoding "x-unknown" is not supported: send it as gzip, deflate, br or unencoded.',
      ],
      [{ 'content-type': 'application/json; charset=utf-16' }, query, 400, 'The request body is not valid JSON.'],
      [{ 'content-type': 'application/json' }, '{"query":', 400, 'The request body is not valid JSON.'],
      [{ 'content-type': 'application/json' }, JSON.stringify({ query: 'x'.repeat(1024 * 1024) }), 413, 'The request body is larger than 1mb.'],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, `a=${'x'.repeat(200 * 1024)}`, 413, 'The request body is larger than 100kb.'],
    ];
    for (const [headers, body, status, message] of cases) {
      const graphql = await send('/graphql', { ...headers, 'apollo-require-preflight': 'true' }, body);
      // GraphQL's JSON has a smaller limit of its own (GRAPHQL_JSON_LIMIT).
      const graphqlMessage = message.replace('larger than 1mb', 'larger than 256kb');
      expect([headers, graphql.status, graphql.body]).toEqual([
        headers,
        status,
        { errors: [{ message: graphqlMessage, extensions: { code: 'BAD_REQUEST', status } }] },
      ]);
      const rest = await send('/api/v1/admin/login', headers, body);
      expect([headers, rest.status, rest.body]).toEqual([headers, status, { status: 'fail', message }]);
    }
  });

  it('Apollo\'s own refusals keep their code and words in production instead of "Internal server error" (seed 813443087)', async () => {
    const gql = (body: object) => t.http().post('/graphql').set('apollo-require-preflight', 'true').send(body);
    const unknownOperation = await gql({ query: '{ site { __typename } }', operationName: 'Nope' });
    expect(unknownOperation.status).toBe(400);
    expect(unknownOperation.body.errors).toEqual([{ message: 'Unknown operation named "Nope".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }]);
    const wrongHash = await gql({ query: '{ site { __typename } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } });
    expect(wrongHash.status).toBe(400);
    expect(wrongHash.body.errors).toEqual([{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }]);
    const version = await gql({ extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } } });
    expect(version.body.errors).toEqual([{ message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST' } }]);
  });

  it('a GraphQL upload named in the map but missing from the body leaves no unhandled rejection when the input is refused (seed 1681064288)', async () => {
    const rejections: unknown[] = [];
    const listener = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const operations = JSON.stringify({
        query: 'mutation ($i: CreateArtistInput!) { createArtist(input: $i) { id } }',
        variables: { i: { name: 'A\u0000', description: 'd', image: null } },
      });
      const res = await t
        .http()
        .post('/graphql')
        .set({ 'apollo-require-preflight': 'true', authorization: `Bearer ${await t.token()}` })
        .field('operations', operations)
        .field('map', JSON.stringify({ 0: ['variables.i.image'] }));
      expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
      // An unhandled rejection is reported on a later turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  it('retrying or discarding a dead job of a queue that does not exist is NOT_FOUND, not an internal error (seed 1274222681)', async () => {
    for (const mutation of ['retryDeadJob', 'discardDeadJob']) {
      const res = await t
        .http()
        .post('/graphql')
        .set('authorization', `Bearer ${await t.token()}`)
        .send({
          query: `mutation ($queue: String!, $id: ID!) { ${mutation}(queue: $queue, id: $id) }`,
          variables: { queue: 'مرحبا بالعالم¡', id: '575972e1-750f-4897-939d-c978a49c3b6f' },
        });
      expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('a GraphQL multipart request without a boundary is answered (it waited forever) (seed 813443087)', async () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ site { __typename } }"}\r\n--b--\r\n');
    for (const authorization of [undefined, `Bearer ${await t.token()}`]) {
      const res = await multipart('/graphql', body, {
        'content-type': 'multipart/form-data',
        'apollo-require-preflight': 'true',
        ...(authorization ? { authorization } : {}),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ message: 'Multipart: Boundary not found', extensions: { code: 'BAD_USER_INPUT', status: 400 } }] });
    }
  });
  it('a broken or overlong % escape in a file path, and a page number past any list, are refused with a message, not 500 (outside audit)', async () => {
    for (const path of ['/uploads/..%c0%af..%c0%afpackage.json', '/uploads/%E0%A4%A', '/uploads/%c0%ae%c0%ae.jpg']) {
      const res = await t.http().get(path);
      expect(res.status).toBe(400);
      expect(res.text).toBe('The path is not a valid URL (a broken or overlong % escape).');
    }
    const page = await t.http().get('/api/v1/art?page=100000000000000000');
    expect(page.status).toBe(400);
    expect(page.body).toEqual({ status: 'fail', message: 'page must not be greater than 1000000' });
    expect((await t.http().get('/api/v1/art?page=1000000').expect(200)).body.data.data).toEqual([]);
  });
});
