import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { badInput, conflict } from '@sawa/api/common';
import { MOBILE_MONEY_CURRENCY, MOBILE_MONEY_MESSAGES, MobileMoneyProvider, mobileMoneyNetwork, phoneEnding, rwandanMobileNumber } from '@sawa/shared/domain';
import { PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { BookingService } from './booking.service';

/** What the visitor's page says after a push, and, while the sandbox runs, where its simulated phone is. */
export interface MobileMoneyPushResult {
  message: string;
  sandboxPhoneUrl?: string;
}

/**
 * Paying a visit by mobile money: the payment request is pushed to the visitor's phone (IremboPay's
 * initiate-payment call), they approve it with their PIN, and the payment arrives as the usual signed
 * notification, which marks the visit paid. Only an invoice in Rwandan francs can be pushed.
 */
@Injectable()
export class VisitMobileMoney {
  private readonly logger = new Logger('MobileMoney');

  constructor(
    private readonly bookings: BookingService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly settings: PaymentsSettings,
  ) {}

  /** `phone`: the number to push to; left out, the one the visitor booked with. */
  async push(reference: string, provider: MobileMoneyProvider, phone?: string | null): Promise<MobileMoneyPushResult> {
    const visit = await this.bookings.findByReference(reference);
    if (visit.currency !== MOBILE_MONEY_CURRENCY) throw badInput(MOBILE_MONEY_MESSAGES.currency(visit.currency));
    if (visit.status !== 'pending' || !visit.invoiceNumber) throw conflict(MOBILE_MONEY_MESSAGES.notPayable);
    const typed = phone?.trim() || visit.visitorPhone || '';
    const account = rwandanMobileNumber(typed);
    if (!account) throw badInput(MOBILE_MONEY_MESSAGES.notRwandan);
    if (mobileMoneyNetwork(account) !== provider) throw badInput(MOBILE_MONEY_MESSAGES.wrongNetwork(provider, typed));
    try {
      await this.payments.pushMobileMoney({ invoiceNumber: visit.invoiceNumber, provider, accountIdentifier: account });
    } catch (error) {
      throw this.explain(error, visit.reference);
    }
    return {
      message: MOBILE_MONEY_MESSAGES.sent(provider, phoneEnding(account)),
      ...(this.settings.mode === 'sandbox' ? { sandboxPhoneUrl: `/sandbox/irembopay/phone/${encodeURIComponent(visit.invoiceNumber)}` } : {}),
    };
  }

  /** IremboPay's refusals in the visitor's words; anything else is logged for the studio and said plainly. */
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
