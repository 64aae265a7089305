import { isPhoneNumber, PHONE_DIGITS } from './phone';

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
});
