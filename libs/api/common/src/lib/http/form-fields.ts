import { Transform } from 'class-transformer';

/** Multipart text fields arrive as raw strings: trim them, so a blank value counts as empty. */
export const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Optional text fields: a blank value means "unset" and becomes null; anything else is trimmed. */
export const BlankAsNull = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value));
