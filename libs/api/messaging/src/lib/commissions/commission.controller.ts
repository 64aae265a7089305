import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PublicRateLimit } from '@sawa/api/auth';
import { contractSchema, Public, UploadedImage } from '@sawa/api/common';
import { VisitorImageInterceptor } from '@sawa/api/media';
import { MESSAGES } from '@sawa/shared/domain';
import { CommissionRequestInput } from './commission-request.input';
import { CommissionService } from './commission.service';

/** Per client address: enough for a person who corrects a mistake, not for a script. */
export const COMMISSION_RATE_LIMIT = { limit: 5, seconds: 600 };

@ApiTags('commissions')
@Controller('api/v1/commissions')
export class CommissionController {
  constructor(private readonly commissions: CommissionService) {}

  @Post('send-commission')
  @HttpCode(200)
  @PublicRateLimit(COMMISSION_RATE_LIMIT.limit, COMMISSION_RATE_LIMIT.seconds)
  @UseInterceptors(VisitorImageInterceptor('referenceImage'))
  @ApiOperation({
    summary:
      'Send a commission request (multipart). Every field but referenceImage is required; the image must be JPEG, PNG, WebP or AVIF. 5 per 10 minutes per client.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(CommissionRequestInput, { omit: ['website'], extra: { referenceImage: { type: 'string', format: 'binary' } } }) })
  @ApiOkResponse({ schema: { example: { status: 'success', message: MESSAGES.commission.sent, data: { id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' } } } })
  @ApiTooManyRequestsResponse({ schema: { example: { status: 'fail', message: 'Too many requests. Please wait a minute and try again.' } } })
  @Public()
  async send(@Body() body: CommissionRequestInput, @UploadedFile() referenceImage?: UploadedImage) {
    const receipt = await this.commissions.submit(body, referenceImage);
    return { status: 'success', message: receipt.message, data: { id: receipt.id } };
  }
}
