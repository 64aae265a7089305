import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { OutboxService } from './outbox.service';

/** Delivers the outbox every MAIL_WORKER_INTERVAL_SECONDS (0 turns the worker off). */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxWorker');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly outbox: OutboxService,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.get('MAIL_WORKER_INTERVAL_SECONDS', { infer: true });
    if (seconds <= 0) return;
    this.timer = setInterval(() => this.tick(), seconds * 1000);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return; // one run at a time
    this.running = this.outbox
      .deliverDue()
      .catch((error: Error) => this.logger.error(`Outbox run failed: ${error.message}`))
      .finally(() => (this.running = undefined));
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running; // let a message in flight finish before the database closes
  }
}
