/** What the shop needs from a payment provider; IremboPay (or its built-in sandbox) implements it. */
export interface InvoiceRequest {
  /** Unique per merchant: the same id on a retry never makes a second invoice. */
  transactionId: string;
  items: { code: string; quantity: number; unitAmount: number }[];
  customer?: { email?: string; phoneNumber?: string; name?: string };
  description: string;
  expiryAt: Date;
  language: 'EN' | 'FR' | 'RW';
}

export interface Invoice {
  invoiceNumber: string;
  transactionId: string;
  paymentStatus: 'NEW' | 'PAID';
  amount: number;
  currency: string;
  expiryAt: string;
  paymentLinkUrl: string;
  paidAt?: string;
  paymentMethod?: string;
  paymentReference?: string;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface PaymentProvider {
  /** True when payments can be taken (real credentials, or the sandbox where it is allowed). */
  readonly available: boolean;
  /** The secret that signs notifications (to verify them). */
  readonly secretKey: string;
  readonly currency: string;
  createInvoice(request: InvoiceRequest & { accountId?: string }): Promise<Invoice>;
  getInvoice(invoiceNumber: string): Promise<Invoice>;
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
