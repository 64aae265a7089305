import { Transform } from 'class-transformer';

/** Multipart text fields arrive as raw strings: trim them, so a blank value counts as empty. */
export const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Multipart text carrying a whole number becomes that number; anything else stays as sent (and fails validation). */
export const wholeNumberText = (value: unknown): unknown => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

export const ToInteger = () => Transform(({ value }: { value: unknown }) => wholeNumberText(value));

/** Optional text fields: a blank value means "unset" and becomes null; anything else is trimmed. */
export const BlankAsNull = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value));
