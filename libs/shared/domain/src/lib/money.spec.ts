import { formatPrice, fromCents, isMoney, normaliseMoney, sameAmount, toCents } from './money';

describe('money', () => {
  it('reads and writes exact cents without floating point', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1500.55')).toBe(150055);
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(normaliseMoney('15')).toBe('15.00');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.234', '01', 'abc', '1e3', '12345678901']) expect(isMoney(bad)).toBe(false);
    expect(() => toCents('1.234')).toThrow(RangeError);
  });

  it('formats prices in dollars with grouping and two decimals', () => {
    expect(formatPrice('0')).toBe('$0.00');
    expect(formatPrice('950.5')).toBe('$950.50');
    expect(formatPrice('1500')).toBe('$1,500.00');
    expect(formatPrice('1234567.89')).toBe('$1,234,567.89');
  });
});

describe('sameAmount', () => {
  it('compares decimal texts exactly, whatever their trailing zeros', () => {
    expect(sameAmount('1200', '1200.00')).toBe(true);
    expect(sameAmount('1200.500', '1200.50')).toBe(true);
    expect(sameAmount('095.5', '95.50')).toBe(true);
    expect(sameAmount('1200.001', '1200.00')).toBe(false);
    expect(sameAmount('1199.999999999999999999', '1200.00')).toBe(false);
    expect(sameAmount('1.2e3', '1200.00')).toBe(false);
    expect(sameAmount('-1200', '1200.00')).toBe(false);
    expect(sameAmount(undefined, '1200.00')).toBe(false);
    expect(sameAmount('', '0.00')).toBe(false);
  });
});
