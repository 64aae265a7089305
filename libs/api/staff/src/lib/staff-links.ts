import { createHash, randomBytes } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import { StaffLink, StaffLinkPurpose } from './staff-link.entity';

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link of `purpose` for an account, valid `hours`: the unused links of the same purpose
 * it replaces are deleted (a link sent again invalidates the old one). Returns the token, which only the
 * mail carries; the database keeps its hash.
 */
export async function newStaffLink(
  manager: EntityManager,
  adminId: string,
  purpose: StaffLinkPurpose,
  hours: number,
): Promise<{ token: string; expiresAt: Date }> {
  await manager.delete(StaffLink, { adminId, purpose, usedAt: IsNull() });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  await manager.insert(StaffLink, { adminId, purpose, tokenHash: tokenHash(token), expiresAt });
  return { token, expiresAt };
}

export type LinkState = { state: 'ok'; link: StaffLink } | { state: 'expired' | 'used' | 'invalid' };

/** The link a token opens, locked for the caller's transaction, and whether it may still be used. */
export async function openStaffLink(manager: EntityManager, token: string, purpose: StaffLinkPurpose): Promise<LinkState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: 'invalid' };
  const link = await manager.findOne(StaffLink, { where: { tokenHash: tokenHash(token), purpose }, lock: { mode: 'pessimistic_write' } });
  if (!link) return { state: 'invalid' };
  if (link.usedAt) return { state: 'used' };
  if (link.expiresAt.getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'ok', link };
}
