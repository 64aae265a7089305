import { CONTACT_MESSAGES, contactErrors } from '@sawa/shared/domain';
import { CONTACT_INPUTS } from '../components/contact-inputs';

const LABELS = { name: 'Full name', email: 'Email', phone: 'Phone', country: 'Country' };

/** The checkout form's contact fields (the shared contact block) and their rules; the server checks the same and more. */
export const CHECKOUT_FIELDS = (['name', 'email', 'phone', 'country'] as const).map((name) => ({ name, label: LABELS[name], ...CONTACT_INPUTS[name] }));

export type CheckoutValues = { name: string; email: string; phone: string; country: string; shippingAddress: string; notes: string };
export const EMPTY_CHECKOUT: CheckoutValues = { name: '', email: '', phone: '', country: '', shippingAddress: '', notes: '' };

export function validateCheckout(values: CheckoutValues): Partial<Record<keyof CheckoutValues, string>> {
  const errors: Partial<Record<keyof CheckoutValues, string>> = contactErrors(values, LABELS);
  if (values.shippingAddress.trim().length < 5) errors.shippingAddress = CONTACT_MESSAGES.required('Shipping address');
  return errors;
}
