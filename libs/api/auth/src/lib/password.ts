import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

/** The columns a password change writes: the new hash, and the next session generation, which revokes every token signed before. */
export async function passwordChange(password: string): Promise<{ passwordHash: string; sessionGeneration: () => string }> {
  return { passwordHash: await hashPassword(password), sessionGeneration: () => 'session_generation + 1' };
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** A hash of nothing, verified against when the user does not exist so both paths take the same time. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
