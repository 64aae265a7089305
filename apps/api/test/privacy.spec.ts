import { privateUrl } from '../src/app/access-log';
import { createTestApp, TestApp } from './harness';

describe('the access log keeps no personal data and no key', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '1' }, undefined, { logTo: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  const VISITOR = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) VisitorBrowser/1.0',
    'x-forwarded-for': '203.0.113.77',
    referer: 'https://sawa.example/order/SAWA-7K3F9QXM',
    cookie: 'session=abc',
  };

  it('writes method, masked address and status for each request, and never the IP, user agent, referrer, order number, visit reference or token', async () => {
    const requests = [
      '/order/SAWA-7K3F9QXM',
      '/order/SAWA-7K3F9QXM?paid=1',
      '/visit/VISIT-7K3F9QXM',
      '/api/v1/orders/SAWA-7K3F9QXM/pay',
      '/api/v1/mail/unsubscribe?token=4f1c2d7e-0000-4000-8000-000000000000.c2VjcmV0LXNpZ25hdHVyZQ',
      '/sandbox/irembopay/pay/880000000001',
      '/api/v1/art?page=2&limit=10&token=xyz-secret-value&ref=SAWA-7K3F9QXM',
    ];
    for (const path of requests) await t.http().get(path).set(VISITOR);
    const log = lines.join('');
    const completed = lines.map((line) => JSON.parse(line) as { req?: { method: string; url: string }; res?: { statusCode: number }; msg: string }).filter((entry) => entry.res);
    expect(completed.map((entry) => entry.req!.url)).toEqual([
      '/order/***',
      '/order/***?paid=1',
      '/visit/***',
      '/api/v1/orders/***/pay',
      '/api/v1/mail/unsubscribe?token=***',
      '/sandbox/irembopay/pay/***',
      '/api/v1/art?page=2&limit=10&token=***&ref=***',
    ]);
    for (const entry of completed) {
      expect(Object.keys(entry.req!).sort()).toEqual(['id', 'method', 'url']);
      expect(Object.keys(entry.res!)).toEqual(['statusCode']);
    }
    for (const secret of ['203.0.113.77', '127.0.0.1', 'VisitorBrowser', 'Mozilla', 'SAWA-7K3F9QXM', 'VISIT-7K3F9QXM', '880000000001', 'c2VjcmV0LXNpZ25hdHVyZQ', 'xyz-secret-value', 'session=abc', 'remoteAddress']) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});

describe('privateUrl', () => {
  it.each([
    ['/', '/'],
    ['/shop?page=3', '/shop?page=3'],
    ['/order/sawa-7k3f9qxm', '/order/***'],
    ['/visit/VISIT-7K3F9QXM/', '/visit/***/'],
    ['/api/v1/mail/unsubscribe?token=a.b&x=1', '/api/v1/mail/unsubscribe?token=***&x=1'],
    ['/anything?access_token=a&apiKey=b&signature=c&q=SAWA-7K3F9QXM', '/anything?access_token=***&apiKey=***&signature=***&q=***'],
    ['/product/SAWA-P-001', '/product/SAWA-P-001'],
    ['/x?%74oken=a', '/x?%74oken=***'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(privateUrl(url)).toBe(logged);
  });
});
