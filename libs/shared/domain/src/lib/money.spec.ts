import { formatMoney, fromCents, isMoney, normaliseMoney, sameAmount, toCents } from './money';

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

  it('formats an amount in its currency, with grouping, from the exact decimal text', () => {
    expect(formatMoney('0', 'USD')).toBe('$0.00');
    expect(formatMoney('950.5', 'USD')).toBe('$950.50');
    expect(formatMoney('1500', 'USD')).toBe('$1,500.00');
    expect(formatMoney('1234567.89', 'USD')).toBe('$1,234,567.89');
    // Ten digits and cents: a float would round the last cent.
    expect(formatMoney('9999999999.99', 'USD')).toBe('$9,999,999,999.99');
    expect(formatMoney('95.5', 'EUR')).toBe('€95.50');
    expect(formatMoney('95.5', 'GBP')).toBe('£95.50');
  });

  it('writes a currency without cents (RWF) without them, unless the amount has some', () => {
    expect(formatMoney('125000', 'RWF')).toBe('RWF\u00a0125,000');
    expect(formatMoney('125000.00', 'RWF')).toBe('RWF\u00a0125,000');
    expect(formatMoney('125000.5', 'RWF')).toBe('RWF\u00a0125,000.50');
  });

  it('keeps the sign of a signed amount, and none on zero', () => {
    expect(formatMoney('-9.55', 'USD')).toBe('-$9.55');
    expect(formatMoney('-0.00', 'EUR')).toBe('€0.00');
    expect(() => formatMoney('1.234', 'USD')).toThrow(RangeError);
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
