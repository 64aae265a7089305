/** The longest phone number accepted, in characters (the forms' `maxLength` too). */
export const PHONE_MAX_LENGTH = 20;

/** Digits a phone number holds: at least this many, and at most 15 (E.164's limit for an international number). */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/**
 * A phone number as people type it: digits with spaces, dots, dashes or brackets, an optional
 * leading +; 6 to PHONE_MAX_LENGTH characters in all, holding 6 to 15 digits (E.164-like: '------' or
 * an 18-digit number is not a phone number).
 */
export const PHONE_PATTERN = new RegExp(`^(?=.{6,${PHONE_MAX_LENGTH}}$)(?=(?:\\D*\\d){${PHONE_DIGITS.min},${PHONE_DIGITS.max}}\\D*$)\\+?[\\d\\s().-]+$`);

export function isPhoneNumber(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** The studio's country calling code (Rwanda): its numbers are written both locally and internationally. */
export const HOME_CALLING_CODE = '250';

/**
 * One number however it was written, to find a person's records by phone: its digits, without an
 * international `00` prefix; a Rwandan number (+250 and 9 digits, or the local 0 and 9 digits) becomes its
 * 9-digit national number, so '+250 788 123 456', '00250788123456', '0788 123 456' and '788123456' are one.
 * Other countries' numbers match only digit for digit (their local forms cannot be told apart safely).
 */
export function phoneMatchKey(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith(HOME_CALLING_CODE)) return digits.slice(3);
  if (digits.length === 10 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
