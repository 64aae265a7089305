import { BadRequestException, Controller, Headers, HttpCode, Inject, Logger, Post, Req, UnauthorizedException } from '@nestjs/common';
import { Public } from '@sawa/api/common';
import { ApiBadRequestResponse, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { BookingService } from '../bookings/booking.service';
import { OrderService } from '../orders/order.service';
import { parse } from 'lossless-json';
import type { PaymentOutcome } from '../lifecycle/payable';
import { PAYMENT_PROVIDER, PaymentProvider, readInvoiceBack } from '../payments/payment-provider';
import { verifySignature } from '../payments/payment-signature';

/** The raw bytes of this route's body are kept (see configure-app): the signature covers them exactly. */
export const NOTIFICATION_ROUTE = '/api/v1/payments/notifications';

/** The answer to IremboPay, the same words for an order and a visit. */
const message = (outcome: PaymentOutcome, noun: 'order' | 'visit'): string =>
  ({
    paid: 'Payment recorded',
    already: 'Payment already recorded',
    late: `Payment recorded after the ${noun} had ended: refund due`,
    mismatch: `Payment does not match the ${noun}: not recorded as paid, the studio has been told`,
    unknown: 'Unknown transaction',
  })[outcome];

@ApiTags('payments')
@Controller('api/v1/payments')
export class PaymentNotificationController {
  private readonly logger = new Logger('PaymentNotifications');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly orders: OrderService,
    private readonly bookings: BookingService,
  ) {}

  /** IremboPay's payment notification (its callback URL): signed, verified, idempotent. */
  @Post('notifications')
  @HttpCode(200)
  @ApiOperation({
    summary: "IremboPay's payment notification: the callback URL to configure in the merchant portal (not for other clients).",
    description:
      'Verified over the raw body bytes with the merchant secret key; a timestamp older than 5 minutes is refused. A `PAID` notification ' +
      'marks the order (`SAWA-…`) or studio visit (`VISIT-…`) named by `transactionId` paid once, after checking the amount and currency ' +
      'against it (a notification without them is completed from the invoice read back); repeating it changes nothing.',
  })
  @ApiHeader({
    name: 'irembopay-signature',
    required: true,
    description: '`t=<timestamp, in milliseconds or seconds>,s=<hex HMAC-SHA256 of "<t>#<raw body>">`, keyed by the merchant secret key',
  })
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        message: { type: 'string' },
        data: {
          type: 'object',
          required: ['transactionId'],
          properties: {
            transactionId: { type: 'string', example: 'SAWA-7K3F9QXM' },
            invoiceNumber: { type: 'string', example: '880000000001' },
            paymentStatus: { type: 'string', example: 'PAID' },
            amount: { type: 'number', example: 1200.0 },
            currency: { type: 'string', example: 'USD' },
            paidAt: { type: 'string', format: 'date-time' },
            paymentMethod: { type: 'string', example: 'MTN_MOMO' },
            paymentReference: { type: 'string' },
          },
        },
      },
    },
  })
  @ApiOkResponse({ schema: { example: { success: true, message: message('paid', 'order') } } })
  @ApiBadRequestResponse({ schema: { example: { status: 'fail', message: 'The notification has no transactionId.' } } })
  @ApiUnauthorizedResponse({ schema: { example: { status: 'fail', message: 'The notification is not authentic: signature does not match.' } } })
  @Public()
  async notify(@Req() req: Request, @Headers('irembopay-signature') signature: string | undefined) {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const check = verifySignature(await this.payments.secretKey(), raw, signature);
    if (!check.ok) {
      this.logger.warn(`Refused a payment notification: ${check.reason}`);
      throw new UnauthorizedException(`The notification is not authentic: ${check.reason}.`);
    }
    let payload: { data?: Record<string, unknown> } & Record<string, unknown>;
    try {
      // Numbers stay the digits IremboPay wrote: the amount is compared with the order exactly, never as a float.
      payload = parse(raw.toString('utf8'), undefined, (digits) => digits) as typeof payload;
      if (!payload || typeof payload !== 'object') throw new Error('not an object');
    } catch {
      throw new BadRequestException('The notification body is not valid JSON.');
    }
    const data = (payload.data ?? payload) as {
      transactionId?: string;
      invoiceNumber?: string;
      paymentStatus?: string;
      amount?: string;
      currency?: string;
      paidAt?: string;
      paymentMethod?: string;
      paymentReference?: string;
    };
    if (typeof data.transactionId !== 'string') throw new BadRequestException('The notification has no transactionId.');
    if (data.paymentStatus !== 'PAID') return { success: true, message: `Nothing to do for status ${data.paymentStatus ?? 'unknown'}` };
    const payment = await this.withAmount({ ...data, transactionId: data.transactionId });
    const visit = data.transactionId.startsWith('VISIT-');
    const outcome = visit ? await this.bookings.markPaid(data.transactionId, payment) : await this.orders.markPaid(data.transactionId, payment);
    if (outcome === 'unknown') this.logger.warn(`A payment notification for an unknown transaction ${data.transactionId}`);
    return { success: true, message: message(outcome, visit ? 'visit' : 'order') };
  }

  /**
   * A notification that does not say how much was paid, in what currency, is completed from the
   * invoice read back (only that transaction's invoice); without either, nothing can be checked,
   * and an unchecked payment is never taken as paid.
   */
  private async withAmount<T extends { transactionId: string; invoiceNumber?: string; amount?: string; currency?: string }>(data: T): Promise<T> {
    if (data.amount !== undefined && data.currency !== undefined) return data;
    const invoice = await readInvoiceBack(this.payments, data.invoiceNumber ?? null, data.transactionId);
    return invoice && invoice !== 'unreachable' && invoice.paymentStatus === 'PAID' ? { ...data, amount: invoice.amount, currency: invoice.currency } : data;
  }
}
