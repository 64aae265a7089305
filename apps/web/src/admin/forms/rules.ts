import * as z from 'zod/mini';
import { charCount, isWebAddress } from '@sawa/shared/domain';

/**
 * The back-office forms' field rules, built from the shared contract (libs/shared/domain: the limits
 * and patterns the server's input contracts use), so a form refuses before sending what the server
 * would refuse, with the field's label in the message. Text is trimmed first: blank is missing.
 * Lengths are counted as the server counts them (characters, `charCount`). zod's tree-shakable
 * "mini" build keeps the back-office bundle small.
 */
const fits = (label: string, max: number) => z.refine<string>((text) => charCount(text) <= max, `${label} is at most ${max} characters.`);

/** Text that must be there. */
export const requiredText = (label: string, max: number) => z.string().check(z.trim(), z.minLength(1, `${label} is required.`), fits(label, max));

/** Text that may be left blank, sent as null ("not set"). */
export const optionalText = (label: string, max: number) =>
  z.pipe(
    z.string().check(z.trim(), fits(label, max)),
    z.transform((text) => text || null),
  );

/** A link that may be left blank (null); otherwise a full http(s) address, the server's `isWebAddress`. */
export const optionalWebAddress = (label: string, max: number) =>
  z.pipe(
    z.string().check(
      z.trim(),
      fits(label, max),
      z.refine((text) => text === '' || isWebAddress(text), `${label} must be a full URL, for example https://example.com/name`),
    ),
    z.transform((text) => text || null),
  );

/** A dropdown's choice (an id); '' is none. */
export const requiredChoice = (label: string) => z.string().check(z.minLength(1, `${label} is required.`));

/** The files of an image input: at least one when `required` (a create form's image, SPEC §5). */
export const imageFiles = (label: string, required: boolean) =>
  z.array(z.file()).check(z.refine((files) => !required || files.length > 0, `${label} is required.`));
