import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BookingService } from './bookings/booking.service';
import { OrderService } from './orders/order.service';

const SWEEP_MS = 60_000;

/** Every minute: orders whose invoice expired unpaid give their works back; such bookings expire. */
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

  /** Runs one sweep now (the scheduler calls it; tests too). */
  async sweep(): Promise<{ orders: number; bookings: number }> {
    const [orders, bookings] = [await this.orders.expireOverdue(), await this.bookings.expireOverdue()];
    if (orders || bookings) this.logger.log(`Expired ${orders} unpaid orders and ${bookings} unpaid bookings`);
    return { orders, bookings };
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
