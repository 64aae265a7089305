import { Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { defineJob, JobQueue } from '@sawa/api/jobs';
import { OutboxService } from './outbox.service';

/** Sends the outbox's due mail, every `seconds` (MAIL_WORKER_INTERVAL_SECONDS). */
export const outboxDeliveryJob = (seconds: number) =>
  defineJob<object>({
    name: 'messaging.deliver-mail',
    description: 'Send the mail that is due in the outbox',
    // One run waiting and one running at most: a run sends everything due, whoever asked for it.
    policy: 'stately',
    schedule: { every: seconds },
    // The next run comes anyway; a failed run (the database away) is retried once soon.
    retryLimit: 1,
    retryDelaySeconds: 5,
    retryBackoff: false,
    expireInSeconds: 600,
  });

/**
 * The outbox's delivery as a scheduled job of the queue: one run per interval across all instances,
 * by whichever worker takes it (each message is claimed under a row lock with SKIP LOCKED and a lease,
 * sent outside any transaction, and recorded at once; see OutboxService.deliverDue). MAIL_WORKER_INTERVAL_SECONDS=0 turns it off (mail waits in the outbox).
 */
@Injectable()
export class OutboxDeliveryJob implements OnModuleInit {
  constructor(
    private readonly outbox: OutboxService,
    private readonly jobs: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    const seconds = this.config.get('MAIL_WORKER_INTERVAL_SECONDS', { infer: true });
    if (seconds <= 0) return;
    this.jobs.register(outboxDeliveryJob(seconds), async (_data, { signal }) => {
      await this.outbox.deliverDue(signal);
    });
  }
}
