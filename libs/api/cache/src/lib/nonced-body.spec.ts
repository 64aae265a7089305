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
});
