import { isEmailAddress, isPhoneNumber } from '@sawa/shared/domain';

/** The commission request form's fields and rules (SPEC §3, §5), kept apart from the component so they can be tested alone. */
export const COMMISSION_FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'country', label: 'Country', type: 'text', autoComplete: 'country-name' },
  { name: 'artworkType', label: 'Artwork type', type: 'text', placeholder: 'Painting, sculpture, drawing...' },
  { name: 'size', label: 'Size', type: 'text', placeholder: 'e.g. 60 x 90 cm' },
  { name: 'stylePreferences', label: 'Style preferences', type: 'text', placeholder: 'Realistic, expressive, colours you like...' },
] as const;

export type CommissionFieldName = (typeof COMMISSION_FIELDS)[number]['name'] | 'message';
export type CommissionValues = Record<CommissionFieldName, string>;

export const EMPTY_COMMISSION: CommissionValues = { name: '', email: '', phone: '', country: '', artworkType: '', size: '', stylePreferences: '', message: '' };

/** Same ceiling as the server's uploads (UPLOAD_MAX_BYTES default). */
export const REFERENCE_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];


export function validateCommission(values: CommissionValues, image: File | null): Partial<Record<CommissionFieldName | 'referenceImage', string>> {
  const errors: Partial<Record<CommissionFieldName | 'referenceImage', string>> = {};
  for (const field of [...COMMISSION_FIELDS, { name: 'message' as const, label: 'Message' }]) {
    if (!values[field.name].trim()) errors[field.name] = `${field.label} is required.`;
  }
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = 'Enter a valid e-mail address.';
  if (!errors.phone && !isPhoneNumber(values.phone.trim())) errors.phone = 'Enter a valid phone number.';
  if (image) {
    if (!IMAGE_TYPES.includes(image.type)) errors.referenceImage = 'The reference image must be a JPEG, PNG, WebP or AVIF image.';
    else if (image.size > REFERENCE_IMAGE_MAX_BYTES) errors.referenceImage = 'The reference image must be 15 MB or smaller.';
  }
  return errors;
}
