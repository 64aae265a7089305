import { isVatRate, normaliseVatRate, orderVat, taxSettingsProblem, vatIncluded, vatTreatmentOf } from './tax';

describe('VAT', () => {
  it('takes the VAT out of a VAT-inclusive amount, half-up to the cent', () => {
    expect(vatIncluded('118.00', '18')).toBe('18.00');
    expect(vatIncluded('100.00', '18')).toBe('15.25'); // 15.2542…
    expect(vatIncluded('95.50', '18.00')).toBe('14.57'); // 14.5678…
    expect(vatIncluded('0.00', '18')).toBe('0.00');
    expect(vatIncluded('0.01', '18')).toBe('0.00'); // 0.15 cents
    expect(vatIncluded('0.07', '18')).toBe('0.01'); // 1.067 cents
    expect(vatIncluded('100.00', '0')).toBe('0.00');
    expect(vatIncluded('200.00', '100')).toBe('100.00');
    // Exactly half a cent rounds up: at 100 %, 0.01 holds half a cent of VAT, 0.03 one and a half.
    expect(vatIncluded('0.01', '100')).toBe('0.01');
    expect(vatIncluded('0.03', '100')).toBe('0.02');
    // The largest amount the columns hold, without overflow.
    expect(vatIncluded('9999999999.99', '18')).toBe('1525423728.81');
  });

  it('reads a rate from 0 to 100 with at most two decimals', () => {
    for (const ok of ['0', '18', '18.5', '18.00', '100', '100.00', '7.25']) expect(isVatRate(ok)).toBe(true);
    for (const bad of ['', '-1', '100.01', '101', '18.123', '1e1', '18,5', 'abc', '018', ' ']) expect(isVatRate(bad)).toBe(false);
    expect(normaliseVatRate('18')).toBe('18.00');
    expect(normaliseVatRate('7.5')).toBe('7.50');
    expect(() => vatIncluded('1.00', '101')).toThrow(RangeError);
  });

  it('names what is wrong with the settings', () => {
    expect(taxSettingsProblem({ vatRegistered: true, taxNumber: '', vatRate: '18' })).toBe('A VAT-registered studio needs its tax number (TIN).');
    expect(taxSettingsProblem({ vatRegistered: true, taxNumber: '  ', vatRate: '18' })).toBe('A VAT-registered studio needs its tax number (TIN).');
    expect(taxSettingsProblem({ vatRegistered: false, taxNumber: '', vatRate: '18.123' })).toMatch(/from 0 to 100 with at most 2 decimals/);
    expect(taxSettingsProblem({ vatRegistered: true, taxNumber: '102345678', vatRate: '18' })).toBeNull();
    expect(taxSettingsProblem({ vatRegistered: false, taxNumber: '', vatRate: '0' })).toBeNull();
  });

  it('treats pickup and Rwanda as domestic, abroad as a zero-rated export, and stores nothing when not registered', () => {
    expect(vatTreatmentOf('pickup', null)).toBe('domestic');
    expect(vatTreatmentOf('shipping', 'RW')).toBe('domestic');
    expect(vatTreatmentOf('shipping', 'KE')).toBe('export');
    const registered = { vatRegistered: true, vatRate: '18' };
    expect(orderVat(registered, { total: '118.00', delivery: 'shipping', countryCode: 'RW' })).toEqual({
      vatAmount: '18.00',
      vatTreatment: 'domestic',
      vatRate: '18.00',
    });
    expect(orderVat(registered, { total: '118.00', delivery: 'shipping', countryCode: 'KE' })).toEqual({
      vatAmount: '0.00',
      vatTreatment: 'export',
      vatRate: '0.00',
    });
    expect(orderVat({ vatRegistered: false, vatRate: '18' }, { total: '118.00', delivery: 'pickup', countryCode: null })).toEqual({
      vatAmount: null,
      vatTreatment: null,
      vatRate: null,
    });
  });
});
