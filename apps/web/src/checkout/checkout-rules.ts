import { CONTACT_MESSAGES, contactErrors } from '@sawa/shared/domain';
import { CONTACT_INPUTS } from '../components/contact-inputs';

const LABELS = { name: 'Full name', email: 'Email', phone: 'Phone', country: 'Country' };

/** The checkout form's contact fields (the shared contact block) and their rules; the server checks the same and more. */
export const CHECKOUT_FIELDS = (['name', 'email', 'phone', 'country'] as const).map((name) => ({ name, label: LABELS[name], ...CONTACT_INPUTS[name] }));

export type CheckoutValues = { name: string; email: string; phone: string; country: string; shippingAddress: string; notes: string };
export const EMPTY_CHECKOUT: CheckoutValues = { name: '', email: '', phone: '', country: '', shippingAddress: '', notes: '' };

/** The shortest shipping address the order takes (the server's rule too, CheckoutInput). */
export const SHIPPING_ADDRESS_MIN = 5;
export const SHORT_ADDRESS = `Enter the full shipping address (at least ${SHIPPING_ADDRESS_MIN} characters): street, town and any details the courier needs.`;

export function validateCheckout(values: CheckoutValues): Partial<Record<keyof CheckoutValues, string>> {
  const errors: Partial<Record<keyof CheckoutValues, string>> = contactErrors(values, LABELS);
  const address = values.shippingAddress.trim();
  // Empty: required; filled but too short: say the real rule.
  if (!address) errors.shippingAddress = CONTACT_MESSAGES.required('Shipping address');
  else if (address.length < SHIPPING_ADDRESS_MIN) errors.shippingAddress = SHORT_ADDRESS;
  return errors;
}
