import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { defineJob, JobQueue } from '@sawa/api/jobs';
import { BookingService } from './bookings/booking.service';
import type { OverdueOutcome } from './lifecycle/payable';
import { OrderService } from './orders/order.service';

/** The sweep, every `seconds` (RESERVATION_SWEEP_INTERVAL_SECONDS), once per interval across all instances. */
export const reservationSweepJob = (seconds: number, budgetSeconds: number) =>
  defineJob<object>({
    name: 'commerce.reservation-sweep',
    description: 'End unpaid orders and visit bookings whose hold has lapsed',
    // One waiting and one running at most: a sweep covers everything overdue, however many were asked for.
    policy: 'stately',
    schedule: { every: seconds },
    // The next interval sweeps anyway; a failed run (the database away) is retried once soon.
    retryLimit: 1,
    retryDelaySeconds: 5,
    retryBackoff: false,
    // The sweep stops itself at its budget; past this the run is taken for lost (its instance died).
    expireInSeconds: budgetSeconds + 60,
  });

/** What one sweep did: expired and paid (found paid on reading the invoice back) items, failures skipped, and items left for the next sweep. */
export interface SweepReport {
  orders: number;
  bookings: number;
  paid: number;
  failed: number;
  deferred: number;
}

/**
 * Every minute (RESERVATION_SWEEP_INTERVAL_SECONDS): orders whose hold lapsed unpaid give their works
 * back, and such bookings expire (each invoice is read back first). The sweep cannot be blocked: each
 * order and booking is settled on its own (one that fails is logged and skipped), the run has a time
 * budget (SWEEP_TIME_BUDGET_SECONDS; what is left waits for the next run), and orders may use only half
 * of it, so bookings are always reached. It runs as a scheduled job of the queue: one sweep per interval
 * whichever instances run, by one worker; `sweepOnce()` is the plain method the job calls.
 */
@Injectable()
export class ReservationWorker implements OnModuleInit {
  private readonly logger = new Logger('Reservations');
  private readonly budgetMs: number;

  constructor(
    private readonly orders: OrderService,
    private readonly bookings: BookingService,
    private readonly jobs: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {
    this.budgetMs = config.get('SWEEP_TIME_BUDGET_SECONDS', { infer: true }) * 1000;
  }

  onModuleInit(): void {
    const seconds = this.config.get('RESERVATION_SWEEP_INTERVAL_SECONDS', { infer: true });
    if (seconds <= 0) return;
    this.jobs.register(reservationSweepJob(seconds, this.budgetMs / 1000), async () => {
      await this.sweepOnce();
    });
  }

  async sweepOnce(options: { budgetMs?: number } = {}): Promise<SweepReport> {
    const budget = options.budgetMs ?? this.budgetMs;
    const started = Date.now();
    const report: SweepReport = { orders: 0, bookings: 0, paid: 0, failed: 0, deferred: 0 };
    await this.settle(
      'order',
      () => this.orders.overdue(),
      (o) => this.orders.settleOverdue(o),
      (o) => o.number,
      started + budget / 2,
      report,
      'orders',
    );
    await this.settle(
      'booking',
      () => this.bookings.overdue(),
      (b) => this.bookings.settleOverdue(b),
      (b) => b.reference,
      started + budget,
      report,
      'bookings',
    );
    if (report.orders || report.bookings) this.logger.log(`Expired ${report.orders} unpaid orders and ${report.bookings} unpaid bookings`);
    if (report.paid) this.logger.warn(`${report.paid} orders or bookings were paid without their notification: marked paid from their invoices`);
    if (report.deferred) this.logger.warn(`The sweep ran out of time: ${report.deferred} overdue orders or bookings wait for the next run`);
    return report;
  }

  /**
   * Settles the items one by one until the deadline (the first item is always tried). An item that
   * throws, or does not finish before the deadline, is logged and skipped: it cannot stop the others.
   */
  private async settle<T>(
    what: string,
    list: () => Promise<T[]>,
    settleOne: (item: T) => Promise<OverdueOutcome>,
    name: (item: T) => string,
    deadline: number,
    report: SweepReport,
    count: 'orders' | 'bookings',
  ): Promise<void> {
    let items: T[];
    try {
      items = await list();
    } catch (error) {
      report.failed += 1;
      this.logger.error(`Could not list the overdue ${what}s: ${(error as Error).message}`);
      return;
    }
    for (const [index, item] of items.entries()) {
      const left = deadline - Date.now();
      if (index > 0 && left <= 0) {
        report.deferred += items.length - index;
        return;
      }
      try {
        const outcome = await withinTime(settleOne(item), Math.max(left, 1000));
        if (outcome === 'expired') report[count] += 1;
        if (outcome === 'paid') report.paid += 1;
      } catch (error) {
        report.failed += 1;
        this.logger.error(`The ${what} ${name(item)} could not be settled and is skipped until the next sweep: ${(error as Error).message}`);
      }
    }
  }
}

/** The work's result, or a failure once `ms` have passed (the work itself goes on; every settle step is safe to repeat). */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${Math.round(ms)} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
