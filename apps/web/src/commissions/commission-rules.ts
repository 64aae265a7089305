import { COMMISSION_FIELDS, CONTACT_MESSAGES, contactErrors, type CommissionDetails, type CommissionField } from '@sawa/shared/domain';
import { CONTACT_INPUTS } from '../components/contact-inputs';

/**
 * The commission request form (SPEC §3, §5): its fields, in order and with their labels, are the
 * shared COMMISSION_FIELDS; here is only how each one is asked for. The message is a text area.
 */
const PLACEHOLDERS: Partial<Record<CommissionField, string>> = {
  artworkType: 'Painting, sculpture, drawing...',
  size: 'e.g. 60 x 90 cm',
  stylePreferences: 'Realistic, expressive, colours you like...',
};

export const COMMISSION_INPUTS = COMMISSION_FIELDS.filter((field) => field.name !== 'message').map((field) => ({
  ...field,
  ...(field.name in CONTACT_INPUTS ? CONTACT_INPUTS[field.name as keyof typeof CONTACT_INPUTS] : { type: 'text' as const }),
  placeholder: PLACEHOLDERS[field.name],
}));

export type CommissionFieldName = CommissionField;
export type CommissionValues = CommissionDetails;

export const EMPTY_COMMISSION = Object.fromEntries(COMMISSION_FIELDS.map((field) => [field.name, ''])) as CommissionValues;

/** Same ceiling as the server's uploads (UPLOAD_MAX_BYTES default). */
export const REFERENCE_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

const LABELS = Object.fromEntries(COMMISSION_FIELDS.map((field) => [field.name, field.label])) as Record<CommissionField, string>;

export function validateCommission(values: CommissionValues, image: File | null): Partial<Record<CommissionFieldName | 'referenceImage', string>> {
  const errors: Partial<Record<CommissionFieldName | 'referenceImage', string>> = contactErrors(values, LABELS);
  for (const field of COMMISSION_FIELDS) if (!errors[field.name] && !values[field.name].trim()) errors[field.name] = CONTACT_MESSAGES.required(field.label);
  if (image) {
    if (!IMAGE_TYPES.includes(image.type)) errors.referenceImage = 'The reference image must be a JPEG, PNG, WebP or AVIF image.';
    else if (image.size > REFERENCE_IMAGE_MAX_BYTES) errors.referenceImage = 'The reference image must be 15 MB or smaller.';
  }
  return errors;
}
