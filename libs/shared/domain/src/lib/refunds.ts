import { fromCents, toCents } from './money';

/** How a refund went back to the buyer (IremboPay has no refund API: the studio pays it back itself and records it). */
export const REFUND_METHODS = {
  mobile_money: 'Mobile money',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  other: 'Other',
} as const;

export type RefundMethod = keyof typeof REFUND_METHODS;
export const REFUND_METHOD_CODES = Object.keys(REFUND_METHODS) as RefundMethod[];

/**
 * The part of `share` (a sale's conservation share, exact decimal text) that stands reversed once
 * `refunded` of `paid` has gone back to the buyer: share × refunded / paid, in integer cents, half a
 * cent rounded up (as conservationShare rounds). It is computed on the running total of refunds, never
 * per refund, so the reversals of several partial refunds add up to exactly the share when the order
 * is refunded in full, and a refund's own reversal is this value less what earlier refunds reversed.
 */
export function reversedShare(share: string, refunded: string, paid: string): string {
  const paidCents = BigInt(toCents(paid));
  if (paidCents === 0n) return '0.00';
  const scaled = BigInt(toCents(share)) * BigInt(toCents(refunded));
  return fromCents(Number((2n * scaled + paidCents) / (2n * paidCents)));
}
