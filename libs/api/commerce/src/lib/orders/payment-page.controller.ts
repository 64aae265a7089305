import { Controller, Get, Param, Res } from '@nestjs/common';
import { Public } from '@sawa/api/common';
import { ApiOperation, ApiResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ORDER_LOOKUP_MESSAGE, OrderLookupRateLimit } from '@sawa/api/auth';
import type { Response } from 'express';
import { OrderService } from './order.service';
import { PAYMENT_PAGE_ROUTE } from './payment-page';

@ApiTags('payments')
@Controller(PAYMENT_PAGE_ROUTE)
export class PaymentPageController {
  constructor(private readonly orders: OrderService) {}

  @Get(':number/pay')
  @ApiOperation({
    summary:
      "The way to an order's payment page: the first time, the order's hold (and its invoice) is extended by HOLD_EXTENSION_MINUTES; then a redirect to IremboPay's page, or to the order page when the order no longer waits for payment.",
  })
  @ApiResponse({ status: 302, description: 'To the payment page (or the order page)' })
  @ApiTooManyRequestsResponse({ schema: { example: { status: 'fail', message: ORDER_LOOKUP_MESSAGE } } })
  @OrderLookupRateLimit()
  @Public()
  async open(@Param('number') number: string, @Res() res: Response): Promise<void> {
    res.redirect(302, await this.orders.openPayment(number.trim().toUpperCase()));
  }
}
