/** Builds the URL of another database on the same server (used by tests and the embedded server). */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
