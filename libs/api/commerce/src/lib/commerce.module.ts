import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagingModule } from '@sawa/api/messaging';
import { ShopModule } from '@sawa/api/shop';
import { Booking } from './bookings/booking.entity';
import { BookingResolver } from './bookings/booking.resolver';
import { BookingService } from './bookings/booking.service';
import { SawatourController } from './bookings/sawatour.controller';
import { PaymentNotificationController } from './notifications/payment-notification.controller';
import { CheckoutService } from './orders/checkout.service';
import { OrderLine } from './orders/order-line.entity';
import { Order } from './orders/order.entity';
import { OrderResolver } from './orders/order.resolver';
import { OrderService } from './orders/order.service';
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

/** Checkout and orders, paid studio visits, IremboPay (or its built-in sandbox), payment notifications and the conservation ledger. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderLine, Booking, ConservationEntry, SandboxInvoiceRecord]), MessagingModule, ShopModule],
  controllers: [SawatourController, PaymentNotificationController, PaymentPageController, SandboxController, ConservationController],
  providers: [
    PaymentsSettings,
    { provide: PAYMENT_PROVIDER, useClass: IremboPayAdapter },
    PaymentAlerts,
    SandboxInvoices,
    HoldSettings,
    OrderEvents,
    OrderTransitions,
    CheckoutService,
    OrderService,
    OrderResolver,
    BookingService,
    BookingResolver,
    ReservationWorker,
    ConservationLedgerService,
    ConservationResolver,
  ],
  exports: [OrderService, OrderTransitions, OrderEvents, BookingService, CheckoutService, ReservationWorker, PaymentsSettings, PAYMENT_PROVIDER],
})
export class CommerceModule {}
