import { MobileMoneyProvider, sameAmount } from '@sawa/shared/domain';

/** What the shop needs from a payment provider; IremboPay (or its built-in sandbox) implements it. */
export interface InvoiceRequest {
  /** Unique per merchant: the same id on a retry never makes a second invoice. */
  transactionId: string;
  /** unitAmount: exact decimal text (sent to IremboPay as a JSON number written with exactly these digits). */
  items: { code: string; quantity: number; unitAmount: string }[];
  customer?: { email?: string; phoneNumber?: string; name?: string };
  description: string;
  expiryAt: Date;
  language: 'EN' | 'FR' | 'RW';
}

export interface Invoice {
  invoiceNumber: string;
  transactionId: string;
  paymentStatus: 'NEW' | 'PAID';
  /** The amount exactly as IremboPay wrote it (decimal text: the JSON number is never read as a float). */
  amount: string;
  currency: string;
  expiryAt: string;
  paymentLinkUrl: string;
  paidAt?: string;
  paymentMethod?: string;
  paymentReference?: string;
}

/** A payment request pushed to a payer's phone for an invoice (IremboPay: RWF invoices, MTN or Airtel numbers). */
export interface MobileMoneyPush {
  invoiceNumber: string;
  provider: MobileMoneyProvider;
  /** The payer's number in the local form ('0788123456'). */
  accountIdentifier: string;
}

/** The payments that took an order or visit: the sandbox (nothing charged) or IremboPay (real money). */
export type TakenBy = 'sandbox' | 'irembopay';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface PaymentProvider {
  /** True when payments can be taken (real credentials, or the sandbox where it is allowed). */
  readonly available: boolean;
  /** The secret that signs notifications (to verify them): the current one, read at each call. */
  secretKey(): Promise<string>;
  readonly currency: string;
  createInvoice(request: InvoiceRequest & { accountId?: string }): Promise<Invoice>;
  getInvoice(invoiceNumber: string): Promise<Invoice>;
  /**
   * Moves the invoice's expiry (IremboPay's update-invoice call, `PUT /payments/invoices/{n}`): to
   * extend a hold, or to now to end an invoice, since IremboPay documents no cancel.
   */
  updateExpiry(invoiceNumber: string, expiryAt: Date): Promise<Invoice>;
  /** Pushes a payment request to the payer's phone (`POST /payments/transactions/initiate`); the payment arrives as a notification. */
  pushMobileMoney(push: MobileMoneyPush): Promise<void>;
}

/** What a payment must match: the order's (or booking's) total and currency. */
export interface ExpectedPayment {
  total: string;
  currency: string;
}

/**
 * Compares what the provider says was (or is to be) paid with what the order costs, exactly:
 * the amount as decimal digits, the currency as its code. Returns why they differ, or undefined.
 */
export function paymentMismatch(paid: { amount?: unknown; currency?: unknown }, expected: ExpectedPayment): string | undefined {
  const amount =
    typeof paid.amount === 'string' ? paid.amount : typeof paid.amount === 'number' || typeof paid.amount === 'bigint' ? String(paid.amount) : undefined;
  const currency = typeof paid.currency === 'string' ? paid.currency : undefined;
  if (sameAmount(amount, expected.total) && currency === expected.currency) return undefined;
  return `expected ${expected.total} ${expected.currency}, the payment service says ${amount ?? 'no amount'} ${currency ?? 'in no currency'}`;
}

/**
 * A failure talking to the provider, with words a visitor can read. `unreachable`: no answer
 * (network, timeout, 5xx): the outcome is unknown and asking again later may succeed;
 * `refused`: the provider answered no (4xx).
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
    readonly kind: 'refused' | 'unreachable' = 'refused',
  ) {
    super(message);
  }
}

/**
 * Reads an invoice back before giving up on it (the expiry sweep): the invoice of that transaction, null when there is
 * none to read (no number, the provider does not know it, or it belongs to another transaction), or 'unreachable'
 * when the provider could not say (then nothing may be concluded; the next sweep asks again).
 */
export async function readInvoiceBack(payments: PaymentProvider, invoiceNumber: string | null, transactionId: string): Promise<Invoice | null | 'unreachable'> {
  if (!invoiceNumber || !payments.available) return null;
  try {
    const invoice = await payments.getInvoice(invoiceNumber);
    return invoice.transactionId === transactionId ? invoice : null;
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'refused') return null;
    return 'unreachable';
  }
}
