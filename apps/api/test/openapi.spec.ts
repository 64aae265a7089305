import { createTestApp, TestApp } from './harness';

/** Every legacy route of SPEC §7 is documented, write routes with bearer auth. */
const LEGACY_ROUTES: [string, string][] = [
  ['get', '/api/v1/admin'],
  ['post', '/api/v1/admin/login'],
  ['post', '/api/v1/admin/logout'],
  ['get', '/api/v1/team'],
  ['post', '/api/v1/team'],
  ['patch', '/api/v1/team/{id}'],
  ['delete', '/api/v1/team/{id}'],
  ['get', '/api/v1/art'],
  ['get', '/api/v1/art/recent'],
  ['get', '/api/v1/art/{id}'],
  ['post', '/api/v1/art'],
  ['patch', '/api/v1/art/{id}'],
  ['delete', '/api/v1/art/{id}'],
  ['get', '/api/v1/artist'],
  ['get', '/api/v1/artist/{id}'],
  ['post', '/api/v1/artist'],
  ['patch', '/api/v1/artist/{id}'],
  ['delete', '/api/v1/artist/{id}'],
  ['get', '/api/v1/category'],
  ['post', '/api/v1/category'],
  ['patch', '/api/v1/category/{id}'],
  ['delete', '/api/v1/category/{id}'],
  ['get', '/api/v1/collection'],
  ['get', '/api/v1/collection/{id}'],
  ['post', '/api/v1/collection'],
  ['patch', '/api/v1/collection/{id}'],
  ['delete', '/api/v1/collection/{id}'],
];

describe('OpenAPI documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the docs page at /api/docs', async () => {
    const res = await t.http().get('/api/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger');
  });

  it('documents every legacy route, with bearer auth on writes and the envelope in examples', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    for (const [method, path] of LEGACY_ROUTES) {
      const operation = doc.paths[path]?.[method];
      expect({ method, path, documented: Boolean(operation) }).toEqual({ method, path, documented: true });
      const isWrite = method !== 'get' && !path.endsWith('/login');
      if (isWrite || path === '/api/v1/admin') expect(operation.security).toEqual([{ bearer: [] }]);
    }
    expect(JSON.stringify(doc.paths['/api/v1/art'].get.responses)).toContain('"data":{"data":[');
    expect(doc.paths['/api/v1/category/{id}'].delete.summary + JSON.stringify(doc.paths['/api/v1/category/{id}'].delete.responses)).toMatch(/409|still/);
  });

  it("documents IremboPay's payment notification route, its signature header and its answers", async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    const operation = doc.paths['/api/v1/payments/notifications']?.post;
    expect(operation).toBeDefined();
    expect(operation.summary).toContain('callback URL');
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'irembopay-signature', in: 'header', required: true }));
    expect(operation.requestBody.content['application/json'].schema.properties.data.required).toEqual(['transactionId']);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401']);
  });
});
