/**
 * Demo shop and test payments: the words every public page, the back office and the mails use.
 * A demo shop (the demo catalogue seeded, not yet selling for real) or PAYMENTS_SANDBOX=true runs
 * the built-in payment sandbox; nothing it takes is real money.
 */

/** The notice on every public page while payments are simulated (exact text). */
export const DEMO_NOTICE = 'Demo shop: payments are simulated, nothing is charged';

/** The payment method stored for every payment the sandbox takes (never a real method such as MTN_MOMO). */
export const SANDBOX_PAYMENT_METHOD = 'SANDBOX';

/** How the back office and the mails mark a sandbox payment (exact text). */
export const TEST_PAYMENT = 'Test payment';

/** True for a payment the sandbox took. */
export function isTestPayment(paymentMethod: string | null | undefined): boolean {
  return paymentMethod === SANDBOX_PAYMENT_METHOD;
}
