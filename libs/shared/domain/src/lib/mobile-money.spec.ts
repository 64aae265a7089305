import { mobileMoneyNetwork, phoneEnding, rwandanMobileNumber } from './mobile-money';

describe('mobile money numbers', () => {
  it('reads a Rwandan mobile number however it is typed, in the local form', () => {
    for (const typed of ['0788123456', '+250 788 123 456', '250788123456', '(0788) 123-456', '788123456'])
      expect(rwandanMobileNumber(typed)).toBe('0788123456');
    for (const other of ['+254 712 345 678', '0252123456', '07881234567', '078812345', 'phone']) expect(rwandanMobileNumber(other)).toBeUndefined();
  });

  it('knows the network by the prefix', () => {
    expect(mobileMoneyNetwork('0788123456')).toBe('MTN');
    expect(mobileMoneyNetwork('+250 79 123 4567')).toBe('MTN');
    expect(mobileMoneyNetwork('0728123456')).toBe('AIRTEL');
    expect(mobileMoneyNetwork('0738123456')).toBe('AIRTEL');
    expect(mobileMoneyNetwork('0758123456')).toBeUndefined();
    expect(mobileMoneyNetwork('+1 202 555 0100')).toBeUndefined();
  });

  it('names a number by its last three digits', () => {
    expect(phoneEnding('+250 788 123 456')).toBe('456');
  });
});
