import { isPhoneNumber, PHONE_DIGITS, phoneMatchKey } from './phone';

describe('the phone rule', () => {
  it('takes numbers as people type them: a leading +, spaces, dots, dashes, brackets', () => {
    for (const phone of ['+250 788 555 000', '0788555000', '(0788) 555-000', '+1 (555) 123-4567', '+250.788.555.000', '123456'])
      expect(isPhoneNumber(phone)).toBe(true);
  });

  it('needs digits, 6 to 15 of them (E.164): no "------", no 18-digit number', () => {
    expect(PHONE_DIGITS).toEqual({ min: 6, max: 15 });
    for (const phone of ['------', '(((   )))', '123456789012345678', '1234567890123456', '12345', '+', 'phone', '+250 788 555 000 ext. 5'])
      expect(isPhoneNumber(phone)).toBe(false);
    expect(isPhoneNumber('123456789012345')).toBe(true);
  });

  it('reads the local and international forms of a Rwandan number as one number; other numbers digit for digit', () => {
    for (const phone of ['+250 788 123 456', '+250788123456', '00250 788 123 456', '0788 123 456', '0788123456', '(0788) 123-456', '788 123 456'])
      expect({ phone, key: phoneMatchKey(phone) }).toEqual({ phone, key: '788123456' });
    expect(phoneMatchKey('+250 788 123 457')).not.toBe(phoneMatchKey('0788123456'));
    expect(phoneMatchKey('+44 7911 123456')).toBe('447911123456');
    expect(phoneMatchKey('0044 7911 123456')).toBe('447911123456');
    // A Canadian number in area code 250 is not taken for a Rwandan one.
    expect(phoneMatchKey('+1 250 555 0100')).toBe('12505550100');
    expect(phoneMatchKey('250 555 0100')).toBe('2505550100');
  });
});
