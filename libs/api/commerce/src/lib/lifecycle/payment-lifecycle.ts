import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager, EntityTarget } from 'typeorm';
import { Actor, AuditLog, change, PAYMENT_SERVICE } from '@sawa/api/audit';
import type { AuditAction } from '@sawa/shared/domain';
import { PaymentAlerts } from '../payments/payment-alerts';
import { ExpectedPayment, PAYMENT_PROVIDER, PaymentProvider, paymentMismatch, readInvoiceBack } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import type { PaymentAlert } from '../templates/payment-alert-mails';
import { appendNote, OverdueOutcome, Payable, PaymentConfirmation, PaymentOutcome, TransitionTable } from './payable';

/** What the lifecycles share: the database, the studio's alerts, the payment provider and where payments go. */
@Injectable()
export class LifecycleKit {
  constructor(
    readonly dataSource: DataSource,
    readonly alerts: PaymentAlerts,
    @Inject(PAYMENT_PROVIDER) readonly payments: PaymentProvider,
    readonly settings: PaymentsSettings,
    readonly audit: AuditLog,
  ) {}
}

/** A payment's own fields, as they are recorded when it is taken (on time or late). */
type Recorded = Pick<Payable, 'paidAt' | 'paymentMethod' | 'paymentReference'>;

/**
 * What makes one lifecycle (orders, studio visits) itself; everything else about being paid is the same
 * and lives in PaymentLifecycle. Every hook runs inside the transaction of the change, after the row lock.
 */
export interface LifecycleRules<T extends Payable, S extends T['status']> {
  /** In alerts: 'Order' or 'Studio visit'; in messages: 'order' or 'visit'. */
  what: PaymentAlert['what'];
  noun: string;
  /** Its audit log target: each change is recorded as `<target>.<status>` (the codes of AUDIT_ACTIONS). */
  auditTarget: 'order' | 'visit';
  entity: EntityTarget<T>;
  table: TransitionTable<S>;
  /** The public key (an order's number, a visit's reference): the column, and its value. */
  keyColumn: string;
  keyOf(row: T): string;
  expected(row: T): ExpectedPayment;
  /** Statuses in which the money has been taken: a second payment report changes nothing. */
  paidStatuses: readonly S[];
  /** A pending row still holds what its payment buys (an order its units; a visit its places, or it has no time yet). */
  holds(row: T): boolean;
  /**
   * A payment for a row that had ended (or no longer holds anything): may it still be honoured? If so the hook
   * takes what it needs (a visit's places on a time that still has room) and the row is paid; otherwise the
   * payment is recorded as late, refund due. An order never is: its works may be sold to someone else by then.
   */
  reclaim(manager: EntityManager, row: T): Promise<boolean>;
  /** A pending row is paid: what it held becomes what it bought (reserved units become sold). */
  take(manager: EntityManager, row: T): Promise<void>;
  /** Puts back what it holds (units, places), once. */
  release(manager: EntityManager, row: T): Promise<void>;
  /** After it became paid: its mails, the listeners. */
  paid(manager: EntityManager, row: T): Promise<void>;
  /** After a paid one was cancelled (its money is to go back). */
  cancelledAfterPayment(manager: EntityManager, row: T): Promise<void>;
  /** After a pending row was ended (expired unpaid, or no invoice could be made): its mails, if any. */
  ended?(manager: EntityManager, row: T, status: 'expired' | 'cancelled'): Promise<void>;
  /** After the studio marked its refund made. */
  refunded?(manager: EntityManager, row: T): Promise<void>;
  /** The studio's alert about a payment that came too late. */
  lateAlert(row: T): Pick<PaymentAlert, 'reason' | 'action' | 'details'>;
  /** What the staff should do about a payment that does not match. */
  mismatchAction: string;
  notes: {
    /** On a row paid after it had ended. */
    late: string;
    /** On a paid row cancelled. */
    cancelledAfterPayment: string;
  };
}

