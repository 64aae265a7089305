import { createTestApp, TestApp } from './harness';

/**
 * Public writes are limited per client address (README: newsletter 10 per minute, page views 120
 * per minute, checkouts and bookings 20 per 10 minutes), and every body is bounded in size.
 * Payments are off here: the limit answers before anything else, so no invoice is needed.
 */
describe('rate limits and body sizes of the public writes', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await createTestApp({ DATABASE_URL: 'postgres://unused@127.0.0.1/unused', PAYMENTS_SANDBOX: 'false', MAIL_WORKER_INTERVAL_SECONDS: '0' })),
  );
  afterAll(() => t.close());

  const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.http().post('/graphql').set('content-type', 'application/json').set(headers).send({ query, variables });

  /** Sends `count` requests one after the other and returns their answers. */
  async function repeat<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
    const answers: T[] = [];
    for (let i = 0; i < count; i++) answers.push(await send(i));
    return answers;
  }

  it('newsletter sign-ups: 10 per minute, the 11th answers 429 (REST) and TOO_MANY_REQUESTS (GraphQL)', async () => {
    const answers = await repeat(10, (i) =>
      t
        .http()
        .post('/api/v1/mail/subscribe')
        .send({ email: `reader${i}@example.org` }),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const refused = await t.http().post('/api/v1/mail/subscribe').send({ email: 'one-too-many@example.org' }).expect(429);
    expect(refused.body.message).toBe('Too many requests. Please wait a minute and try again.');
    expect(await t.dataSource.query(`SELECT 1 FROM newsletter_subscriber WHERE email = 'one-too-many@example.org'`)).toEqual([]);

    const SUBSCRIBE = 'mutation ($email: String!) { subscribeToNewsletter(email: $email) { __typename } }';
    const viaGraphql = await repeat(11, (i) => gql(SUBSCRIBE, { email: `gql${i}@example.org` }));
    expect(viaGraphql.slice(0, 10).every((r) => !r.body.errors)).toBe(true);
    expect(viaGraphql[10].body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('page views: 120 per minute, the 121st is refused and not stored', async () => {
    const VIEW = 'mutation ($p: String!) { recordPageView(path: $p) }';
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
    const answers = await repeat(120, () => gql(VIEW, { p: '/shop' }, browser));
    expect(answers.filter((r) => r.body.data?.recordPageView === true)).toHaveLength(120);
    const refused = await gql(VIEW, { p: '/shop' }, browser).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM page_view'))[0].n)).toBe(120);
  });

  it('checkouts: 20 per 10 minutes, the 21st is refused before anything else', async () => {
    const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber } }';
    const input = {
      name: 'Amani',
      email: 'amani@example.org',
      phone: '+250 788 555 000',
      address: { countryCode: 'RW', region: 'Kigali City', city: 'Gasabo', line1: 'KN 5 Rd' },
      delivery: 'pickup',
      lines: [{ artworkId: '00000000-0000-4000-8000-000000000000', editionId: '00000000-0000-4000-8000-000000000000', quantity: 1, unitPrice: '1.00' }],
    };
    const answers = await repeat(20, () => gql(CHECKOUT, { input }));
    expect(answers.map((r) => r.body.errors[0].extensions.code)).toEqual(Array(20).fill('SERVICE_UNAVAILABLE'));
    expect((await gql(CHECKOUT, { input })).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('visit bookings: 20 per 10 minutes on each door, the 21st answers 429 (legacy REST) and TOO_MANY_REQUESTS (GraphQL)', async () => {
    const legacy = await repeat(20, () => t.http().post('/api/v1/payments/sawatour-invoice').send({}));
    expect(legacy.map((r) => r.status)).toEqual(Array(20).fill(503));
    const refused = await t.http().post('/api/v1/payments/sawatour-invoice').send({}).expect(429);
    expect(refused.body.message).toBe('Too many requests. Please wait a minute and try again.');

    const BOOK = 'mutation { bookStudioVisit { paymentLinkUrl } }';
    const answers = await repeat(20, () => gql(BOOK));
    expect(answers.map((r) => r.body.errors[0].extensions.code)).toEqual(Array(20).fill('SERVICE_UNAVAILABLE'));
    expect((await gql(BOOK)).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses an oversized body with 413, on REST and on GraphQL', async () => {
    const huge = 'x'.repeat(1024 * 1024 + 10);
    const rest = await t
      .http()
      .post('/api/v1/commissions/send-commission')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ message: huge }))
      .expect(413);
    expect(rest.body.message).toBe('The request body is larger than 1mb.');
    await t
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: '{ __typename }', variables: { pad: huge } }))
      .expect(413);
    expect(await t.dataSource.query('SELECT 1 FROM commission_request')).toEqual([]);
  });
});
