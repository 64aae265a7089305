import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fromCents, toCents } from '@sawa/shared/domain';
import { PaymentAlerts } from '../payments/payment-alerts';
import { Invoice, PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError, paymentMismatch } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { OrderTransitions } from './order-transitions';
import { Order } from './order.entity';

/**
 * An order's IremboPay invoice, made when its buyer opens the payment page (the Pay step), not at checkout: an order
 * nobody goes on to pay costs the shop no invoice at the payment service. Asked for with the order's number as its
 * transactionId, so a second request for the same order (two tabs) is the same invoice at IremboPay.
 */
@Injectable()
export class OrderInvoices {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PaymentsSettings,
    private readonly transitions: OrderTransitions,
    private readonly alerts: PaymentAlerts,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /**
   * Makes the invoice of a pending order that has none, expiring with its hold, and records it. Returns the payment
   * link, or undefined when the order no longer waits (it ended meanwhile: the invoice is ended too). An invoice that
   * does not ask what the order costs ends the order (the studio is told), as a refused provider leaves it waiting.
   */
  async create(order: Order): Promise<string | undefined> {
    let invoice: Invoice;
    try {
      invoice = await this.payments.createInvoice({
        transactionId: order.number,
        // The account of the order's currency (one per currency: IREMBOPAY_PAYMENT_ACCOUNT_RWF / _USD).
        accountId: this.settings.accountFor(order.currency),
        items: [
          ...order.lines.map((line) => ({ code: this.settings.artProductCode, quantity: line.quantity, unitAmount: line.unitPrice })),
          // The flat shipping rate is its own line, so the invoice shows what delivery costs.
          ...(toCents(order.shippingAmount) > 0
            ? [{ code: this.settings.shippingProductCode, quantity: 1, unitAmount: fromCents(toCents(order.shippingAmount)) }]
            : []),
        ],
        customer: { email: order.customerEmail, phoneNumber: order.customerPhone, name: order.customerName },
        description: `Order ${order.number}: ${order.lines.map((l) => `${l.quantity} x ${l.artName} (${l.edition})`).join(', ')}`.slice(0, 250),
        expiryAt: order.expiresAt,
        language: 'EN',
      });
    } catch (error) {
      // The order still holds its works until its hold lapses: the buyer may try again.
      if (error instanceof PaymentProviderError)
        throw new BadGatewayException(`${error.message} Your order ${order.number} is still held for you; please try again in a moment.`);
      throw error;
    }
    const recorded = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder()
      .update()
      .set({ invoiceNumber: invoice.invoiceNumber, paymentLinkUrl: invoice.paymentLinkUrl, paymentMode: this.settings.takenBy() })
      .where("id = :id AND status = 'pending'", { id: order.id })
      .execute();
    if (!recorded.affected) {
      // The hold lapsed (or the studio cancelled) while the invoice was made: it must not be paid.
      await this.transitions.lifecycle.endInvoice({ ...order, invoiceNumber: invoice.invoiceNumber });
      return undefined;
    }
    // The invoice must ask exactly what the order costs, in its currency (the payment account fixes it).
    const mismatch = paymentMismatch(invoice, { total: order.total, currency: order.currency });
    if (mismatch) {
      const issue = `The invoice did not match the order (${mismatch}).`;
      await this.transitions.end(order.id, 'cancelled', issue, issue);
      await this.dataSource.transaction((manager) =>
        this.alerts.raise(manager, {
          what: 'Order',
          reference: order.number,
          reason: issue,
          action: `Check that the payment account of ${order.currency} (IREMBOPAY_PAYMENT_ACCOUNT_${order.currency}, else IREMBOPAY_ACCOUNT_ID) is an account in ${order.currency}; the order was cancelled and its invoice was ended.`,
        }),
      );
      this.logger.warn(`Order ${order.number}: ${issue}`);
      return undefined;
    }
    return invoice.paymentLinkUrl;
  }
}
