import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Environment, notFound, Page, pageWindow } from '@sawa/api/common';
import { IMAGE_STORAGE, type ImageStorage } from '@sawa/api/media';
import { truncateText } from '@sawa/shared/domain';
import { MailTransport } from './mail-transport';
import { OUTBOX_SUBJECT_MAX, OutboxAttachment, OutboxMessage, OutboxStatus, SENSITIVE_BODY } from './outbox-message.entity';

/**
 * How long a claimed message is left to its sender before another run may take it (the sender died
 * between sending and recording): longer than the mail server's and the object store's time limits.
 */
const OUTBOX_CLAIM_LEASE_MS = 10 * 60_000;

/**
 * How long a stopping process waits for the mail it is sending to be accepted and recorded: longer than
 * the job queue's grace (10 s), within main.ts's 20 s. Past it the mail is sent again after its lease.
 */
const OUTBOX_STOP_WAIT_MS = 15_000;

/** Rows one pruning statement deletes at most. */
const PRUNE_BATCH = 1_000;

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: OutboxAttachment[];
  /** What the message is about (see `OutboxMessage.regarding`). */
  regarding?: string;
  /** It carries a single-use link: never shown in the back office, its body wiped once sent. */
  sensitive?: boolean;
}

/** The outbox: messages are written with the transaction that causes them and delivered with retries. */
@Injectable()
export class OutboxService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  /** The process is stopping: no message is claimed any more. */
  private stopping = false;
  /** Messages claimed and not yet recorded (being sent): the pool must not close under them. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>,
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    config: ConfigService<Environment, true>,
  ) {
    this.maxAttempts = config.get('MAIL_MAX_ATTEMPTS', { infer: true });
    this.retryBaseMs = config.get('MAIL_RETRY_BASE_SECONDS', { infer: true }) * 1000;
  }

  /** Whether mail can leave at all, and what waits: without a mail server the back office warns (outbox, dashboard, go-live panel). */
  async status(): Promise<{ configured: boolean; waiting: number; failed: number; oldestWaitingAt?: Date }> {
    const [row] = await this.messages.query<{ waiting: number; failed: number; oldestWaitingAt: Date | null }[]>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS waiting, count(*) FILTER (WHERE status = 'failed')::int AS failed,
              min(created_at) FILTER (WHERE status = 'pending') AS "oldestWaitingAt" FROM outbox_message`,
    );
    return { configured: this.transport.configured, waiting: row.waiting, failed: row.failed, oldestWaitingAt: row.oldestWaitingAt ?? undefined };
  }

  /** Queues a message inside the caller's transaction: it exists only if what caused it was committed. */
  enqueue(manager: EntityManager, mail: OutgoingMail): Promise<OutboxMessage> {
    return manager.save(
      manager.create(OutboxMessage, {
        to: mail.to,
        // Subjects are built from what visitors typed (a name, an artwork type): cut to fit, never overflowing the column.
        subject: truncateText(mail.subject, OUTBOX_SUBJECT_MAX),
        html: mail.html,
        text: mail.text,
        replyTo: mail.replyTo ?? null,
        attachments: mail.attachments ?? [],
        regarding: mail.regarding ?? null,
        sensitive: mail.sensitive ?? false,
      }),
    );
  }

  /** Deletes the messages about one thing (a commission request, a subscriber), whatever their status, in the caller's transaction. */
  async removeRegarding(manager: EntityManager, regarding: string): Promise<number> {
    return (await manager.delete(OutboxMessage, { regarding })).affected ?? 0;
  }

  /** Deletes every message to or replying to an address (a person's data erased on request), in the caller's transaction. */
  async removeFor(manager: EntityManager, email: string): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(OutboxMessage)
      // Also every message that carries the address in its body (the studio's alerts about a late or
      // mismatched payment, its notices of orders and requests): position(), not LIKE, so nothing in the address is a wildcard.
      .where('lower("to") = :email OR lower(reply_to) = :email OR position(:email in lower(text)) > 0 OR position(:email in lower(html)) > 0', {
        email: email.toLowerCase(),
      })
      .execute();
    return result.affected ?? 0;
  }

  /** Deletes every message whose text or HTML quotes `words` (a visitor's phone number as they wrote it), in the caller's transaction. */
  async removeMentioning(manager: EntityManager, words: string): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(OutboxMessage)
      .where('position(:words in text) > 0 OR position(:words in html) > 0', { words })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * Deletes messages sent, or failed for good (by their last attempt), more than `days` days ago (OUTBOX_RETENTION_DAYS): their bodies,
   * addresses and subjects hold personal data. A message still waiting is never deleted, whatever its
   * age. In batches; stops between batches when `signal` aborts. Returns how many went.
   */
  async prune(days: number, signal?: AbortSignal): Promise<number> {
    let deleted = 0;
    for (;;) {
      signal?.throwIfAborted();
      const [, count]: [unknown, number] = await this.messages.query(
        `DELETE FROM outbox_message WHERE id IN (
           SELECT id FROM outbox_message
            WHERE (status = 'sent' AND sent_at < now() - make_interval(days => $1))
               OR (status = 'failed' AND next_attempt_at < now() - make_interval(days => $1))
            LIMIT $2)`,
        [days, PRUNE_BATCH],
      );
      deleted += count;
      if (count < PRUNE_BATCH) return deleted;
    }
  }

  /**
   * Sends every message that is due, one at a time. Each is first claimed in a short transaction (a row
   * lock with SKIP LOCKED: two workers never take the same message; its next attempt moved a lease
   * ahead), then its attachments are read and it is sent with no transaction open (a slow object store
   * or mail server never holds a pooled connection), then its outcome is recorded at once. A process
   * that dies between sending and recording sends it again after the lease (at least once, never lost).
   * When `signal` aborts, or the process starts stopping, the current mail is finished and recorded
   * (the shutdown waits for it, see beforeApplicationShutdown), and no other is taken. Returns how many were sent.
   */
  async deliverDue(signal?: AbortSignal): Promise<number> {
    if (!this.transport.configured) return 0;
    let sent = 0;
    // Only what was due when the run started: a message that just failed waits for its backoff.
    const started = new Date();
    while (!signal?.aborted && !this.stopping) {
      const claimed = this.claimNext(started).then((message) => (message ? this.deliver(message) : null));
      this.inFlight.add(claimed);
      const outcome = await claimed.finally(() => this.inFlight.delete(claimed));
      if (outcome === null) return sent;
      if (outcome) sent += 1;
    }
    return sent;
  }

  /**
   * Runs before the database pool closes (and before the job queue stops its workers): no message is
   * claimed from now on, and one being sent is waited for until its outcome is recorded, so a shutdown
   * in the middle of a run never leaves a mail sent but unrecorded (which would send it again).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), OUTBOX_STOP_WAIT_MS)));
    const done = await Promise.race([Promise.allSettled([...this.inFlight]).then(() => true), late]);
    clearTimeout(timer);
    if (!done) this.logger.warn(`Stopping while a mail was still being sent after ${OUTBOX_STOP_WAIT_MS / 1000} s: it is sent again after its lease.`);
  }

  /** Sends one claimed message and records the outcome; true when it was sent. */
  private async deliver(message: OutboxMessage): Promise<boolean> {
    let failure: Error | undefined;
    try {
      await this.transport.send({
        from: this.transport.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: await Promise.all(
          message.attachments.map(async (a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: 'content' in a ? Buffer.from(a.content, 'utf8') : await this.storage.read(a.storageName),
          })),
        ),
      });
    } catch (error) {
      failure = error as Error;
    }
    return this.record(message, failure);
  }

  /** The next due message, claimed: its attempt counted and its next attempt a lease ahead, so no other run takes it meanwhile. */
  private claimNext(started: Date): Promise<OutboxMessage | null> {
    return this.dataSource.transaction(async (manager) => {
      const message = await manager
        .createQueryBuilder(OutboxMessage, 'm')
        .where("m.status = 'pending' AND m.next_attempt_at <= :started", { started })
        .orderBy('m.next_attempt_at', 'ASC')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getOne();
      if (!message) return null;
      message.attempts += 1;
      message.nextAttemptAt = new Date(Date.now() + OUTBOX_CLAIM_LEASE_MS);
      await manager.update(OutboxMessage, { id: message.id }, { attempts: message.attempts, nextAttemptAt: message.nextAttemptAt });
      return message;
    });
  }

  /** Records how the claimed message's attempt went; true when it was sent. */
  private async record(message: OutboxMessage, failure: Error | undefined): Promise<boolean> {
    if (!failure) {
      await this.messages.update(
        { id: message.id },
        { status: 'sent', sentAt: new Date(), lastError: null, ...(message.sensitive ? { html: SENSITIVE_BODY, text: SENSITIVE_BODY } : {}) },
      );
      return true;
    }
    const lastError = failure.message.slice(0, 2000);
    if (message.attempts >= this.maxAttempts) {
      await this.messages.update({ id: message.id }, { status: 'failed', lastError });
      this.logger.error(`Mail ${message.id} failed for good after ${message.attempts} attempts: ${lastError}`);
    } else {
      // Exponential backoff: base, 2 x base, 4 x base...
      await this.messages.update({ id: message.id }, { lastError, nextAttemptAt: new Date(Date.now() + this.retryBaseMs * 2 ** (message.attempts - 1)) });
      this.logger.warn(`Mail ${message.id} failed (attempt ${message.attempts}), retrying later: ${lastError}`);
    }
    return false;
  }

  async list(input: { status?: OutboxStatus; page?: number; pageSize?: number } = {}): Promise<Page<OutboxMessage>> {
    const [items, totalItems] = await this.messages.findAndCount({
      where: input.status ? { status: input.status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(input),
    });
    return { items, totalItems };
  }

  /** Puts a failed message back in the queue, due now, with a fresh set of attempts. */
  async retry(id: string): Promise<OutboxMessage> {
    const message = await this.messages.findOne({ where: { id } });
    if (!message) throw notFound('message', id);
    if (message.status !== 'sent') {
      Object.assign(message, { status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: message.lastError });
      await this.messages.save(message);
    }
    return message;
  }
}
