import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { PublicRateLimit } from '@sawa/api/auth';
import { BlankAsNull, IsEmailAddress, MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS, PHONE_PATTERN } from '@sawa/shared/domain';
import { isoWithOffset } from '../payments/irembopay.adapter';
import { BookingService } from './booking.service';

/** The visitor, as the legacy body may carry it (IremboPay's customer object); every field optional. */
class LegacyCustomer {
  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.visit.name })
  @IsOptional()
  @BlankAsNull()
  @IsString({ message: 'customer.name must be text' })
  @MaxChars(FIELD_LIMITS.visit.name, { message: `customer.name must be at most ${FIELD_LIMITS.visit.name} characters` })
  name?: string | null;

  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.visit.email })
  @IsOptional()
  @BlankAsNull()
  @MaxChars(FIELD_LIMITS.visit.email, { message: `customer.email must be at most ${FIELD_LIMITS.visit.email} characters` })
  @IsEmailAddress({ message: 'customer.email must be a valid e-mail address' })
  email?: string | null;

  @ApiPropertyOptional({ example: '0780000001' })
  @IsOptional()
  @BlankAsNull()
  @Matches(PHONE_PATTERN, { message: 'customer.phoneNumber must be a valid phone number' })
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
  async create(@Body() body: SawatourBody) {
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
        expiryAt: isoWithOffset(booking.expiresAt),
      },
    };
  }
}
