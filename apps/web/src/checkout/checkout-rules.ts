import { ADDRESS_MESSAGES, CONTACT_MESSAGES, contactErrors, isCountryCode, RWANDA, RWANDA_PROVINCES, rwandaDistricts } from '@sawa/shared/domain';
import { CONTACT_INPUTS } from '../components/contact-inputs';

const LABELS = { name: 'Full name', email: 'Email', phone: 'Phone', country: 'Country' };

/** The checkout form's contact fields (the shared contact block, the country asked with the address) and their rules. */
export const CHECKOUT_FIELDS = (['name', 'email', 'phone'] as const).map((name) => ({ name, label: LABELS[name], ...CONTACT_INPUTS[name] }));

/** The contact details, the structured address (AddressInput) and the notes, as the form holds them. */
export type CheckoutValues = {
  /** Collected at the studio in Musanze (free), or shipped to the address. */
  delivery: 'pickup' | 'shipping';
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  region: string;
  city: string;
  postcode: string;
  line1: string;
  line2: string;
  notes: string;
};
export const EMPTY_CHECKOUT: CheckoutValues = {
  delivery: 'shipping',
  name: '',
  email: '',
  phone: '',
  countryCode: '',
  region: '',
  city: '',
  postcode: '',
  line1: '',
  line2: '',
  notes: '',
};

/** The labels of the address fields; a Rwandan address asks for its province and district (RWANDA_PROVINCES). */
export function addressLabels(countryCode: string) {
  const rwanda = countryCode === RWANDA;
  return {
    region: rwanda ? 'Province' : 'Region, state or province',
    city: rwanda ? 'District' : 'City or town',
    line1: 'Address line 1',
    line2: 'Address line 2 (optional)',
    postcode: 'Postcode (optional)',
  };
}

/** The server's rules (CheckoutInput, addressProblem), each on its field, so the buyer sees where to correct. */
export function validateCheckout(values: CheckoutValues): Partial<Record<keyof CheckoutValues, string>> {
  // The contact block's rules for name, e-mail and phone; the country is the address's (below), asked only for shipping.
  const { name, email, phone } = contactErrors({ name: values.name, email: values.email, phone: values.phone, country: '-' }, LABELS);
  const errors: Partial<Record<keyof CheckoutValues, string>> = Object.fromEntries(Object.entries({ name, email, phone }).filter(([, message]) => message));
  // Pickup needs no address: the buyer collects the work at the studio.
  if (values.delivery === 'pickup') return errors;
  if (!values.countryCode) errors.countryCode = CONTACT_MESSAGES.required(LABELS.country);
  else if (!isCountryCode(values.countryCode)) errors.countryCode = ADDRESS_MESSAGES.country;
  const labels = addressLabels(values.countryCode);
  for (const field of ['region', 'city', 'line1'] as const) if (!values[field].trim()) errors[field] = CONTACT_MESSAGES.required(labels[field]);
  if (values.countryCode === RWANDA) {
    if (!errors.region && !Object.hasOwn(RWANDA_PROVINCES, values.region)) errors.region = ADDRESS_MESSAGES.province;
    else if (!errors.city && !errors.region && !rwandaDistricts(values.region).includes(values.city)) errors.city = ADDRESS_MESSAGES.district(values.region);
  }
  return errors;
}

/** The form's address as the API takes it (AddressInput): trimmed, blank optional parts left out; none for pickup. */
export function addressInput(values: CheckoutValues) {
  if (values.delivery === 'pickup') return null;
  return {
    countryCode: values.countryCode,
    region: values.region.trim(),
    city: values.city.trim(),
    postcode: values.postcode.trim() || undefined,
    line1: values.line1.trim(),
    line2: values.line2.trim() || undefined,
  };
}
