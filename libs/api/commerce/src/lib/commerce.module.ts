import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagingModule } from '@sawa/api/messaging';
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
import { IremboPayAdapter } from './payments/irembopay.adapter';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { PaymentsSettings } from './payments/payments.settings';
import { ReservationWorker } from './reservation.worker';
import { SandboxController } from './sandbox/sandbox.controller';

/** Checkout and orders, paid studio visits, IremboPay (or its built-in sandbox) and payment notifications. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderLine, Booking]), MessagingModule],
  controllers: [SawatourController, PaymentNotificationController, SandboxController],
  providers: [
    PaymentsSettings,
    { provide: PAYMENT_PROVIDER, useClass: IremboPayAdapter },
    CheckoutService,
    OrderService,
    OrderResolver,
    BookingService,
    BookingResolver,
    ReservationWorker,
  ],
  exports: [OrderService, BookingService, CheckoutService, ReservationWorker, PAYMENT_PROVIDER],
})
export class CommerceModule {}
