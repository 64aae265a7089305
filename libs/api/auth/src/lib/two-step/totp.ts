import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import * as QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, STUDIO } from '@sawa/shared/domain';

/**
 * Two-step sign-in codes as authenticator apps make them (RFC 6238: SHA-1, six digits, 30-second steps),
 * with otplib. A code of the step before or after is accepted (clocks drift); a code of a step at or
 * before the last one used is refused (`afterTimeStep`), so a code works once.
 */
export const TOTP_ISSUER = STUDIO.name;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** What an authenticator app reads from the QR code: the otpauth URI, and the same as an SVG picture. */
export async function enrolmentPicture(secret: string, accountLabel: string): Promise<{ uri: string; qrCodeSvg: string }> {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: accountLabel, secret });
  const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCodeSvg };
}

export type CodeCheck = { valid: true; timeStep: number } | { valid: false; reused: boolean };

/** Whether `code` is the secret's code now (± one step), and not of a step already used. */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<CodeCheck> {
  if (!/^\d{6}$/.test(code)) return { valid: false, reused: false };
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(lastStep === null ? {} : { afterTimeStep: lastStep }) });
  // A TOTP check always states its time step (otplib's result type is shared with HOTP's).
  if (result.valid) return { valid: true, timeStep: (result as { timeStep: number }).timeStep };
  // Refused: say whether only because its step was used (a replay), which the person can fix by waiting.
  const again = lastStep === null ? result : await verify({ secret, token: code, epochTolerance: 30 });
  return { valid: false, reused: again.valid };
}

/** No letters that read alike (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes such as `k7p2m-x9ngq` (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** A recovery code as typed (any case, spaces or hyphens) in the form it is hashed in. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));
