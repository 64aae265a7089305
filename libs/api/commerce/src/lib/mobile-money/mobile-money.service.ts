import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { badInput, conflict } from '@sawa/api/common';
import { MOBILE_MONEY_CURRENCY, MOBILE_MONEY_MESSAGES, MobileMoneyProvider, mobileMoneyNetwork, phoneEnding, rwandanMobileNumber } from '@sawa/shared/domain';
import { BookingService } from '../bookings/booking.service';
import { OrderService } from '../orders/order.service';
import { PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';

/** What the buyer's or visitor's page says after a push, and, while the sandbox runs, where its simulated phone is. */
export interface MobileMoneyPushResult {
  message: string;
  sandboxPhoneUrl?: string;
}

/** What can be paid by mobile money: a visit or an order, with the invoice it waits on. */
interface Payable {
  kind: 'visit' | 'order';
  reference: string;
  currency: string;
  waiting: boolean;
  invoiceNumber: string | null;
  phone: string | null;
}

/**
 * Paying a visit or an order by mobile money: the payment request is pushed to the payer's phone
 * (IremboPay's initiate-payment call), they approve it with their PIN, and the payment arrives as the
 * usual signed notification, which marks it paid through the one payment lifecycle. Only an invoice in
 * Rwandan francs can be pushed.
 */
@Injectable()
export class MobileMoney {
  private readonly logger = new Logger('MobileMoney');

  constructor(
    private readonly bookings: BookingService,
    private readonly orders: OrderService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly settings: PaymentsSettings,
  ) {}

  /** `phone`: the number to push to; left out, the one the visit was booked with. */
  async payVisit(reference: string, provider: MobileMoneyProvider, phone?: string | null): Promise<MobileMoneyPushResult> {
    const visit = await this.bookings.findByReference(reference);
    const payable = { kind: 'visit', reference, currency: visit.currency, invoiceNumber: visit.invoiceNumber, phone: visit.visitorPhone } as const;
    return this.push({ ...payable, waiting: visit.status === 'pending' }, provider, phone);
  }

  /**
   * `phone`: the number to push to; left out, the one given at checkout. An order's invoice is made at its Pay step:
   * paying by mobile money is that step (the hold extended once, the invoice made), then the push.
   */
  async payOrder(number: string, provider: MobileMoneyProvider, phone?: string | null): Promise<MobileMoneyPushResult> {
    const before = await this.orders.findByNumber(number);
    this.check({ kind: 'order', currency: before.currency });
    if (before.status === 'pending') await this.orders.openPayment(number);
    const order = await this.orders.findByNumber(number);
    const payable = { kind: 'order', reference: number, currency: order.currency, invoiceNumber: order.invoiceNumber, phone: order.customerPhone } as const;
    return this.push({ ...payable, waiting: order.status === 'pending' }, provider, phone);
  }

  private check(payable: Pick<Payable, 'kind' | 'currency'>): void {
    if (payable.currency !== MOBILE_MONEY_CURRENCY) throw badInput(MOBILE_MONEY_MESSAGES.currency(payable.currency));
  }

  private async push(payable: Payable, provider: MobileMoneyProvider, phone?: string | null): Promise<MobileMoneyPushResult> {
    this.check(payable);
    if (!payable.waiting || !payable.invoiceNumber) throw conflict(MOBILE_MONEY_MESSAGES.notPayable(payable.kind));
    const typed = phone?.trim() || payable.phone || '';
    const account = rwandanMobileNumber(typed);
    if (!account) throw badInput(MOBILE_MONEY_MESSAGES.notRwandan);
    if (mobileMoneyNetwork(account) !== provider) throw badInput(MOBILE_MONEY_MESSAGES.wrongNetwork(provider, typed));
    try {
      await this.payments.pushMobileMoney({ invoiceNumber: payable.invoiceNumber, provider, accountIdentifier: account });
    } catch (error) {
      throw this.explain(error, payable.reference);
    }
    return {
      message: MOBILE_MONEY_MESSAGES.sent(provider, phoneEnding(account)),
      ...(this.settings.mode === 'sandbox' ? { sandboxPhoneUrl: `/sandbox/irembopay/phone/${encodeURIComponent(payable.invoiceNumber)}` } : {}),
    };
  }

  /** IremboPay's refusals in the payer's words; anything else is logged for the studio and said plainly. */
  private explain(error: unknown, reference: string): Error {
    const codes = error instanceof PaymentProviderError ? errorCodes(error.detail) : [];
    if (codes.includes('INVOICE_ALREADY_PAID') || codes.includes('INVOICE_PAID')) return conflict(MOBILE_MONEY_MESSAGES.alreadyPaid);
    if (codes.includes('INVOICE_EXPIRED')) return conflict(MOBILE_MONEY_MESSAGES.expired);
    this.logger.warn(`Mobile money push for ${reference} failed: ${(error as Error).message}`);
    return new ServiceUnavailableException(MOBILE_MONEY_MESSAGES.failed);
  }
}

function errorCodes(detail: unknown): string[] {
  const errors = (detail as { errors?: { code?: unknown }[] } | undefined)?.errors;
  return Array.isArray(errors) ? errors.flatMap((e) => (typeof e?.code === 'string' ? [e.code] : [])) : [];
}
