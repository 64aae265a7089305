import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ServiceUnavailableException } from '@nestjs/common';
import * as argon2 from 'argon2';

export const SIGN_IN_BUSY = 'Sign-in is busy right now. Please try again in a moment.';

/**
 * Each argon2 check takes 64 MiB and a core for a good fraction of a second. Sign-in is limited per
 * client, not across clients: many clients at once would otherwise run as many checks together (and
 * their memory). At most one check per core runs; up to PASSWORD_CHECKS_MAX_WAITING wait for a turn;
 * beyond that a check is refused at once (503) instead of piling up.
 */
export const PASSWORD_CHECKS = { concurrency: Math.max(1, availableParallelism()), maxWaiting: 32 };

let active = 0;
const waiting: (() => void)[] = [];

/** Password checks running now and waiting (for the tests of the bound). */
export const passwordCheckLoad = () => ({ active, waiting: waiting.length });

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (active < PASSWORD_CHECKS.concurrency) active += 1;
  else {
    if (waiting.length >= PASSWORD_CHECKS.maxWaiting) throw new ServiceUnavailableException(SIGN_IN_BUSY);
    // The finishing check hands its slot straight to us (active stays counted).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}

/** argon2id's cost in production: 64 MiB, 3 passes, 4 lanes (the library's defaults, pinned here). */
export const PASSWORD_HASH_PARAMETERS = { memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

/**
 * PASSWORD_HASH_COST=test (set only by the test setup, tools/jest/setup-env.js): 1 MiB, 1 pass, 1 lane, about a
 * hundredth of the work, so the thousands of sign-ins of the test suite do not spend minutes hashing. The same
 * algorithm and code path; a hash records its own parameters, so verifying never depends on this setting. The
 * server prints a warning at start when it is set (docs/decisions.md, "Password hashing in tests").
 */
const TEST_HASH_PARAMETERS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** The parameters a new hash is made with now (read at each hash: the process environment, PASSWORD_HASH_COST). */
export const passwordHashParameters = () => (process.env['PASSWORD_HASH_COST'] === 'test' ? TEST_HASH_PARAMETERS : PASSWORD_HASH_PARAMETERS);

export const hashPassword = (password: string): Promise<string> => bounded(() => argon2.hash(password, { type: argon2.argon2id, ...passwordHashParameters() }));

/** The columns a password change writes: the new hash, and the next session generation, which revokes every token signed before. */
export async function passwordChange(password: string): Promise<{ passwordHash: string; sessionGeneration: () => string }> {
  return { passwordHash: await hashPassword(password), sessionGeneration: () => 'session_generation + 1' };
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

let dummy: Promise<string> | undefined;

/** A hash of nothing, verified against when the user does not exist so both paths take the same time. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
