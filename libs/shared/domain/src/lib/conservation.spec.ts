import { conservationShare, effectiveSharePercent, formatPercent, isPercent, normalisePercent } from './conservation';

describe('conservation share', () => {
  it('accepts percentages from 0 to 100 with at most two decimals', () => {
    for (const good of ['0', '10', '12.5', '99.99', '100', '100.00']) expect(isPercent(good)).toBe(true);
    for (const bad of ['', '-1', '100.01', '101', '12.345', '1e1', ' 10', 'ten', '010']) expect(isPercent(bad)).toBe(false);
    expect(normalisePercent('12.5')).toBe('12.50');
    expect(formatPercent('12.50')).toBe('12.5');
    expect(formatPercent('10.00')).toBe('10');
    expect(formatPercent('0')).toBe('0');
  });

  it('uses the artwork’s own share, else the studio’s', () => {
    expect(effectiveSharePercent(null, '10')).toBe('10.00');
    expect(effectiveSharePercent('0.00', '10')).toBe('0.00');
    expect(effectiveSharePercent('25', '10')).toBe('25.00');
  });

  it('computes the share in exact cents, half a cent up', () => {
    expect(conservationShare('95.50', '10')).toBe('9.55');
    expect(conservationShare('0.05', '10')).toBe('0.01');
    expect(conservationShare('0.04', '10')).toBe('0.00');
    expect(conservationShare('160.00', '12.5')).toBe('20.00');
    expect(conservationShare('0.30', '33.33')).toBe('0.10');
    // Where floating point drifts: 1.15 * 10 / 100 is 0.11499999999999999.
    expect(conservationShare('1.15', '10')).toBe('0.12');
    expect(conservationShare('9999999999.99', '100')).toBe('9999999999.99');
    expect(conservationShare('1850.00', '0')).toBe('0.00');
  });
});