/**
 * The one lifecycle of everything that is paid, used by orders and studio visits alike: one way to be
 * paid, to handle a payment that does not match, to end a row and its invoice, to settle what is overdue,
 * to cancel and to refund. Each change is one transaction that locks the row first (`FOR UPDATE`), checks
 * the lifecycle's table against the status read under that lock, and writes with a conditional update
 * (`WHERE status = <the status read>`), so two changes racing for one row cannot both win. An ended row's
 * invoice is then ended at IremboPay, after the commit.
 */
export class PaymentLifecycle<T extends Payable, S extends T['status']> {
  private readonly logger: Logger;

  constructor(
    private readonly rules: LifecycleRules<T, S>,
    private readonly kit: LifecycleKit,
  ) {
    this.logger = new Logger(`${rules.what}s`);
  }

  can(from: S, to: S): boolean {
    return this.rules.table[from].includes(to);
  }

  /** Locks the row (by its key or id) in the caller's transaction; `required`: a 400 naming it when there is none. */
  async lock(manager: EntityManager, where: { key: string } | { id: string }): Promise<T | null>;
  async lock(manager: EntityManager, where: { key: string } | { id: string }, required: true): Promise<T>;
  async lock(manager: EntityManager, where: { key: string } | { id: string }, required = false): Promise<T | null> {
    const row = await manager
      .createQueryBuilder(this.rules.entity, 'row')
      .where('key' in where ? `row.${this.rules.keyColumn} = :value` : 'row.id = :value', { value: 'key' in where ? where.key : where.id })
      .setLock('pessimistic_write')
      .getOne();
    if (!row && required) throw new BadRequestException(`No ${this.rules.noun} ${'key' in where ? where.key : where.id}.`);
    return row;
  }

  /**
   * The status change itself, under the lock: checked against the table, conditional on the status read, and
   * recorded in the audit log in the same transaction (by `actor`, else whoever runs this request or job).
   */
  async write(manager: EntityManager, row: T, to: S, also: Partial<T> = {}, actor?: Actor, details?: Record<string, string>): Promise<void> {
    const from = row.status as S;
    if (!this.can(from, to))
      throw new BadRequestException(`A${/^[aeiou]/.test(this.rules.noun) ? 'n' : ''} ${this.rules.noun} cannot go from ${from} to ${to}.`);
    const result = await manager
      .createQueryBuilder()
      .update(this.rules.entity)
      .set({ ...also, status: to } as never)
      .where('id = :id AND status = :from', { id: row.id, from })
      .execute();
    if (result.affected !== 1) throw new BadRequestException(`${capitalised(this.rules.noun)} ${this.rules.keyOf(row)} changed meanwhile; try again.`);
    const refundDue = (also as Partial<Payable>).refundDue ?? row.refundDue;
    await this.record(manager, row, `${this.rules.auditTarget}.${to.replaceAll('_', '-')}`, {
      actor,
      changes: [...change('status', from, to), ...change('refundDue', row.refundDue, refundDue)],
      details,
    });
    Object.assign(row, also, { status: to });
  }

  /** An entry of this row's history (an order's number, a visit's reference: never the payer's name or address). */
  record(
    manager: EntityManager,
    row: T,
    action: string,
    entry: { actor?: Actor; changes?: ReturnType<typeof change>; details?: Record<string, string> } = {},
  ): Promise<void> {
    return this.kit.audit.record(manager, { action: action as AuditAction, target: { type: this.rules.auditTarget, id: this.rules.keyOf(row) }, ...entry });
  }

  /** One transaction around `work` with the row locked (by key): for changes a lifecycle makes beyond these (ship, attend, move). */
  change<R>(key: string, work: (manager: EntityManager, row: T) => Promise<R>): Promise<R> {
    return this.kit.dataSource.transaction(async (manager) => work(manager, await this.lock(manager, { key }, true)));
  }

