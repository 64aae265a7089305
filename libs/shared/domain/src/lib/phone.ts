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
