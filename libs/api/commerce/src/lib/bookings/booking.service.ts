import { BadGatewayException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { notFound, Page, pageWindow } from '@sawa/api/common';
import { fromCents, STUDIO } from '@sawa/shared/domain';
import type { PaymentConfirmation, PaymentOutcome } from '../orders/order-transitions';
import { PaymentAlerts } from '../payments/payment-alerts';
import { PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError, paymentMismatch, readInvoiceBack } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { newReference } from '../reference';
import { BookingInput } from './booking.input';
import { Booking, BookingStatus } from './booking.entity';

/** Paid studio visits: price, currency and expiry come from configuration, never from the client. */
@Injectable()
export class BookingService {
  private readonly logger = new Logger('Bookings');

  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly dataSource: DataSource,
    private readonly settings: PaymentsSettings,
    private readonly alerts: PaymentAlerts,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /** Visits of an address still waiting for payment (their invoice may still be paid): erasure waits for them. */
  async needingContact(manager: EntityManager, email: string): Promise<string[]> {
    const rows = await manager
      .createQueryBuilder(Booking, 'b')
      .select('b.reference', 'reference')
      .where("lower(b.visitor_email) = :email AND b.status = 'pending'", { email: email.toLowerCase() })
      .orderBy('b.created_at')
      .getRawMany<{ reference: string }>();
    return rows.map((r) => r.reference);
  }

  /** Erases the visitor's name, e-mail and phone from their bookings; the payment records stay. In the caller's transaction; returns how many. */
  async anonymiseVisitor(manager: EntityManager, email: string): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .update(Booking)
      .set({ visitorName: null, visitorEmail: null, visitorPhone: null })
      .where('lower(visitor_email) = :email', { email: email.toLowerCase() })
      .execute();
    return result.affected ?? 0;
  }

  async book(input: BookingInput = {}): Promise<Booking> {
    if (!this.payments.available)
      throw new ServiceUnavailableException('Payments are not configured on this site, so visits cannot be booked online. Please contact the studio.');
    const booking = await this.bookings.save(
      this.bookings.create({
        reference: newReference('VISIT'),
        visitorName: input.name ?? null,
        visitorEmail: input.email?.toLowerCase() ?? null,
        visitorPhone: input.phone ?? null,
        amount: fromCents(this.settings.visitPrice * 100),
        currency: this.settings.visitCurrency,
        expiresAt: new Date(Date.now() + this.settings.expiryMinutes * 60_000),
      }),
    );
    try {
      const invoice = await this.payments.createInvoice({
        transactionId: booking.reference,
        accountId: this.settings.visitAccount,
        items: [{ code: this.settings.visitProductCode, quantity: 1, unitAmount: booking.amount }],
        ...(booking.visitorEmail || booking.visitorPhone || booking.visitorName
          ? {
              customer: {
                ...(booking.visitorEmail ? { email: booking.visitorEmail } : {}),
                ...(booking.visitorPhone ? { phoneNumber: booking.visitorPhone } : {}),
                ...(booking.visitorName ? { name: booking.visitorName } : {}),
              },
            }
          : {}),
        description: `Studio visit at ${STUDIO.name}, ${STUDIO.city} (guided tour of the gallery and studio)`,
        expiryAt: booking.expiresAt,
        language: 'EN',
      });
      booking.invoiceNumber = invoice.invoiceNumber;
      booking.paymentLinkUrl = invoice.paymentLinkUrl;
      // The invoice must ask exactly the visit's price, in its currency (the visit account fixes it).
      const mismatch = paymentMismatch(invoice, { total: booking.amount, currency: booking.currency });
      if (mismatch) {
        const issue = `The invoice did not match the visit (${mismatch}).`;
        await this.dataSource.transaction(async (manager) => {
          await manager.update(Booking, { id: booking.id }, { status: 'cancelled', invoiceNumber: invoice.invoiceNumber, paymentIssue: issue });
          await this.alerts.raise(manager, {
            what: 'Studio visit',
            reference: booking.reference,
            reason: issue,
            action: 'Check that IREMBOPAY_VISIT_ACCOUNT_ID is an account in VISIT_CURRENCY; the visit was not booked and its invoice was ended.',
          });
        });
        await this.endInvoice(booking.reference, invoice.invoiceNumber);
        throw new BadGatewayException(
          'The payment service asked for a different amount or currency than the visit. Your visit was not booked; the studio has been told.',
        );
      }
      return this.bookings.save(booking);
    } catch (error) {
      if (error instanceof BadGatewayException) throw error;
      await this.bookings.update({ id: booking.id }, { status: 'cancelled' });
      if (error instanceof PaymentProviderError) throw new BadGatewayException(`${error.message} Your visit was not booked; please try again.`);
      throw error;
    }
  }

  async findByReference(reference: string): Promise<Booking> {
    const booking = await this.bookings.findOne({ where: { reference } });
    if (!booking) throw notFound('booking', reference);
    return booking;
  }

  /**
   * A payment reported for this visit (verified notification, or the invoice read back). It must
   * match the booking's amount and currency exactly, else nothing is paid and the staff are
   * alerted. Idempotent: a replayed notification changes nothing.
   */
  async markPaid(reference: string, payment: PaymentConfirmation): Promise<PaymentOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOne(Booking, { where: { reference }, lock: { mode: 'pessimistic_write' } });
      if (!booking) return 'unknown';
      const mismatch = paymentMismatch(payment, { total: booking.amount, currency: booking.currency });
      if (mismatch) {
        const issue = `A payment did not match the visit (${mismatch}); it was not taken as paid.`;
        if (booking.paymentIssue !== issue) {
          await manager.update(Booking, { id: booking.id }, { paymentIssue: issue });
          await this.alerts.raise(manager, {
            what: 'Studio visit',
            reference: booking.reference,
            reason: issue,
            action: 'Check the payment in the IremboPay merchant portal and refund it; the visit stays unpaid.',
          });
        }
        return 'mismatch';
      }
      if (booking.status === 'paid') return 'already';
      const result = await manager
        .createQueryBuilder()
        .update(Booking)
        .set({
          status: 'paid',
          paidAt: payment.paidAt ? new Date(payment.paidAt) : new Date(),
          paymentMethod: this.settings.recordedPaymentMethod(payment.paymentMethod),
          paymentReference: payment.paymentReference ?? null,
        })
        .where("id = :id AND status <> 'paid'", { id: booking.id })
        .execute();
      return result.affected ? 'paid' : 'already';
    });
  }

  /** Ends the invoice at IremboPay (its expiry moved to now), so it can no longer be paid; a failure is logged. */
  private async endInvoice(reference: string, invoiceNumber: string | null): Promise<void> {
    if (!invoiceNumber || !this.payments.available) return;
    try {
      await this.payments.updateExpiry(invoiceNumber, new Date());
    } catch (error) {
      this.logger.warn(`The invoice ${invoiceNumber} of visit ${reference} could not be ended at the payment service: ${(error as Error).message}`);
    }
  }

  countPaid(): Promise<number> {
    return this.bookings.count({ where: { status: 'paid' } });
  }

  /** Pending bookings whose invoice expired, oldest first (the sweep settles them one by one). */
  overdue(): Promise<Booking[]> {
    return this.bookings
      .createQueryBuilder('b')
      .select(['b.id', 'b.reference', 'b.invoiceNumber'])
      .where("b.status = 'pending' AND b.expires_at < now()")
      .orderBy('b.expires_at', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getMany();
  }

  /** Settles one overdue booking after reading its invoice back: paid (a lost notification), waiting (no answer), or expired. */
  async settleOverdue(booking: Pick<Booking, 'id' | 'reference' | 'invoiceNumber'>): Promise<'expired' | 'paid' | 'waiting' | 'unchanged'> {
    const invoice = await readInvoiceBack(this.payments, booking.invoiceNumber, booking.reference);
    if (invoice === 'unreachable') return 'waiting';
    if (invoice?.paymentStatus === 'PAID' && (await this.markPaid(booking.reference, invoice)) === 'paid') return 'paid';
    const result = await this.bookings
      .createQueryBuilder()
      .update()
      .set({ status: 'expired' })
      .where("id = :id AND status = 'pending'", { id: booking.id })
      .execute();
    if (!result.affected) return 'unchanged';
    await this.endInvoice(booking.reference, booking.invoiceNumber);
    return 'expired';
  }

  async list(input: { status?: BookingStatus; page?: number; pageSize?: number } = {}): Promise<Page<Booking>> {
    const [items, totalItems] = await this.bookings.findAndCount({
      where: input.status ? { status: input.status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(input),
    });
    return { items, totalItems };
  }
}
