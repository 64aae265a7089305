import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { defineJob, JobQueue } from '@sawa/api/jobs';
import { Booking } from './booking.entity';
import { VisitNotices } from './visit-notices';

/** Sends the visit reminders that are due, every `seconds` (VISIT_REMINDER_INTERVAL_SECONDS). */
export const visitRemindersJob = (seconds: number) =>
  defineJob<object>({
    name: 'visits.send-reminders',
    description: 'Remind visitors of their studio visit a day before',
    // One run waiting and one running at most: a run covers every reminder that is due.
    policy: 'stately',
    schedule: { every: seconds },
    retryLimit: 1,
    retryDelaySeconds: 5,
    retryBackoff: false,
    expireInSeconds: 600,
  });

/**
 * The reminder a day before (VISIT_REMINDER_HOURS) each paid visit with a time and an e-mail address, as a
 * scheduled job of the queue: one run per interval across all instances. Each reminder is claimed by a
 * conditional update (`reminder_sent_at IS NULL`) in the transaction that writes its mail to the outbox,
 * so it goes once however many runs overlap; a visit that moves gets a reminder for its new time.
 */
@Injectable()
export class VisitReminders implements OnModuleInit {
  private readonly logger = new Logger('VisitReminders');
  private readonly hours: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: VisitNotices,
    private readonly jobs: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {
    this.hours = config.get('VISIT_REMINDER_HOURS', { infer: true });
  }

  onModuleInit(): void {
    const seconds = this.config.get('VISIT_REMINDER_INTERVAL_SECONDS', { infer: true });
    if (seconds <= 0) return;
    this.jobs.register(visitRemindersJob(seconds), async (_data, { signal }) => {
      await this.sendDue(signal);
    });
  }

  /** Writes the reminders that are due to the outbox; returns how many. */
  async sendDue(signal?: AbortSignal): Promise<number> {
    const due = await this.dataSource
      .createQueryBuilder(Booking, 'b')
      .innerJoin('b.slot', 's')
      .select('b.id', 'id')
      .where("b.status = 'paid' AND b.holdsPlaces AND b.reminderSentAt IS NULL AND b.visitorEmail IS NOT NULL")
      .andWhere('s.startsAt > now() AND s.startsAt <= now() + make_interval(hours => :hours)', { hours: this.hours })
      .orderBy('s.startsAt')
      .getRawMany<{ id: string }>();
    let sent = 0;
    for (const { id } of due) {
      signal?.throwIfAborted();
      const claimed = await this.dataSource.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(Booking)
          .set({ reminderSentAt: () => 'now()' })
          .where("id = :id AND status = 'paid' AND reminder_sent_at IS NULL", { id })
          .execute();
        if (!result.affected) return false;
        await this.notices.reminder(manager, await manager.findOneByOrFail(Booking, { id }));
        return true;
      });
      if (claimed) sent += 1;
    }
    if (sent) this.logger.log(`Sent ${sent} visit reminders`);
    return sent;
  }
}
