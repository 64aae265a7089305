import { AuditLog } from '@sawa/api/audit';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, ILike, IsNull, Not, Repository } from 'typeorm';
import { badInput, containsPattern, Environment, notFound, Page, pageWindow, toCsv } from '@sawa/api/common';
import { isEmailAddress, MESSAGES, normaliseEmailAddress } from '@sawa/shared/domain';
import { OutboxService } from '../outbox/outbox.service';
import { newsletterConfirmation } from '../templates/newsletter-confirm';
import { newsletterWelcome } from '../templates/newsletter-welcome';
import { signConfirmToken, verifyConfirmToken } from './confirm-token';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { UnsubscribeKeys } from './unsubscribe-keys';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

/** The outbox's `regarding` of the mail sent to a subscriber as one (the confirmation and welcome mails). */
const subscriberRegarding = (id: string) => `newsletter-subscriber:${id}`;

/** How long a confirmation link works; a request never confirmed is deleted after it (RetentionJob). */
export const NEWSLETTER_CONFIRM_DAYS = 7;
const CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60_000;
/** Another sign-up of an address that has not confirmed sends a new link at most this often (no mailbox flooding through us). */
const CONFIRM_RESEND_MS = 10 * 60_000;

/** A subscriber, as the back office, the count and the export see it: confirmed (unsubscribed or not). */
const CONFIRMED = { confirmedAt: Not(IsNull()) };

/** What following a confirmation link finds. */
export interface Confirmation {
  subscriber: NewsletterSubscriber;
  /** The address was already a subscriber: nothing changed. */
  already: boolean;
}

/** Case and surrounding spaces never make a second subscriber; the address follows the product's one e-mail rule. */
export function normaliseEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? normaliseEmailAddress(raw) : '';
  if (!email) throw badInput('email is required');
  if (!isEmailAddress(email)) throw badInput('email must be a valid e-mail address');
  return email;
}

