/** What every paid thing (an order, a studio visit) records about its money, under the same column names. */
export interface Payable {
  id: string;
  status: string;
  currency: string;
  invoiceNumber: string | null;
  expiresAt: Date;
  paidAt: Date | null;
  paymentMethod: string | null;
  paymentReference: string | null;
  paymentIssue: string | null;
  refundDue: boolean;
  refundedAt: Date | null;
  staffNote: string;
}

/** A payment as IremboPay (or its sandbox) reports it, in a notification or an invoice read back. */
export interface PaymentConfirmation {
  /** Decimal text, as the provider wrote it. */
  amount?: string;
  currency?: string;
  paidAt?: string;
  paymentMethod?: string;
  paymentReference?: string;
}

/**
 * paid: now; already: nothing to do (a replay); late: recorded on something that had ended, refund due;
 * mismatch: not paid, flagged; unknown: no such order or visit.
 */
export type PaymentOutcome = 'paid' | 'already' | 'late' | 'mismatch' | 'unknown';

/** What settling one overdue order or visit did (the expiry sweep counts them). */
export type OverdueOutcome = 'expired' | 'paid' | 'waiting' | 'unchanged';

/** One lifecycle's table of statuses: from each status, the statuses it may go to. */
export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

/** Adds a line to a staff note once (a repeated event does not repeat it). */
export const appendNote = (staffNote: string, note: string): string =>
  staffNote.split('\n').includes(note) ? staffNote : `${staffNote}${staffNote ? '\n' : ''}${note}`;
