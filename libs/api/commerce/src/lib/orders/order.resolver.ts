import { Args, ArgsType, Context, Field, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { Allow, MaxChars, Public } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { clientKey, OrderLookupRateLimit, PublicRateLimit } from '@sawa/api/auth';
import { PageArgs, PaginatedShape } from '@sawa/api/graphql';
import { CheckoutResult, MobileMoneyPushResult, OrderList, OrderStatusEnum, OrderStatusView, OrderType, SalesType } from '../commerce.types';
import { MobileMoneyArgs } from '../mobile-money/mobile-money.args';
import { MobileMoney } from '../mobile-money/mobile-money.service';
import { BookingService } from '../bookings/booking.service';
import { CheckoutInput } from './checkout.input';
import { RecordRefundInput, ShipOrderInput } from './order-after-sale.input';
import { CheckoutService } from './checkout.service';
import { toOrderStatusView, toOrderType } from './order.mapper';
import { OrderService } from './order.service';
import { PaymentsSettings } from '../payments/payments.settings';

@ArgsType()
class OrdersArgs extends PageArgs {
  @Field(() => OrderStatusEnum, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(OrderStatusEnum))
  status?: OrderStatusEnum;

  @Field({ nullable: true, description: 'Order number, buyer name or e-mail' })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.search)
  search?: string;

  @Field({ nullable: true, description: 'Only paid orders with VAT recorded that lack an EBM invoice number (issue 24)' })
  @IsOptional()
  @IsBoolean()
  lacksEbm?: boolean;
}

@ArgsType()
class PayOrderArgs extends MobileMoneyArgs {
  @Field({ description: 'The order number, e.g. SAWA-7K3F9QXM' })
  @IsString()
  @MaxChars(40)
  number: string;
}

@Resolver(() => OrderType)
export class OrderResolver {
  constructor(
    private readonly checkoutService: CheckoutService,
    private readonly orderService: OrderService,
    private readonly bookingService: BookingService,
    private readonly settings: PaymentsSettings,
    private readonly mobileMoney: MobileMoney,
  ) {}

  @Query(() => SalesType, { description: 'Sales for the dashboard: paid and pending orders, revenue per currency, paid visits.' })
  @Allow('orders.read')
  async sales(): Promise<SalesType> {
    return { ...(await this.orderService.sales()), paidVisits: await this.bookingService.countPaid() };
  }

  @Mutation(() => CheckoutResult, {
    description: 'Place an order from the cart: prices are checked against the catalogue, stock is reserved, and the payment link returned.',
  })
  @PublicRateLimit(20, 600)
  @Public()
  checkout(@Args('input') input: CheckoutInput, @Context('req') req: Request): Promise<CheckoutResult> {
    return this.checkoutService.checkout(input, clientKey(req));
  }

  @Mutation(() => Boolean, {
    description:
      "While payments are off (no IremboPay account, no sandbox): the cart and the buyer's details go to the studio as an enquiry (mailed to the studio, acknowledged to the buyer). Nothing is reserved or charged.",
  })
  @PublicRateLimit(10, 600)
  @Public()
  async sendOrderEnquiry(@Args('input') input: CheckoutInput): Promise<boolean> {
    await this.checkoutService.enquire(input);
    return true;
  }

  @Mutation(() => MobileMoneyPushResult, {
    description:
      'Pay an order waiting for payment by mobile money (its Pay step: the hold extended once, the invoice made), the request pushed to the phone (MTN MoMo or Airtel Money) and approved there with the PIN; the order shows paid when the payment arrives. Orders in RWF only; the number must be of the network chosen.',
  })
  @PublicRateLimit(5, 600)
  @Public()
  payOrderByMobileMoney(@Args() { number, provider, phone }: PayOrderArgs): Promise<MobileMoneyPushResult> {
    return this.mobileMoney.payOrder(number.trim().toUpperCase(), provider, phone);
  }

  @Query(() => OrderStatusView, {
    description:
      "An order's live status, by its (unguessable) number: the buyer's return page. Rate-limited per client (with the order page and its payment link).",
  })
  @OrderLookupRateLimit()
  @Public()
  async order(@Args('number') number: string): Promise<OrderStatusView> {
    return toOrderStatusView(await this.orderService.findByNumber(number.trim().toUpperCase()), this.settings.publicUrl);
  }

  @Query(() => OrderList)
  @Allow('orders.read')
  async orders(@Args() args: OrdersArgs): Promise<PaginatedShape<OrderType>> {
    const { items, totalItems } = await this.orderService.list(args);
    return { items: items.map((o) => toOrderType(o, this.settings.publicUrl)), totalItems, page: args.page, pageSize: args.pageSize };
  }

  @Query(() => OrderType)
  @Allow('orders.read')
  async adminOrder(@Args('number') number: string): Promise<OrderType> {
    return toOrderType(await this.orderService.findByNumber(number), this.settings.publicUrl);
  }

  @Mutation(() => OrderType, {
    description:
      'A paid order leaves the studio with a carrier and a tracking number: the buyer is mailed both, with the tracking link where the carrier has one.',
  })
  @Allow('orders.manage')
  async markOrderShipped(@Args('number') number: string, @Args('shipment') shipment: ShipOrderInput): Promise<OrderType> {
    return toOrderType(await this.orderService.markShipped(number, shipment), this.settings.publicUrl);
  }

  @Mutation(() => OrderType, {
    description: "A paid pickup order is ready at the studio: the buyer is mailed the studio's address and opening hours.",
  })
  @Allow('orders.manage')
  async markOrderReadyForPickup(@Args('number') number: string): Promise<OrderType> {
    return toOrderType(await this.orderService.markReadyForPickup(number), this.settings.publicUrl);
  }

  @Mutation(() => OrderType, { description: 'The buyer collected a pickup order at the studio: it becomes collected and the date is kept.' })
  @Allow('orders.manage')
  async markOrderCollected(@Args('number') number: string): Promise<OrderType> {
    return toOrderType(await this.orderService.markCollected(number), this.settings.publicUrl);
  }

  @Mutation(() => OrderType, { description: 'A shipped order arrived: it becomes delivered and the date is kept.' })
  @Allow('orders.manage')
  async markOrderDelivered(@Args('number') number: string): Promise<OrderType> {
    return toOrderType(await this.orderService.markDelivered(number), this.settings.publicUrl);
  }

  @Mutation(() => OrderType, {
    description:
      'Record a refund the studio made (at most what was paid less earlier refunds): the conservation ledger reverses its part of the share, the buyer is mailed, and the order is refunded once the refunds equal what was paid.',
  })
  @Allow('refunds.manage')
  async recordOrderRefund(@Args('number') number: string, @Args('input') input: RecordRefundInput): Promise<OrderType> {
    return toOrderType(await this.orderService.recordRefund(number, input), this.settings.publicUrl);
  }

  @Mutation(() => OrderType, { description: "Cancel a pending or paid order: what it holds goes back on sale, once; a paid one is flagged 'refund due'." })
  @Allow('orders.manage')
  async cancelOrder(@Args('number') number: string): Promise<OrderType> {
    return toOrderType(await this.orderService.cancel(number), this.settings.publicUrl);
  }

  @Mutation(() => OrderType, {
    description: "The refund due was made: records a refund of all that is left to refund (no method given), clears 'refund due' and keeps the date.",
  })
  @Allow('refunds.manage')
  async markOrderRefunded(@Args('number') number: string): Promise<OrderType> {
    return toOrderType(await this.orderService.markRefunded(number), this.settings.publicUrl);
  }
}
