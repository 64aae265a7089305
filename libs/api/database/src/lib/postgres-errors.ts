/** SQLSTATE codes the services translate into clear client errors. */
export const PG_UNIQUE_VIOLATION = '23505';

export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: string; driverError?: { constraint?: string } };
  return e?.driverError?.constraint ?? e?.constraint;
}
