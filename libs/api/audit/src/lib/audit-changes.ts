import type { AuditChange } from './audit-entry.entity';

type Value = string | number | boolean | Date | null | undefined;

/** A value as the log keeps it: text (decimals exactly as stored), ISO dates, `null` for nothing. */
export function auditValue(value: Value): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The fields whose value differs between `before` and `after`, in the order of `fields` (labels may
 * rename them: `{ price: 'Original price' }`). A created record has `before` null, a deleted one `after` null.
 */
export function changesBetween<T extends object>(
  before: Partial<Record<keyof T, Value>> | null,
  after: Partial<Record<keyof T, Value>> | null,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before ? auditValue(before[field]) : null;
    const is = after ? auditValue(after[field]) : null;
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/** One change, written out (for a value that is not a plain field, such as an edition's price). */
export const change = (field: string, before: Value, after: Value): AuditChange[] => {
  const was = auditValue(before);
  const is = auditValue(after);
  return was === is ? [] : [{ field, before: was, after: is }];
};
