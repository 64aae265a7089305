import { COMMISSION_FIELDS, commissionDetails, CONTACT_MESSAGES, contactErrors, FIELD_LIMITS } from '../index';

const LABELS = { name: 'Full name', email: 'Email', phone: 'Phone', country: 'Country' };
const FILLED = { name: 'Amani', email: 'amani@example.org', phone: '+250 788 555 000', country: 'Rwanda' };

describe('the contact block', () => {
  it('requires every field, named by the form’s own label', () => {
    expect(contactErrors({ name: ' ', email: '', phone: '', country: '\n' }, LABELS)).toEqual({
      name: 'Full name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      country: 'Country is required.',
    });
  });

  it('applies the product’s e-mail and phone rules, after trimming', () => {
    expect(contactErrors({ ...FILLED, email: 'a@b.c', phone: 'call me' }, LABELS)).toEqual({
      email: 'Enter a valid e-mail address.',
      phone: 'Enter a valid phone number.',
    });
    expect(contactErrors({ ...FILLED, email: ' amani@example.org ', phone: ' 0788123456 ' }, LABELS)).toEqual({});
  });

  it('has the same limits on the checkout and the commission form', () => {
    for (const field of ['name', 'email', 'phone', 'country'] as const) expect(FIELD_LIMITS.checkout[field]).toBe(FIELD_LIMITS.commission[field]);
  });
});

describe('the commission form’s fields', () => {
  it('lists every field the commission form limits, and picks them from a larger object', () => {
    const limited = Object.keys(FIELD_LIMITS.commission).filter((field) => field !== 'website');
    expect(COMMISSION_FIELDS.map((f) => f.name).sort()).toEqual(limited.sort());
    const values = Object.fromEntries(COMMISSION_FIELDS.map((f) => [f.name, f.label]));
    expect(commissionDetails({ ...values, website: 'bot' } as never)).toEqual(values);
  });
});

describe('required messages agree with their label', () => {
  it('a plural label takes "are"', () => {
    expect(CONTACT_MESSAGES.required('Style preferences')).toBe('Style preferences are required.');
    expect(CONTACT_MESSAGES.required('Shipping address')).toBe('Shipping address is required.');
  });
});
