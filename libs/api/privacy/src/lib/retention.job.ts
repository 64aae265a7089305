import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AnalyticsService } from '@sawa/api/analytics';
import { AuditLog } from '@sawa/api/audit';
import { Environment } from '@sawa/api/common';
import { defineJob, JobQueue } from '@sawa/api/jobs';
import { NewsletterService, OutboxService } from '@sawa/api/messaging';

/** The retention job, every `seconds` (RETENTION_PRUNE_INTERVAL_SECONDS), once per interval across all instances. */
export const retentionJob = (seconds: number) =>
  defineJob<object>({
    name: 'privacy.retention',
    description: 'Delete page views, sent mail and audit entries older than their retention time',
    // One waiting and one running at most: a run deletes everything that is due.
    policy: 'stately',
    schedule: { every: seconds },
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    // Deletes in batches and stops between them when aborted: a run cut short is finished by the next.
    expireInSeconds: 900,
  });

export interface RetentionReport {
  pageViews: number;
  messages: number;
  auditEntries: number;
  /** Newsletter sign-ups never confirmed whose link expired. */
  unconfirmedSignUps: number;
}

/**
 * Keeps data only as long as the privacy policy says: page views for PAGE_VIEW_RETENTION_DAYS, mail that
 * was sent (or failed for good) for OUTBOX_RETENTION_DAYS, audit entries for AUDIT_RETENTION_DAYS (the only
 * way they ever leave the append-only log), newsletter sign-ups never confirmed once their link has expired
 * (NEWSLETTER_CONFIRM_DAYS). Mail still waiting, orders, bookings,
 * commission requests and subscribers are kept until they are deleted on request (back office).
 */
@Injectable()
export class RetentionJob implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly analytics: AnalyticsService,
    private readonly outbox: OutboxService,
    private readonly newsletter: NewsletterService,
    private readonly audit: AuditLog,
    private readonly jobs: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    const seconds = this.config.get('RETENTION_PRUNE_INTERVAL_SECONDS', { infer: true });
    if (seconds <= 0) return;
    this.jobs.register(retentionJob(seconds), async (_data, { signal }) => {
      await this.pruneOnce(signal);
    });
  }

  /** One run: what is past its time goes. The plain method the scheduled job calls. */
  async pruneOnce(signal?: AbortSignal): Promise<RetentionReport> {
    const pageViews = await this.analytics.prune(this.config.get('PAGE_VIEW_RETENTION_DAYS', { infer: true }), signal);
    const messages = await this.outbox.prune(this.config.get('OUTBOX_RETENTION_DAYS', { infer: true }), signal);
    const auditEntries = await this.audit.prune(this.config.get('AUDIT_RETENTION_DAYS', { infer: true }), signal);
    signal?.throwIfAborted();
    const unconfirmedSignUps = await this.newsletter.pruneUnconfirmed();
    if (pageViews + messages + auditEntries + unconfirmedSignUps > 0) {
      this.logger.log(
        `Deleted ${pageViews} page views, ${messages} mail messages, ${auditEntries} audit entries and ${unconfirmedSignUps} unconfirmed newsletter sign-ups past their time`,
      );
    }
    return { pageViews, messages, auditEntries, unconfirmedSignUps };
  }
}