@Injectable()
export class NewsletterService {
  private readonly publicUrl: string;

  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    config: ConfigService<Environment, true>,
    private readonly keys: UnsubscribeKeys,
    private readonly audit: AuditLog,
  ) {
    this.publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
  }

  /**
   * A sign-up (double opt-in): the address gets a mail with a confirmation link and becomes a subscriber
   * only once it is followed (`confirm`). Signing up an address that is a subscriber already changes and
   * sends nothing; one that has not confirmed (or had unsubscribed) gets a new link, at most every 10
   * minutes. The answer is the same whatever the case: it tells nobody whether an address is subscribed.
   */
  async subscribe(rawEmail: unknown): Promise<{ message: string }> {
    const email = normaliseEmail(rawEmail);
    await this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().insert().into(NewsletterSubscriber).values({ email }).orIgnore().execute();
      const row = await manager.findOneOrFail(NewsletterSubscriber, { where: { email }, lock: { mode: 'pessimistic_write' } });
      if (row.confirmedAt && !row.unsubscribedAt) return;
      const lastLink = row.confirmationSentAt;
      // A link sent before an unsubscription no longer works, so a new one goes at once.
      if (lastLink && !(row.unsubscribedAt && row.unsubscribedAt >= lastLink) && Date.now() - lastLink.getTime() < CONFIRM_RESEND_MS) return;
      // The link carries this time (milliseconds, as stored), and only the latest link confirms.
      const sentAt = new Date();
      await manager.update(NewsletterSubscriber, { id: row.id }, { confirmationSentAt: sentAt });
      const mail = newsletterConfirmation(this.confirmUrl(row.id, sentAt), NEWSLETTER_CONFIRM_DAYS);
      await this.outbox.enqueue(manager, { to: email, regarding: subscriberRegarding(row.id), ...mail });
    });
    return { message: MESSAGES.newsletter.subscribed };
  }

  confirmUrl(subscriberId: string, sentAt: Date): string {
    return `${this.publicUrl}/api/v1/mail/confirm?token=${encodeURIComponent(signConfirmToken(subscriberId, sentAt, this.keys.current))}`;
  }

  /**
   * What a confirmation link is for, changing nothing (the page that asks: mail link scanners open every
   * link). Valid while it is genuine, the latest link sent to the address, younger than NEWSLETTER_CONFIRM_DAYS,
   * and not older than an unsubscription (an old link never subscribes again an address that left).
   */
  async byConfirmToken(token: unknown, manager: EntityManager = this.dataSource.manager, lock = false): Promise<Confirmation> {
    const invalid = () => badInput('This confirmation link is not valid or has expired.');
    const link = typeof token === 'string' ? verifyConfirmToken(token, this.keys.current) : undefined;
    if (!link || Date.now() - link.issuedAt.getTime() > CONFIRM_TTL_MS) throw invalid();
    const subscriber = await manager.findOne(NewsletterSubscriber, {
      where: { id: link.id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (subscriber?.confirmationSentAt?.getTime() !== link.issuedAt.getTime()) throw invalid();
    if (subscriber.unsubscribedAt && subscriber.unsubscribedAt >= link.issuedAt) throw invalid();
    return { subscriber, already: Boolean(subscriber.confirmedAt && !subscriber.unsubscribedAt) };
  }

  /** Follows a confirmation link (the page's button): the address becomes a subscriber and is welcomed, once; again, nothing changes. */
  async confirm(token: unknown): Promise<Confirmation> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.byConfirmToken(token, manager, true);
      if (found.already) return found;
      const { subscriber } = found;
      subscriber.confirmedAt = new Date();
      subscriber.unsubscribedAt = null;
      await manager.update(NewsletterSubscriber, { id: subscriber.id }, { confirmedAt: subscriber.confirmedAt, unsubscribedAt: null });
      const mail = newsletterWelcome(this.unsubscribeUrl(subscriber.id));
      await this.outbox.enqueue(manager, { to: subscriber.email, regarding: subscriberRegarding(subscriber.id), ...mail });
      return found;
    });
  }

  /**
   * Deletes the sign-ups never confirmed whose link has expired, with their confirmation mail: an address
   * nobody confirmed is not kept. The retention job runs it. Returns how many.
   */
  async pruneUnconfirmed(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const expired: { id: string }[] = await manager.query(
        `SELECT id FROM newsletter_subscriber WHERE confirmed_at IS NULL AND confirmation_sent_at < now() - make_interval(secs => $1)`,
        [CONFIRM_TTL_MS / 1000],
      );
      if (expired.length === 0) return 0;
      for (const { id } of expired) await this.outbox.removeRegarding(manager, subscriberRegarding(id));
      await manager.delete(
        NewsletterSubscriber,
        expired.map((row) => row.id),
      );
      return expired.length;
    });
  }

  unsubscribeUrl(subscriberId: string): string {
    return `${this.publicUrl}/api/v1/mail/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(subscriberId, this.keys.current))}`;
  }

  /** The subscriber an unsubscribe link is for (its signature checked), changing nothing: the confirmation page. */
  async byUnsubscribeToken(token: unknown): Promise<NewsletterSubscriber> {
    const invalid = () => badInput('This unsubscribe link is not valid.');
    if (typeof token !== 'string') throw invalid();
    const id = verifyUnsubscribeToken(token, this.keys.current);
    const legacyId = id ? undefined : verifyUnsubscribeToken(token, this.keys.legacy);
    const subscriber = id || legacyId ? await this.subscribers.findOne({ where: { id: id ?? legacyId } }) : null;
    // A link signed with the admin tokens' key is one an older version sent: only its subscribers of that time hold one.
    if (!subscriber || (legacyId && !subscriber.legacyUnsubscribeLink)) throw invalid();
    return subscriber;
  }

  async unsubscribe(token: unknown): Promise<NewsletterSubscriber> {
    const subscriber = await this.byUnsubscribeToken(token);
    if (!subscriber.unsubscribedAt) {
      subscriber.unsubscribedAt = new Date();
      await this.subscribers.save(subscriber);
    }
    return subscriber;
  }

  async list(input: { search?: string; page?: number; pageSize?: number; activeOnly?: boolean } = {}): Promise<Page<NewsletterSubscriber>> {
    const where = {
      ...CONFIRMED,
      ...(input.search ? { email: ILike(containsPattern(input.search.toLowerCase())) } : {}),
      ...(input.activeOnly ? { unsubscribedAt: IsNull() } : {}),
    };
    const [items, totalItems] = await this.subscribers.findAndCount({ where, order: { createdAt: 'DESC', id: 'ASC' }, ...pageWindow(input) });
    return { items, totalItems };
  }

  /** Deletes a subscriber on request (not only unsubscribed: the address is gone), with the mail sent to it as a subscriber. */
  async remove(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const subscriber = await manager.findOne(NewsletterSubscriber, { where: { id } });
      if (!subscriber) throw notFound('subscriber', id);
      await this.outbox.removeRegarding(manager, subscriberRegarding(id));
      await manager.delete(NewsletterSubscriber, { id });
      await this.audit.record(manager, { action: 'newsletter-subscriber.deleted', target: { type: 'newsletter-subscriber', id } });
    });
  }

  /** Deletes the subscription of an address, if any, in the caller's transaction. Returns how many (0 or 1). */
  async removeAddress(manager: EntityManager, email: string): Promise<number> {
    const found = await manager.findOne(NewsletterSubscriber, { where: { email: normaliseEmailAddress(email) } });
    if (!found) return 0;
    await this.outbox.removeRegarding(manager, subscriberRegarding(found.id));
    await manager.delete(NewsletterSubscriber, { id: found.id });
    return 1;
  }

  countActive(): Promise<number> {
    return this.subscribers.count({ where: { ...CONFIRMED, unsubscribedAt: IsNull() } });
  }

  /** Every subscriber (confirmed) as CSV (RFC 4180, formula-safe), for the studio's mailing tool; `subscribed_at` is when it confirmed. */
  async csv(): Promise<string> {
    const all = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.find(NewsletterSubscriber, { where: CONFIRMED, order: { createdAt: 'ASC', id: 'ASC' } });
      await this.audit.record(manager, {
        action: 'export.csv',
        target: { type: 'export', id: 'newsletter-subscribers' },
        details: { what: 'newsletter subscribers', rows: rows.length },
      });
      return rows;
    });
    return toCsv(
      ['email', 'subscribed_at', 'unsubscribed_at'],
      all.map((s) => [s.email, s.confirmedAt, s.unsubscribedAt]),
    );
  }
}
