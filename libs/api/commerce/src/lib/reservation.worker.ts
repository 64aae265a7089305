import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BookingService } from './bookings/booking.service';
import { OrderService } from './orders/order.service';

const SWEEP_MS = 60_000;

/** Every minute: orders whose invoice expired unpaid give their works back; such bookings expire (each invoice is read back first). */
@Injectable()
export class ReservationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Reservations');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly orders: OrderService,
    private readonly bookings: BookingService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .catch((error: Error) => this.logger.error(`Reservation sweep failed: ${error.message}`))
        .finally(() => (this.running = undefined));
    }, SWEEP_MS);
    this.timer.unref();
  }

  /** Runs one sweep now (the scheduler calls it; tests too): `orders`/`bookings` expired, `paid` found paid on reading the invoice back. */
  async sweep(): Promise<{ orders: number; bookings: number; paid: number }> {
    const orders = await this.orders.expireOverdue();
    const bookings = await this.bookings.expireOverdue();
    const paid = orders.paid + bookings.paid;
    if (orders.expired || bookings.expired) this.logger.log(`Expired ${orders.expired} unpaid orders and ${bookings.expired} unpaid bookings`);
    if (paid) this.logger.warn(`${paid} orders or bookings were paid without their notification: marked paid from their invoices`);
    return { orders: orders.expired, bookings: bookings.expired, paid };
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
