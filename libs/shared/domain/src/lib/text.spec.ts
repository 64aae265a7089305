import { charCount, findUnstorableCharacter, truncateText } from './text';

describe('text rules', () => {
  it('counts characters as PostgreSQL does (code points), not UTF-16 units', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('🦍🦍')).toBe(2);
    expect(charCount('e\u0301')).toBe(2);
    expect(charCount('a\uFE0F')).toBe(2);
  });

  describe('truncateText', () => {
    it('leaves text that fits alone', () => {
      expect(truncateText('Gorilla', 7)).toBe('Gorilla');
    });

    it('cuts to the limit with the ellipsis counted', () => {
      const cut = truncateText('A golden monkey in bamboo', 10);
      expect(cut).toBe('A golden…');
      expect(charCount(cut)).toBeLessThanOrEqual(10);
    });

    it('never splits a surrogate pair or a combined letter', () => {
      expect(truncateText('🦍🦍🦍🦍', 3)).toBe('🦍🦍…');
      const combined = 'e\u0301'.repeat(10);
      const cut = truncateText(combined, 6);
      expect(cut).toBe('e\u0301e\u0301…');
      expect(charCount(cut)).toBeLessThanOrEqual(6);
    });

    it('fits any input into the limit', () => {
      for (const text of ['x'.repeat(1000), '\u05e9\u05dc\u05d5\u05dd '.repeat(200), '👨‍👩‍👧'.repeat(100)]) {
        expect(charCount(truncateText(text, 300))).toBeLessThanOrEqual(300);
      }
    });
  });

  describe('findUnstorableCharacter', () => {
    it('finds NUL, lone surrogates and C0 controls, with their position', () => {
      expect(findUnstorableCharacter('ab\u0000c')).toEqual({ position: 2, codePoint: 'U+0000', what: 'a NUL character' });
      expect(findUnstorableCharacter('🦍\uD800x')).toEqual({ position: 1, codePoint: 'U+D800', what: 'a lone surrogate' });
      expect(findUnstorableCharacter('x\uDC00')).toEqual({ position: 1, codePoint: 'U+DC00', what: 'a lone surrogate' });
      expect(findUnstorableCharacter('bell\u0007')).toEqual({ position: 4, codePoint: 'U+0007', what: 'a control character' });
    });

    it('accepts text people write: tabs, line breaks, RTL, combining marks, emoji', () => {
      for (const text of ['line\r\nbreak\ttab', 'שלום עולם', 'مرحبا', 'e\u0301', '👨‍👩‍👧', '\u202Eevil', '']) {
        expect(findUnstorableCharacter(text)).toBeUndefined();
      }
    });
  });
});
