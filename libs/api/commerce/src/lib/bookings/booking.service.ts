import { BadGatewayException, ConflictException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { notFound, Page, pageWindow } from '@sawa/api/common';
import { STUDIO } from '@sawa/shared/domain';
import { PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError, readInvoiceBack } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { newReference } from '../reference';
import { BookingInput } from './booking.input';
import { Booking, BookingStatus } from './booking.entity';

/** Paid studio visits: price, currency and expiry come from configuration, never from the client. */
@Injectable()
export class BookingService {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly settings: PaymentsSettings,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  async book(input: BookingInput = {}): Promise<Booking> {
    if (!this.payments.available)
      throw new ServiceUnavailableException('Payments are not configured on this site, so visits cannot be booked online. Please contact the studio.');
    const booking = await this.bookings.save(
      this.bookings.create({
        reference: newReference('VISIT'),
        visitorName: input.name ?? null,
        visitorEmail: input.email?.toLowerCase() ?? null,
        visitorPhone: input.phone ?? null,
        amount: String(this.settings.visitPrice),
        currency: this.settings.visitCurrency,
        expiresAt: new Date(Date.now() + this.settings.expiryMinutes * 60_000),
      }),
    );
    try {
      const invoice = await this.payments.createInvoice({
        transactionId: booking.reference,
        accountId: this.settings.visitAccount,
        items: [{ code: this.settings.visitProductCode, quantity: 1, unitAmount: this.settings.visitPrice }],
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
      } as Parameters<PaymentProvider['createInvoice']>[0]);
      booking.invoiceNumber = invoice.invoiceNumber;
      booking.paymentLinkUrl = invoice.paymentLinkUrl;
      return this.bookings.save(booking);
    } catch (error) {
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

  /** Idempotent: a replayed notification changes nothing. */
  async markPaid(reference: string, payment: { paidAt?: string; paymentReference?: string }): Promise<'paid' | 'already' | 'unknown'> {
    const booking = await this.bookings.findOne({ where: { reference } });
    if (!booking) return 'unknown';
    if (booking.status === 'paid') return 'already';
    const result = await this.bookings
      .createQueryBuilder()
      .update()
      .set({ status: 'paid', paidAt: payment.paidAt ? new Date(payment.paidAt) : new Date(), paymentReference: payment.paymentReference ?? null })
      .where("id = :id AND status <> 'paid'", { id: booking.id })
      .execute();
    return result.affected ? 'paid' : 'already';
  }

  countPaid(): Promise<number> {
    return this.bookings.count({ where: { status: 'paid' } });
  }

  /** Expires pending bookings whose invoice expired, after asking the provider: a paid invoice (lost notification) marks the booking paid. */
  async expireOverdue(): Promise<{ expired: number; paid: number }> {
    const overdue = await this.bookings
      .createQueryBuilder('b')
      .select(['b.id', 'b.reference', 'b.invoiceNumber'])
      .where("b.status = 'pending' AND b.expires_at < now()")
      .getMany();
    let expired = 0;
    let paid = 0;
    for (const booking of overdue) {
      const invoice = await readInvoiceBack(this.payments, booking.invoiceNumber, booking.reference);
      if (invoice === 'unreachable') continue;
      if (invoice?.paymentStatus === 'PAID') {
        if ((await this.markPaid(booking.reference, invoice)) === 'paid') paid += 1;
        continue;
      }
      const result = await this.bookings
        .createQueryBuilder()
        .update()
        .set({ status: 'expired' })
        .where("id = :id AND status = 'pending'", { id: booking.id })
        .execute();
      expired += result.affected ?? 0;
    }
    return { expired, paid };
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
