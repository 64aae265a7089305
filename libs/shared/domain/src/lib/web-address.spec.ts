import { isWebAddress } from './web-address';

describe('isWebAddress', () => {
  it.each(['https://instagram.com/amani', 'http://www.linkedin.com/in/amani?x=1', 'https://facebook.com/amani#top', 'https://xn--bcher-kva.example'])(
    'accepts %s',
    (value) => {
      expect(isWebAddress(value)).toBe(true);
    },
  );

  it.each([
    'not a url',
    'instagram.com/amani',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://localhost',
    'https://exa mple.com',
    'https:/example.com',
    'https://example.',
    '',
    `https://example.com/${'a'.repeat(500)}`,
  ])('refuses %j', (value) => {
    expect(isWebAddress(value)).toBe(false);
  });
});
