import { gunzipSync } from 'node:zlib';
import { NoncedBody } from './nonced-body';

const ATTRIBUTE = { before: 'nonce="', placeholder: 'csp-nonce-placeholder', after: '"' };

describe('NoncedBody', () => {
  const page =
    '<!doctype html><html><head><style nonce="csp-nonce-placeholder">body{color:red}</style>' +
    '<script type="module" nonce="csp-nonce-placeholder" src="/assets/index.js"></script></head><body>' +
    'Caf\u00e9 \u00b7 '.repeat(5000) +
    '<script nonce="csp-nonce-placeholder">1</script></body></html>';

  it('sends the page with the nonce filled in, as plain bytes and as a valid gzip stream', () => {
    const body = NoncedBody.of(page, ATTRIBUTE);
    const expected = page.replaceAll('nonce="csp-nonce-placeholder"', 'nonce="rAnd0m+/="');
    expect(body.plain('rAnd0m+/=').toString('utf8')).toBe(expected);
    const gzip = body.gzip('rAnd0m+/=');
    expect(gunzipSync(gzip).toString('utf8')).toBe(expected);
    expect(gzip.length).toBeLessThan(Buffer.byteLength(page) / 10);
    // Another response, another nonce, from the same stored page.
    expect(gunzipSync(body.gzip('other')).toString('utf8')).toBe(page.replaceAll('nonce="csp-nonce-placeholder"', 'nonce="other"'));
  });

  it('handles a page without any nonce', () => {
    const body = NoncedBody.of('{"a":1}', ATTRIBUTE);
    expect(gunzipSync(body.gzip('x')).toString()).toBe('{"a":1}');
    expect(body.plain('x').toString()).toBe('{"a":1}');
  });

  it("joins pieces compressed apart (a template compressed once, each render's text) into one page, counting only its own memory", () => {
    const template = NoncedBody.of('<html><head><style nonce="csp-nonce-placeholder">' + 'p{margin:0}'.repeat(2000) + '</style></head><body>', ATTRIBUTE, {
      shared: true,
    });
    const end = NoncedBody.of('<script nonce="csp-nonce-placeholder">1</script></body></html>', ATTRIBUTE, { shared: true });
    const render = NoncedBody.of('Caf\u00e9 \u00b7 '.repeat(3000), ATTRIBUTE);
    const page = NoncedBody.join([template, render, NoncedBody.of('', ATTRIBUTE), end]);
    const text =
      '<html><head><style nonce="n0nce">' +
      'p{margin:0}'.repeat(2000) +
      '</style></head><body>' +
      'Caf\u00e9 \u00b7 '.repeat(3000) +
      '<script nonce="n0nce">1</script></body></html>';
    expect(page.plain('n0nce').toString('utf8')).toBe(text);
    expect(gunzipSync(page.gzip('n0nce')).toString('utf8')).toBe(text);
    expect(page.bytes).toBe(render.bytes);
    expect(render.bytes).toBeGreaterThan(Buffer.byteLength('Caf\u00e9 \u00b7 '.repeat(3000)));
  });
});
