import { ORDER_LOOKUP_LIMIT, ORDER_LOOKUP_MESSAGE } from '@sawa/api/auth';
import { UNAVAILABLE_MESSAGES } from '@sawa/api/common';
import { requireBuilt } from './support/built';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient } from './support/commerce';
import { createTestApp, TestApp } from './harness';
import { startRedis, TestRedis } from './support/redis';

/**
 * Issue 21: the public order look-up by number (the order page, the GraphQL `order` query, the payment
 * link) is limited per client address, every door counted together. The order page is rendered
 * in-process: its request is counted at the page door, and the query the render runs is not counted again.
 */
describe('the public order look-up is rate-limited per client', () => {
  let t: TestApp & { url: string };
  let number: string;
  const ORDER = 'query ($n: String!) { order(number: $n) { number status } }';
  const lookup = (n: string, client: Record<string, string>) => gql(t, ORDER, { n }, client);
  const guess = (i: number) => `SAWA-${String(i).padStart(8, '0')}`;

  beforeAll(async () => {
    requireBuilt('web');
    t = await listening();
    const art = await artwork(t, 5);
    const res = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } },
      newClient(),
    ).expect(200);
    number = res.body.data.checkout.orderNumber as string;
  });
  afterAll(() => t.close());

  it("never stops a buyer's ordinary use: the page, a minute of its polling, reloads and the payment link", async () => {
    const buyer = newClient();
    await t.http().get(`/order/${number}`).set(buyer).expect(200);
    // The page polls every 3 s while the order waits for payment: 20 a minute.
    for (let i = 0; i < 20; i++) expect((await lookup(number, buyer).expect(200)).body.errors).toBeUndefined();
    for (let i = 0; i < 5; i++) await t.http().get(`/order/${number}`).set(buyer).expect(200);
    await t.http().get(`/api/v1/orders/${number}/pay`).set(buyer).expect(302);
  });

  it('refuses a client that guesses numbers with 429 and a clear message on every door, and no other client', async () => {
    const guesser = newClient();
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++) {
      const res = await lookup(guess(i), guesser).expect(200);
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const refused = await lookup(number, guesser).expect(200);
    expect(refused.body.errors[0]).toMatchObject({ message: ORDER_LOOKUP_MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(refused.body.data).toBeNull();

    const page = await t.http().get(`/order/${number}`).set(guesser).expect(429);
    expect(page.text).toBe(ORDER_LOOKUP_MESSAGE);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    const pay = await t.http().get(`/api/v1/orders/${number}/pay`).set(guesser).expect(429);
    expect(pay.body.message).toBe(ORDER_LOOKUP_MESSAGE);

    // Someone else, and the order's own buyer on another address, are not affected.
    await t.http().get(`/order/${number}`).set(newClient()).expect(200);
    expect((await lookup(number, newClient()).expect(200)).body.data.order.number).toBe(number);
  });

  it('counts an order page once: the query its server render runs counts against no one, however many visitors open order pages', async () => {
    const visitor = newClient();
    const pages = ORDER_LOOKUP_LIMIT.limit / 2 + 1;
    for (let i = 0; i < pages; i++) await t.http().get(`/order/${number}`).set(visitor).expect(200);
    for (let i = pages; i < ORDER_LOOKUP_LIMIT.limit; i++) expect((await lookup(number, visitor).expect(200)).body.errors).toBeUndefined();
    expect((await lookup(number, visitor).expect(200)).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    // More order pages than one client's allowance, each from its own address: every one is rendered with the order's data.
    for (let i = 1; i <= ORDER_LOOKUP_LIMIT.limit + 10; i++) {
      const page = await t
        .http()
        .get(`/order/${number}`)
        .set({ 'x-forwarded-for': `198.51.100.${i}` })
        .expect(200);
      expect({ i, rendered: page.text.includes('"__typename":"OrderStatusView"') }).toEqual({ i, rendered: true });
    }
  });
});

describe('the order look-up limit holds across instances (REDIS_URL)', () => {
  let redis: TestRedis;
  let a: TestApp & { url: string };
  let b: TestApp;

  beforeAll(async () => {
    requireBuilt('web');
    redis = await startRedis();
    a = await listening({ REDIS_URL: redis.url });
    b = await createTestApp({ REDIS_URL: redis.url, PAYMENTS_SANDBOX: 'true', MAIL_WORKER_INTERVAL_SECONDS: '0' }, undefined, { database: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await redis.close();
  });

  it('counts the look-ups of one client on both instances and both doors together, and says 503 while Redis is away', async () => {
    const client = newClient();
    const ORDER = 'query ($n: String!) { order(number: $n) { number } }';
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await gql(instance, ORDER, { n: `SAWA-${String(i).padStart(8, '0')}` }, client).expect(200);
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect((await gql(b, ORDER, { n: 'SAWA-00000000' }, client).expect(200)).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await a.http().get('/order/SAWA-00000000').set(client).expect(429)).text).toBe(ORDER_LOOKUP_MESSAGE);

    await redis.stop();
    try {
      const page = await b.http().get('/order/SAWA-00000000').set(newClient()).expect(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.text).toBe(UNAVAILABLE_MESSAGES.cache);
    } finally {
      await redis.start();
    }
  });
});