  /**
   * A payment reported for this row (verified notification, or the invoice read back). It must match the
   * row's amount and currency exactly, else nothing is paid, the row is flagged 'refund due' and the studio
   * alerted (once per distinct issue). A pending row becomes paid once (a replay changes nothing); a row that
   * had ended records the payment and is flagged 'refund due', unless its lifecycle can still honour it.
   */
  pay(key: string, payment: PaymentConfirmation): Promise<PaymentOutcome> {
    return this.kit.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, { key });
      if (!row) return 'unknown';
      const mismatch = paymentMismatch(payment, this.rules.expected(row));
      if (mismatch) {
        const issue = `A payment did not match the ${this.rules.noun} (${mismatch}); it was not taken as paid.`;
        if (row.paymentIssue !== issue) {
          await manager.update(this.rules.entity, { id: row.id }, { paymentIssue: issue, refundDue: true } as never);
          await this.record(manager, row, `${this.rules.auditTarget}.payment-mismatch`, {
            actor: PAYMENT_SERVICE,
            changes: change('refundDue', row.refundDue, true),
            details: { reason: mismatch },
          });
          await this.alert(manager, row, {
            reason: issue,
            action: this.rules.mismatchAction,
            details: payment.paymentReference ? [`Payment reference: ${payment.paymentReference}`] : [],
          });
        }
        return 'mismatch';
      }
      if ((this.rules.paidStatuses as readonly string[]).includes(row.status) || row.paidAt) return 'already';
      const recorded: Recorded = {
        paidAt: payment.paidAt ? new Date(payment.paidAt) : new Date(),
        // SANDBOX whenever the sandbox took it: a 'Test payment' everywhere it is shown.
        paymentMethod: this.kit.settings.recordedPaymentMethod(payment.paymentMethod),
        paymentReference: payment.paymentReference ?? null,
      };
      const onTime = row.status === 'pending' && this.rules.holds(row);
      if (onTime) await this.rules.take(manager, row);
      else if (!(await this.rules.reclaim(manager, row))) {
        // Ended before the money came (or holds nothing): nothing is taken back; the money goes back.
        const staffNote = appendNote(row.staffNote, this.rules.notes.late);
        await manager.update(this.rules.entity, { id: row.id }, { ...recorded, refundDue: true, staffNote } as never);
        await this.record(manager, row, `${this.rules.auditTarget}.payment-late`, {
          actor: PAYMENT_SERVICE,
          changes: change('refundDue', row.refundDue, true),
          details: { amount: this.rules.expected(row).total, currency: this.rules.expected(row).currency },
        });
        await this.alert(manager, row, this.rules.lateAlert(row));
        return 'late';
      }
      const due = this.rules.expected(row);
      await this.write(manager, row, 'paid' as S, recorded as Partial<T>, PAYMENT_SERVICE, {
        amount: due.total,
        currency: due.currency,
        paymentMethod: recorded.paymentMethod ?? '',
      });
      await this.rules.paid(manager, row);
      return 'paid';
    });
  }

  /**
   * Cancels a pending row (what it holds goes back, its invoice is ended) or a paid one (what it holds goes
   * back, its money is to be refunded). `check` runs under the lock first (a visitor's deadline, say), `after`
   * in the same transaction once it is cancelled (its mails).
   */
  async cancel(
    key: string,
    options: {
      note: string;
      check?: (manager: EntityManager, row: T) => Promise<void>;
      after?: (manager: EntityManager, row: T, wasPaid: boolean) => Promise<void>;
    },
  ): Promise<T> {
    const row = await this.kit.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, { key }, true);
      if (!this.can(row.status as S, 'cancelled' as S)) throw new BadRequestException(`A ${row.status} ${this.rules.noun} cannot be cancelled.`);
      await options.check?.(manager, row);
      const wasPaid = (this.rules.paidStatuses as readonly string[]).includes(row.status);
      await this.rules.release(manager, row);
      const staffNote = appendNote(row.staffNote, wasPaid ? this.rules.notes.cancelledAfterPayment : options.note);
      await this.write(manager, row, 'cancelled' as S, { staffNote, ...(wasPaid ? { refundDue: true } : {}) } as Partial<T>);
      if (wasPaid) await this.rules.cancelledAfterPayment(manager, row);
      await options.after?.(manager, row, wasPaid);
      return Object.assign(row, { wasPaid });
    });
    if (!row.wasPaid) await this.endInvoice(row);
    return row;
  }

  /**
   * Ends a pending row (`expired`: its invoice expired unpaid; `cancelled`: no invoice could be made for it)
   * and puts back what it holds; then its invoice is ended. False when it was no longer pending.
   */
  async end(id: string, status: 'expired' | 'cancelled', note: string, issue?: string): Promise<boolean> {
    const row = await this.kit.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, { id });
      if (!row || row.status !== 'pending' || !this.can('pending' as S, status as S)) return undefined;
      await this.rules.release(manager, row);
      await this.write(manager, row, status as S, { staffNote: appendNote(row.staffNote, note), ...(issue ? { paymentIssue: issue } : {}) } as Partial<T>);
      await this.rules.ended?.(manager, row, status);
      return row;
    });
    if (!row) return false;
    await this.endInvoice(row);
    return true;
  }

  /** The studio refunded the payer: the flag is cleared and the date kept. */
  async markRefunded(key: string): Promise<void> {
    await this.change(key, async (manager, row) => {
      if (!row.refundDue) throw new BadRequestException(`${capitalised(this.rules.noun)} ${this.rules.keyOf(row)} has no refund due.`);
      await manager.update(this.rules.entity, { id: row.id }, { refundDue: false, refundedAt: new Date() } as never);
      await this.record(manager, row, `${this.rules.auditTarget}.refunded`, { changes: change('refundDue', true, false) });
      await this.rules.refunded?.(manager, row);
    });
  }

  /** Pending rows whose invoice expired, oldest first (the sweep settles them one by one). */
  overdue(): Promise<{ id: string; key: string; invoiceNumber: string | null }[]> {
    return this.kit.dataSource
      .createQueryBuilder(this.rules.entity, 'row')
      .select('row.id', 'id')
      .addSelect(`row.${this.rules.keyColumn}`, 'key')
      .addSelect('row.invoiceNumber', 'invoiceNumber')
      .where("row.status = 'pending' AND row.expiresAt < now()")
      .orderBy('row.expiresAt', 'ASC')
      .addOrderBy('row.id', 'ASC')
      .getRawMany();
  }

  /**
   * Settles one overdue row after reading its invoice back: paid (its notification was lost) makes it paid
   * through the notification's own path and checks; no answer from the provider leaves it waiting for the
   * next sweep; anything else (unpaid, or paid with another amount: never taken) ends it as expired.
   */
  async settleOverdue({ id, key, invoiceNumber }: { id: string; key: string; invoiceNumber: string | null }): Promise<OverdueOutcome> {
    const invoice = await readInvoiceBack(this.kit.payments, invoiceNumber, key);
    if (invoice === 'unreachable') {
      this.logger.warn(`${capitalised(this.rules.noun)} ${key} expired but its invoice ${invoiceNumber} could not be read; it stays held until the next sweep`);
      return 'waiting';
    }
    if (invoice?.paymentStatus === 'PAID' && (await this.pay(key, invoice)) === 'paid') {
      this.logger.warn(`${capitalised(this.rules.noun)} ${key} was paid but its notification never arrived: marked paid from its invoice`);
      return 'paid';
    }
    return (await this.end(id, 'expired', 'The invoice expired unpaid.')) ? 'expired' : 'unchanged';
  }

  /**
   * After a pending row ended: its invoice is ended at IremboPay too (its expiry moved to now; IremboPay
   * documents no cancel), so it can no longer be paid. If that fails, a payment that still arrives is
   * handled by `pay` as late.
   */
  async endInvoice(row: T): Promise<void> {
    if (!row.invoiceNumber || !this.kit.payments.available) return;
    try {
      await this.kit.payments.updateExpiry(row.invoiceNumber, new Date());
    } catch (error) {
      this.logger.warn(
        `The invoice ${row.invoiceNumber} of ${this.rules.noun} ${this.rules.keyOf(row)} could not be ended at the payment service: ${(error as Error).message}`,
      );
    }
  }

  /** The studio is told about a payment it must look at, in the caller's transaction. */
  alert(manager: EntityManager, row: T, alert: Pick<PaymentAlert, 'reason' | 'action' | 'details'>): Promise<void> {
    return this.kit.alerts.raise(manager, { what: this.rules.what, reference: this.rules.keyOf(row), ...alert });
  }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
