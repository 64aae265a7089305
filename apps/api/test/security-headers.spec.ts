import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../src/app/graphql-ide';
import { createTestApp, TestApp } from './harness';
import { requireBuilt } from './support/built';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    requireBuilt('web', 'graphiql');
    t = await createTestApp({ SEED_DEMO: 'true', PAYMENTS_SANDBOX: 'true', PUBLIC_URL: 'https://sawa.example' });
  }, 180_000);
  afterAll(() => t.close());

  it('gives every page a strict policy with a fresh nonce that every script and style tag of the page carries', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/shop', '/no/such/page', '/admin/dashboard', '/sawa-admin-login']) {
      const res = await t.http().get(path).expect('content-type', /html/);
      const csp = directives(res.headers['content-security-policy']);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(csp['script-src'].find((v) => v.startsWith("'nonce-")) ?? '')?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      expect(csp['script-src']).toContain("'strict-dynamic'");
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['style-src']).toContain(`'nonce-${nonce}'`);
      expect(csp['style-src']).not.toContain("'unsafe-inline'");
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['img-src']).toContain('https://sawa.example');
      // Every executable script and every <style> carries this response's nonce; no placeholder is left.
      const tags = [...res.text.matchAll(/<(script|style)\b([^>]*)>/g)].filter(([, , attrs]) => !/type="application\/(ld\+)?json"/.test(attrs));
      expect(tags.map(([, name]) => name).sort()).toEqual(expect.arrayContaining(['script', 'style']));
      for (const [tag] of tags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(res.text).not.toContain('csp-nonce-placeholder');
      // No inline executable script at all: the Apollo state is a JSON data block.
      expect([...res.text.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)]).toEqual([]);
    }
    expect(nonces.size).toBe(5);
  });

  it('keeps the nonce out of reach of content: a text that spells the placeholder attribute stays text', async () => {
    const description = 'Painted with nonce="csp-nonce-placeholder" and <script>alert(1)</script> in mind.';
    const [artist] = await t.dataSource.query(`SELECT id FROM artist ORDER BY created_at LIMIT 1`);
    await t.dataSource.query(`UPDATE artist SET description = $1 WHERE id = $2`, [description, artist.id]);
    const res = await t.http().get(`/artistDetails/${artist.id}`).expect(200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
    expect(res.text).toContain('Painted with nonce=&quot;csp-nonce-placeholder&quot;');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    // The nonce appears only in the page's own tags, never inside the artist's text or the JSON state.
    const occurrences = res.text.split(nonce).length - 1;
    const ownTags = [...res.text.matchAll(/<(script|style|meta|link)\b[^>]*nonce="[^"]+"[^>]*>/g)].length;
    expect(occurrences).toBe(ownTags);
  });

  it('sends nosniff, a Referrer-Policy and no framing on every kind of answer, uploads and assets included', async () => {
    mkdirSync(join(t.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.dataDir, 'uploads', 'probe.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const asset = readdirSync(join(workspaceRoot(), 'dist', 'web', 'client', 'assets')).find((f) => f.endsWith('.js'));
    const answers = [
      await t.http().get('/'),
      await t.http().get('/api/v1/art'),
      await t.http().get('/api/v1/nothing'),
      await t.http().get('/uploads/probe.jpg').expect(200),
      await t.http().get('/uploads/missing.jpg').expect(404),
      await t.http().get(`/assets/${asset}`).expect(200),
      await t.http().post('/graphql').send({ query: '{ __typename }' }).expect(200),
      await t.http().get('/sitemap.xml').expect(200),
      await t.http().get('/health'),
    ];
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Plain HTTP: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // Data answers (JSON, files) run no script whatever they contain.
    expect(directives(answers[1].headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
    expect(directives(answers[3].headers['content-security-policy'])['script-src']).toBeUndefined();
    expect(answers[3].headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends HSTS only to requests that came over HTTPS through the trusted proxy', async () => {
    const secure = await t.http().get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(secure.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    const api = await t.http().get('/api/v1/art').set('X-Forwarded-Proto', 'https');
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.http().get('/').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directives(plain.headers['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('gives GraphiQL, the API docs and the payment sandbox their own policies', async () => {
    const ide = await t.http().get('/graphql').set('Accept', 'text/html').expect(200);
    const ideCsp = directives(ide.headers['content-security-policy']);
    expect(ideCsp['script-src']).toEqual(["'self'"]);
    expect(ideCsp['worker-src']).toEqual(["'self'"]);
    expect(ideCsp['frame-ancestors']).toEqual(["'none'"]);
    const ideScript = /src="(\/graphiql\/assets\/[^"]+\.js)"/.exec(ide.text)![1];
    // The IDE's workers take their policy from their own response: its files carry the IDE's policy.
    expect((await t.http().get(ideScript).expect(200)).headers['content-security-policy']).toBe(ide.headers['content-security-policy']);

    const docs = await t.http().get('/api/docs').redirects(1).expect(200);
    const docsCsp = directives(docs.headers['content-security-policy']);
    expect(docsCsp['script-src']).toEqual(["'self'"]);
    expect(docsCsp['frame-ancestors']).toEqual(["'none'"]);

    const booking = await t.http().post('/api/v1/payments/sawatour-invoice').set('X-API-Version', '2').send({}).expect(200);
    const pay = await t.http().get(new URL(booking.body.data.paymentLinkUrl).pathname).expect(200).expect('content-type', /html/);
    const payCsp = directives(pay.headers['content-security-policy']);
    expect(payCsp['default-src']).toEqual(["'none'"]);
    expect(payCsp['script-src']).toBeUndefined();
    expect(payCsp['form-action']).toEqual(["'self'"]);
    expect(pay.headers['x-content-type-options']).toBe('nosniff');
  });
});
