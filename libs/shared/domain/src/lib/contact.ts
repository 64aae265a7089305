import { EMAIL_MAX_LENGTH, isEmailAddress } from './email';
import { isPhoneNumber, PHONE_MAX_LENGTH } from './phone';

/**
 * The contact block a visitor fills in to be answered: name, e-mail, phone and country. The
 * checkout and the commission form carry it (and their server contracts, ContactDetailsInput), with
 * the same limits and rules.
 */
export const CONTACT_LIMITS = { name: 200, email: EMAIL_MAX_LENGTH, phone: PHONE_MAX_LENGTH, country: 100 } as const;

export type ContactField = keyof typeof CONTACT_LIMITS;
export type ContactValues = Record<ContactField, string>;

/** What a web form says when a contact field is wrong (the server's contract says the same in its words). */
/** Field labels that are plural nouns. */
const PLURAL_LABELS = new Set(['Style preferences']);

export const CONTACT_MESSAGES = {
  // A plural label agrees: 'Style preferences are required.'
  required: (label: string) => `${label} ${PLURAL_LABELS.has(label) ? 'are' : 'is'} required.`,
  email: 'Enter a valid e-mail address.',
  phone: 'Enter a valid phone number.',
} as const;

/** The contact block's own check, as a form runs it before sending: required, then the e-mail and phone rules. */
export function contactErrors(values: ContactValues, labels: Record<ContactField, string>): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) if (!values[field].trim()) errors[field] = CONTACT_MESSAGES.required(labels[field]);
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = CONTACT_MESSAGES.email;
  if (!errors.phone && !isPhoneNumber(values.phone.trim())) errors.phone = CONTACT_MESSAGES.phone;
  return errors;
}

/**
 * The commission request's fields (SPEC §3) in the order the form, the inbox and the studio's mail
 * show them, with their labels: the one list every place that walks the fields reads.
 */
export const COMMISSION_FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone' },
  { name: 'country', label: 'Country' },
  { name: 'artworkType', label: 'Artwork type' },
  { name: 'size', label: 'Size' },
  { name: 'stylePreferences', label: 'Style preferences' },
  { name: 'message', label: 'Message' },
] as const;

export type CommissionField = (typeof COMMISSION_FIELDS)[number]['name'];
export type CommissionDetails = Record<CommissionField, string>;

/** A commission request's own fields, picked from whatever carries more (an input with a honeypot, a stored row). */
export function commissionDetails(source: CommissionDetails): CommissionDetails {
  return Object.fromEntries(COMMISSION_FIELDS.map(({ name }) => [name, source[name]])) as CommissionDetails;
}
