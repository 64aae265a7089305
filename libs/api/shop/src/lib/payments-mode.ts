/** Where payments go: IremboPay itself, the built-in sandbox (nothing is charged), or nowhere (payments not configured). */
export type PaymentsMode = 'irembopay' | 'sandbox' | 'off';

/**
 * The one rule. NODE_ENV plays no part, and neither does which database is used:
 * - IremboPay credentials set: IremboPay, always (a forgotten PAYMENTS_SANDBOX=true can never make real orders look paid);
 * - PAYMENTS_SANDBOX=true: the sandbox; PAYMENTS_SANDBOX=false: off;
 * - unset: the sandbox while the database is a demo shop, otherwise off.
 */
export function paymentsModeOf(input: { credentials: boolean; sandbox: boolean | undefined; demo: boolean }): PaymentsMode {
  if (input.credentials) return 'irembopay';
  if (input.sandbox !== undefined) return input.sandbox ? 'sandbox' : 'off';
  return input.demo ? 'sandbox' : 'off';
}
