import type { ContactField } from '@sawa/shared/domain';

/** How a form asks for the contact block (CONTACT_LIMITS): the input type and the browser's autofill hint of each field. */
export const CONTACT_INPUTS: Record<ContactField, { type: 'text' | 'email' | 'tel'; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  country: { type: 'text', autoComplete: 'country-name' },
};
