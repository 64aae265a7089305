import type { EditionKind } from './stock';

/**
 * The studio's return policy, one text per kind of work (an original, a limited print, an open print),
 * edited in the back office and shown on the product page for the chosen edition and in the buyer's paid
 * mail. An empty text states nothing for that kind.
 */
export const RETURN_POLICY_KINDS: Record<EditionKind, string> = {
  original: 'Originals',
  limited: 'Limited prints',
  open: 'Open prints',
};

export const RETURN_POLICY_MAX_LENGTH = 2000;

export type ReturnPolicies = Record<EditionKind, string>;
