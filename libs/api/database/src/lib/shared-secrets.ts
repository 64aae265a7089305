import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';

const newSecret = () => randomBytes(64).toString('base64url');

/**
 * A secret every instance of the app must share (not configured by the operator): made once, by the
 * first instance that asks, and kept in the database (table `shared_secret`), so a token or a signature
 * made by one instance is accepted by all, and survives restarts and new machines. Never on one
 * instance's disk or in its memory only. `initial` is used when the secret does not exist yet (for
 * example a key an older version kept in DATA_DIR, so its sessions stay valid); otherwise 64 random bytes.
 */
export async function sharedSecret(db: DataSource | EntityManager, name: string, initial?: () => string | undefined): Promise<string> {
  const read = async () => (await db.query<{ value: string }[]>(`SELECT value FROM shared_secret WHERE name = $1`, [name]))[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.query(`INSERT INTO shared_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, initial?.() ?? newSecret()]);
  return read();
}

/** Replaces a shared secret with a new random one (inside the caller's transaction when given its manager). */
export async function rotateSharedSecret(db: DataSource | EntityManager, name: string): Promise<void> {
  await db.query(`INSERT INTO shared_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, created_at = now()`, [
    name,
    newSecret(),
  ]);
}
