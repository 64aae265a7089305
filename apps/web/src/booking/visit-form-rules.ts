import { CONTACT_MESSAGES, isEmailAddress, isPhoneNumber } from '@sawa/shared/domain';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type VisitorValues = { name: string; email: string; phone: string };
export const EMPTY_VISITOR: VisitorValues = { name: '', email: '', phone: '' };
export const VISITOR_LABELS: Record<keyof VisitorValues, string> = { name: 'Full name', email: 'Email', phone: 'Phone' };

/** Who comes, as the booking form checks it before sending (the server checks the same). */
export function visitorErrors(values: VisitorValues): Partial<Record<keyof VisitorValues, string>> {
  const errors: Partial<Record<keyof VisitorValues, string>> = {};
  for (const field of Object.keys(VISITOR_LABELS) as (keyof VisitorValues)[])
    if (!values[field].trim()) errors[field] = CONTACT_MESSAGES.required(VISITOR_LABELS[field]);
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = CONTACT_MESSAGES.email;
  if (!errors.phone && !isPhoneNumber(values.phone.trim())) errors.phone = CONTACT_MESSAGES.phone;
  return errors;
}

/** A time the server offered instead of a full one. */
export interface TimeWithRoom {
  startsAt: string;
  date: string;
  time: string;
  free: number;
}

/** The times with room a 409 'This time is full; choose another' carries (GraphQL `extensions.slotsWithRoom`). */
export function timesWithRoom(error: unknown): TimeWithRoom[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const full = error.errors.find((e) => e.extensions?.['code'] === 'CONFLICT');
  const offered = full?.extensions?.['slotsWithRoom'];
  return Array.isArray(offered) ? (offered as TimeWithRoom[]) : null;
}
