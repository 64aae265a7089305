import { BadRequestException, Controller, Headers, HttpCode, Inject, Logger, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BookingService } from '../bookings/booking.service';
import { OrderService } from '../orders/order.service';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payments/payment-provider';
import { verifySignature } from '../payments/payment-signature';

/** The raw bytes of this route's body are kept (see configure-app): the signature covers them exactly. */
export const NOTIFICATION_ROUTE = '/api/v1/payments/notifications';

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
  @ApiExcludeEndpoint()
  async notify(@Req() req: Request, @Headers('irembopay-signature') signature: string | undefined) {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const check = verifySignature(this.payments.secretKey, raw, signature);
    if (!check.ok) {
      this.logger.warn(`Refused a payment notification: ${check.reason}`);
      throw new UnauthorizedException(`The notification is not authentic: ${check.reason}.`);
    }
    let payload: { data?: Record<string, unknown> } & Record<string, unknown>;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BadRequestException('The notification body is not valid JSON.');
    }
    const data = (payload.data ?? payload) as {
      transactionId?: string;
      paymentStatus?: string;
      paidAt?: string;
      paymentMethod?: string;
      paymentReference?: string;
    };
    if (typeof data.transactionId !== 'string') throw new BadRequestException('The notification has no transactionId.');
    if (data.paymentStatus !== 'PAID') return { success: true, message: `Nothing to do for status ${data.paymentStatus ?? 'unknown'}` };
    const outcome = data.transactionId.startsWith('VISIT-')
      ? await this.bookings.markPaid(data.transactionId, data)
      : await this.orders.markPaid(data.transactionId, data);
    if (outcome === 'unknown') this.logger.warn(`A payment notification for an unknown transaction ${data.transactionId}`);
    return { success: true, message: outcome === 'paid' ? 'Payment recorded' : outcome === 'already' ? 'Payment already recorded' : 'Unknown transaction' };
  }
}
