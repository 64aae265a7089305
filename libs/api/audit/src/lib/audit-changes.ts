import type { AuditChange } from './audit-entry.entity';

type Value = string | number | boolean | Date | null | undefined;

/** A value as the log keeps it: text (decimals exactly as stored), ISO dates, `null` for nothing. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields whose value differs between `before` and `after`, in the order of `fields`. A created
 * record has `before` null, a deleted one `after` null.
 */
export function changesBetween<K extends string>(
  before: { [field in K]?: unknown } | null,
  after: { [field in K]?: unknown } | null,
  fields: readonly K[],
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

/** A record as a flat map of labelled values, for `snapshotChanges`. */
export type AuditSnapshot = Record<string, Value>;

/**
 * The changes between two snapshots of one record (every key of either, in the order first seen): a
 * created record compares `null` with its snapshot, a deleted one its snapshot with `null`.
 */
export function snapshotChanges(before: AuditSnapshot | null, after: AuditSnapshot | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => change(field, before?.[field], after?.[field]));
}
