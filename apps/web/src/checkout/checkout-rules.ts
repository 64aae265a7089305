import { isEmailAddress, isPhoneNumber } from '@sawa/shared/domain';

/** The checkout form's fields and their rules (the server checks the same and more). */
export const CHECKOUT_FIELDS = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'country', label: 'Country', type: 'text', autoComplete: 'country-name', required: true },
] as const;

export type CheckoutValues = { name: string; email: string; phone: string; country: string; shippingAddress: string; notes: string };
export const EMPTY_CHECKOUT: CheckoutValues = { name: '', email: '', phone: '', country: '', shippingAddress: '', notes: '' };

export function validateCheckout(values: CheckoutValues): Partial<Record<keyof CheckoutValues, string>> {
  const errors: Partial<Record<keyof CheckoutValues, string>> = {};
  for (const field of CHECKOUT_FIELDS) if (!values[field.name].trim()) errors[field.name] = `${field.label} is required.`;
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = 'Enter a valid e-mail address.';
  if (!errors.phone && !isPhoneNumber(values.phone.trim())) errors.phone = 'Enter a valid phone number.';
  if (values.shippingAddress.trim().length < 5) errors.shippingAddress = 'Shipping address is required.';
  return errors;
}
