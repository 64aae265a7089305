/**
 * A phone number as people type it: digits with spaces, dots, dashes or brackets, an optional
 * leading +; 6 to 20 characters in all (the forms' `maxLength` is the same 20).
 */
export const PHONE_PATTERN = /^(?=.{6,20}$)\+?[\d\s().-]+$/;

export function isPhoneNumber(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}
