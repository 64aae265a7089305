import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { PublicRateLimit } from '@sawa/api/auth';
import { BlankAsNull, EmailAddress, OptionalText, PhoneNumber, Public } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { isoWithOffset } from '../payments/irembopay.adapter';
import { BookingService } from './booking.service';

/** The visitor, as the legacy body may carry it (IremboPay's customer object): BookingInput's rules, with `phoneNumber` for `phone`. */
class LegacyCustomer {
  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.visit.name })
  @OptionalText(FIELD_LIMITS.visit.name)
  name?: string | null;

  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.visit.email })
  @BlankAsNull()
  @IsOptional()
  @EmailAddress(FIELD_LIMITS.visit.email)
  email?: string | null;

  @ApiPropertyOptional({ example: '0780000001' })
  @BlankAsNull()
  @IsOptional()
  @PhoneNumber()
  phoneNumber?: string | null;
}

/** The legacy body: only `customer` is read; the invoice fields the old client sent are ignored (the server sets them). */
class SawatourBody {
  @ApiProperty({ required: false, type: LegacyCustomer })
  @IsOptional()
  @IsObject({ message: 'customer must be an object' })
  @ValidateNested()
  @Type(() => LegacyCustomer)
  customer?: LegacyCustomer;
}

/**
 * The old site's Book Now call. Its body carried the invoice itself (test amount, fixed 2025
 * expiry); the amount, currency, product code and expiry now come from the server's
 * configuration, and the answer keeps `data.paymentLinkUrl`. It sends no time: the visit is for
 * one, holds no places, and its visitor chooses a time on the visit page after paying.
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
  @Public()
  async create(@Body() body: SawatourBody) {
    const booking = await this.bookings.bookUndated({
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
        expiryAt: isoWithOffset(booking.expiresAt),
      },
    };
  }
}
