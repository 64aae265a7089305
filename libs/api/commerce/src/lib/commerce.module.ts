import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagingModule } from '@sawa/api/messaging';
import { ShopModule } from '@sawa/api/shop';
import { Booking } from './bookings/booking.entity';
import { BookingResolver } from './bookings/booking.resolver';
import { BookingService } from './bookings/booking.service';
import { MobileMoney } from './mobile-money/mobile-money.service';
import { SawatourController } from './bookings/sawatour.controller';
import { VisitCalendarResolver } from './bookings/visit-calendar.resolver';
import { VisitLinks } from './bookings/visit-links';
import { VisitNotices } from './bookings/visit-notices';
import { VisitReminders } from './bookings/visit-reminders.job';
import { VisitTransitions } from './bookings/visit-transitions';
import { LifecycleKit } from './lifecycle/payment-lifecycle';
import { VisitClosure } from './visit-schedule/closure.entity';
import { VisitSchedule } from './visit-schedule/visit-schedule.entity';
import { VisitScheduleService } from './visit-schedule/visit-schedule.service';
import { VisitSlot } from './visit-schedule/visit-slot.entity';
import { WeeklySlot } from './visit-schedule/weekly-slot.entity';
import { PaymentNotificationController } from './notifications/payment-notification.controller';
import { CheckoutService } from './orders/checkout.service';
import { OrderLine } from './orders/order-line.entity';
import { OrderRefund } from './orders/order-refund.entity';
import { Order } from './orders/order.entity';
import { OrderResolver } from './orders/order.resolver';
import { OrderService } from './orders/order.service';
import { OrderInvoices } from './orders/order-invoice';
import { OrderEvents } from './orders/order-events';
import { HoldSettings } from './orders/hold.settings';
import { PaymentPageController } from './orders/payment-page.controller';
import { OrderTransitions } from './orders/order-transitions';
import { PaymentAlerts } from './payments/payment-alerts';
import { IremboPayAdapter } from './payments/irembopay.adapter';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { PaymentsSettings } from './payments/payments.settings';
import { ReservationWorker } from './reservation.worker';
import { SandboxController } from './sandbox/sandbox.controller';
import { SandboxInvoiceRecord } from './sandbox/sandbox-invoice.entity';
import { SandboxInvoices } from './sandbox/sandbox-invoices';
import { ConservationController } from './conservation/conservation.controller';
import { ConservationEntry } from './conservation/conservation-entry.entity';
import { ConservationLedgerService } from './conservation/conservation-ledger.service';
import { ConservationResolver } from './conservation/conservation.resolver';
import { ReturnPolicyResolver } from './returns/return-policy.resolver';
import { TaxResolver } from './tax/tax.resolver';
import { TaxService } from './tax/tax.service';
import { ShippingRate } from './delivery/shipping-rate.entity';
import { ShippingRatesService } from './delivery/shipping-rates.service';
import { ShippingRatesResolver } from './delivery/shipping-rates.resolver';
import { ShippingQuote } from './delivery/shipping-quote.entity';
import { ShippingQuoteService } from './delivery/shipping-quote.service';
import { ShippingQuoteResolver } from './delivery/shipping-quote.resolver';
import { ReturnPolicyService } from './returns/return-policy.service';

/**
 * Checkout and orders, studio visits on the calendar, the one payment lifecycle both go through, IremboPay (or
 * its built-in sandbox), payment notifications and the conservation ledger.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Order,
      OrderLine,
      OrderRefund,
      Booking,
      VisitSchedule,
      WeeklySlot,
      VisitClosure,
      VisitSlot,
      ConservationEntry,
      SandboxInvoiceRecord,
      ShippingRate,
      ShippingQuote,
    ]),
    MessagingModule,
    ShopModule,
  ],
  controllers: [SawatourController, PaymentNotificationController, PaymentPageController, SandboxController, ConservationController],
  providers: [
    PaymentsSettings,
    { provide: PAYMENT_PROVIDER, useClass: IremboPayAdapter },
    PaymentAlerts,
    LifecycleKit,
    SandboxInvoices,
    HoldSettings,
    OrderEvents,
    OrderTransitions,
    CheckoutService,
    OrderInvoices,
    OrderService,
    OrderResolver,
    VisitScheduleService,
    VisitLinks,
    VisitNotices,
    VisitTransitions,
    BookingService,
    MobileMoney,
    BookingResolver,
    VisitCalendarResolver,
    VisitReminders,
    ReservationWorker,
    ConservationLedgerService,
    ConservationResolver,
    ReturnPolicyService,
    ReturnPolicyResolver,
    TaxService,
    TaxResolver,
    ShippingRatesService,
    ShippingRatesResolver,
    ShippingQuoteService,
    ShippingQuoteResolver,
  ],
  exports: [
    OrderService,
    OrderTransitions,
    OrderEvents,
    BookingService,
    VisitScheduleService,
    VisitReminders,
    CheckoutService,
    ReservationWorker,
    PaymentsSettings,
    PAYMENT_PROVIDER,
  ],
})
export class CommerceModule {}
