import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRateLimit } from '@sawa/api/auth';
import { BookingService } from './booking.service';

/**
 * The old site's Book Now call. Its body carried the invoice itself (test amount, fixed 2025
 * expiry); the amount, currency, product code and expiry now come from the server's
 * configuration, and the answer keeps `data.paymentLinkUrl`.
 */
@ApiTags('payments')
@Controller('api/v1/payments')
export class SawatourController {
  constructor(private readonly bookings: BookingService) {}

  @Post('sawatour-invoice')
  @HttpCode(200)
  @PublicRateLimit(20, 600)
  @ApiOperation({
    summary:
      'Book a studio visit (legacy Book Now). The body is accepted for compatibility; price, currency and expiry come from the server. Answers data.paymentLinkUrl.',
  })
  @ApiOkResponse({
    schema: {
      example: {
        success: true,
        message: 'Invoice created successfully',
        data: {
          invoiceNumber: '880123456789',
          transactionId: 'VISIT-7K3F9QXM',
          paymentLinkUrl: 'https://pay.example/880123456789',
          amount: 15000,
          currency: 'RWF',
          paymentStatus: 'NEW',
          expiryAt: '2026-11-22T19:30:00+02:00',
        },
      },
    },
  })
  async create(@Body() body: { customer?: { name?: string; email?: string; phoneNumber?: string } } | undefined) {
    const booking = await this.bookings.book({
      name: body?.customer?.name ?? null,
      email: body?.customer?.email ?? null,
      phone: body?.customer?.phoneNumber ?? null,
    });
    return {
      success: true,
      message: 'Invoice created successfully',
      data: {
        invoiceNumber: booking.invoiceNumber,
        transactionId: booking.reference,
        paymentLinkUrl: booking.paymentLinkUrl,
        amount: Number(booking.amount),
        currency: booking.currency,
        paymentStatus: 'NEW',
        expiryAt: booking.expiresAt.toISOString(),
      },
    };
  }
}
