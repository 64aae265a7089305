/** The longest phone number accepted, in characters (the forms' `maxLength` too). */
export const PHONE_MAX_LENGTH = 20;

/**
 * A phone number as people type it: digits with spaces, dots, dashes or brackets, an optional
 * leading +; 6 to PHONE_MAX_LENGTH characters in all.
 */
export const PHONE_PATTERN = new RegExp(`^(?=.{6,${PHONE_MAX_LENGTH}}$)\\+?[\\d\\s().-]+$`);

export function isPhoneNumber(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}
