import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignInService } from '@sawa/api/auth';
import { validateEnvironment } from '@sawa/api/common';
import { MESSAGES } from '@sawa/shared/domain';
import { createTestApp, TEST_ADMIN, TestApp } from './harness';
import { png } from './support/images';

const COMMISSION = {
  name: 'Grace Uwimana',
  email: 'grace@example.org',
  phone: '+250 788 123 456',
  country: 'Rwanda',
  artworkType: 'Painting',
  size: '60 x 90 cm',
  stylePreferences: 'Warm colours',
  message: 'A golden monkey in bamboo.',
};

/** Sends `count` requests one after the other and returns their statuses. */
async function statuses(count: number, send: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await send(i)).status);
  return answers;
}

describe('TRUST_PROXY', () => {
  it('is configuration: a hop count, false, or addresses and subnets; never true', () => {
    expect(validateEnvironment({}).TRUST_PROXY).toBe('loopback');
    for (const value of ['1', '2', 'false', 'loopback', 'loopback, 10.0.0.0/8', '172.16.0.0/12,uniquelocal', '::1', 'fd00::/8']) {
      expect(validateEnvironment({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
    }
    for (const value of ['true', 'everyone', '10.0.0.0/8; rm'])
      expect(() => validateEnvironment({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY=${JSON.stringify(value)}`);
  });

  describe('behind one configured proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp({ TRUST_PROXY: '1' })));
    afterAll(() => t.close());

    const subscribe = (email: string, from: string) => t.http().post('/api/v1/mail/subscribe').set('X-Forwarded-For', from).send({ email });

    it('limits each client by the address the proxy reports, not the proxy', async () => {
      expect(await statuses(10, (i) => subscribe(`a${i}@example.org`, '198.51.100.7'))).toEqual(Array(10).fill(200));
      expect((await subscribe('a-more@example.org', '198.51.100.7')).status).toBe(429);
      // Another visitor behind the same proxy is not affected.
      expect((await subscribe('b@example.org', '203.0.113.9')).status).toBe(200);
      // Only the hop the proxy added counts: an address the client wrote itself in front is ignored.
      expect((await subscribe('a-forged@example.org', '192.0.2.1, 198.51.100.7')).status).toBe(429);
    });

    it('keys an IPv6 client on its /64: rotating addresses inside it does not reset the limit', async () => {
      expect(await statuses(10, (i) => subscribe(`v6-${i}@example.org`, `2001:db8:aa:bb::${(i + 1).toString(16)}`))).toEqual(Array(10).fill(200));
      expect((await subscribe('v6-rotated@example.org', '2001:db8:aa:bb:ffff:ffff:ffff:fffe')).status).toBe(429);
      // The next /64 is another client.
      expect((await subscribe('v6-neighbour@example.org', '2001:db8:aa:bc::1')).status).toBe(200);
    });
  });

  describe('with no proxy trusted (TRUST_PROXY=false)', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp({ TRUST_PROXY: 'false' })));
    afterAll(() => t.close());

    it('ignores X-Forwarded-For: a client cannot pick its own address to escape a limit', async () => {
      const answers = await statuses(11, (i) =>
        t
          .http()
          .post('/api/v1/mail/subscribe')
          .set('X-Forwarded-For', `198.51.100.${i}`)
          .send({ email: `c${i}@example.org` }),
      );
      expect(answers).toEqual([...Array(10).fill(200), 429]);
    });
  });
});

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ TRUST_PROXY: '1', LOGIN_THROTTLE_LIMIT: '5', LOGIN_THROTTLE_CLIENT_LIMIT: '12' })));
  afterAll(() => t.close());

  const rest = (body: object, from: string) => t.http().post('/api/v1/admin/login').set('X-Forwarded-For', from).send(body);
  const gql = (userName: string, password: string, from: string) =>
    t
      .http()
      .post('/graphql')
      .set('X-Forwarded-For', from)
      .send({ query: 'mutation ($u: String!, $p: String!) { login(userName: $u, password: $p) { token } }', variables: { u: userName, p: password } });

  it('guessing at a made-up name never locks the real admin out, even from the same address', async () => {
    expect(await statuses(5, () => rest({ userName: 'made-up', password: 'guess' }, '198.51.100.20'))).toEqual(Array(5).fill(401));
    expect((await rest({ userName: 'made-up', password: 'guess' }, '198.51.100.20')).status).toBe(429);
    await rest(TEST_ADMIN, '198.51.100.20').expect(200);
  });

  it('guessing at the real admin from one address leaves the admin free to sign in from another', async () => {
    expect(await statuses(5, () => rest({ userName: TEST_ADMIN.userName, password: 'guess' }, '198.51.100.30'))).toEqual(Array(5).fill(401));
    const locked = await rest(TEST_ADMIN, '198.51.100.30').expect(429);
    expect(locked.body).toEqual({ status: 'fail', message: MESSAGES.login.throttled });
    await rest(TEST_ADMIN, '203.0.113.30').expect(200);
    expect((await gql(TEST_ADMIN.userName, TEST_ADMIN.password, '2001:db8:1:2::30')).body.data.login.token).toBeTruthy();
  });

  it('counts both doors together, and limits one address trying many names', async () => {
    for (let i = 0; i < 3; i++) await rest({ userName: 'both-doors', password: 'guess' }, '198.51.100.40').expect(401);
    for (let i = 0; i < 2; i++) expect((await gql('both-doors', 'guess', '198.51.100.40')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql('both-doors', 'guess', '198.51.100.40')).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    await rest({ userName: 'both-doors', password: 'guess' }, '198.51.100.40').expect(429);

    // 12 attempts per address over all names: the 13th is refused whatever the name.
    expect(await statuses(12, (i) => rest({ userName: `spray-${i}`, password: 'guess' }, '198.51.100.50'))).toEqual(Array(12).fill(401));
    await rest({ userName: 'spray-new', password: 'guess' }, '198.51.100.50').expect(429);
    await rest(TEST_ADMIN, '198.51.100.50').expect(429);
  });

  it('refuses over-long login fields on both doors before any password is checked', async () => {
    const login = jest.spyOn(t.app.get(SignInService), 'signIn');
    try {
      const longName = await rest({ userName: 'x'.repeat(101), password: 'guess' }, '198.51.100.60').expect(400);
      expect(longName.body).toEqual({ status: 'fail', message: expect.stringMatching(/userName/) });
      const longPassword = await rest({ userName: TEST_ADMIN.userName, password: 'p'.repeat(1_000_000) }, '198.51.100.61');
      expect([400, 413]).toContain(longPassword.status);
      expect(longPassword.body.status).toBe('fail');
      await rest({ userName: TEST_ADMIN.userName, password: 'p'.repeat(201) }, '198.51.100.62').expect(400);
      const viaGraphql = await gql(TEST_ADMIN.userName, 'p'.repeat(201), '198.51.100.63');
      expect(viaGraphql.body.errors[0]).toMatchObject({ message: expect.stringMatching(/password/), extensions: { code: 'BAD_USER_INPUT' } });
      const nameViaGraphql = await gql('n'.repeat(101), 'guess', '198.51.100.64');
      expect(nameViaGraphql.body.errors[0]).toMatchObject({ message: expect.stringMatching(/userName/), extensions: { code: 'BAD_USER_INPUT' } });
      expect(login).not.toHaveBeenCalled();
    } finally {
      login.mockRestore();
    }
  });
});

describe('bounded multipart parsing of anonymous uploads', () => {
  let t: TestApp;
  let port: number;
  const UPLOAD_MAX_BYTES = 200_000;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES), MAIL_WORKER_INTERVAL_SECONDS: '0' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const stored = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM commission_request'))[0].n);

  /**
   * A multipart request that declares `declared` bytes but sends only its first part: the answer
   * arrives while the body is unfinished, so the server refused it without reading (or storing) it.
   */
  function declareHuge(path: string, declared: number, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': String(declared), 'apollo-require-preflight': 'true', ...headers },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode!, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nGrace\r\n');
    });
  }

  it('refuses an oversize commission request (REST and GraphQL) with 413 before reading its body', async () => {
    const restAnswer = await declareHuge('/api/v1/commissions/send-commission', 50 * 1024 * 1024);
    expect(restAnswer.status).toBe(413);
    expect(JSON.parse(restAnswer.body)).toEqual({ status: 'fail', message: expect.stringMatching(/larger than/) });
    const gqlAnswer = await declareHuge('/graphql', 50 * 1024 * 1024);
    expect(gqlAnswer.status).toBe(413);
    expect(JSON.parse(gqlAnswer.body).errors[0]).toMatchObject({ message: expect.stringMatching(/larger than/), extensions: { code: 'BAD_USER_INPUT' } });
    // A forged bearer token does not buy an admin's allowance.
    const forged = await declareHuge('/graphql', 50 * 1024 * 1024, { authorization: 'Bearer forged.token.value' });
    expect(forged.status).toBe(413);
    expect(await stored()).toBe(0);
  });

  it('refuses a second file, too many fields, an over-long field and an oversize file, storing nothing', async () => {
    const image = await png();
    // Each from its own address: refused attempts count against the commission rate limit too.
    let client = 0;
    const form = () => {
      const req = t.http().post('/api/v1/commissions/send-commission').set('X-Forwarded-For', `198.51.100.${++client}`);
      for (const [key, value] of Object.entries(COMMISSION)) req.field(key, value);
      return req;
    };
    const twoFiles = await form().attach('referenceImage', image, 'a.png').attach('referenceImage', image, 'b.png');
    expect(twoFiles.status).toBe(400);
    const manyFields = form();
    for (let i = 0; i < 30; i++) manyFields.field(`extra${i}`, 'x');
    expect((await manyFields).status).toBe(400);
    const longField = await form().field('website', 'w'.repeat(40 * 1024));
    expect(longField.status).toBe(400);
    expect(longField.body.status).toBe('fail');
    const bigFile = await form().attach('referenceImage', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1), 'big.png');
    expect(bigFile.status).toBe(413);

    const operations = JSON.stringify({
      query: 'mutation ($input: CommissionRequestInput!, $image: Upload) { requestCommission(input: $input, referenceImage: $image) { id } }',
      variables: { input: COMMISSION, image: null },
    });
    const gqlTwoFiles = await t
      .http()
      .post('/graphql')
      .set('X-Forwarded-For', '203.0.113.99')
      .set('apollo-require-preflight', 'true')
      .field('operations', operations)
      .field('map', JSON.stringify({ 0: ['variables.image'], 1: ['variables.image'] }))
      .attach('0', image, 'a.png')
      .attach('1', image, 'b.png');
    expect(gqlTwoFiles.status).toBe(413);
    expect(gqlTwoFiles.body.errors[0]).toMatchObject({ message: '1 max file uploads exceeded.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored()).toBe(0);

    // Within the limits, the same request goes through.
    await form().attach('referenceImage', image, 'a.png').expect(200);
    expect(await stored()).toBe(1);
  });
});
