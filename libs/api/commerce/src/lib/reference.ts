import { randomInt } from 'node:crypto';

/** Crockford's base32 without look-alikes: easy to read out on the phone, hard to guess. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReference(prefix: 'SAWA' | 'VISIT' | 'QUOTE'): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
