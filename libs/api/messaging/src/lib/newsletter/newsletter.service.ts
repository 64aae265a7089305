import { AuditLog } from '@sawa/api/audit';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, ILike, IsNull, Repository } from 'typeorm';
import { badInput, containsPattern, Environment, notFound, Page, pageWindow, toCsv } from '@sawa/api/common';
import { isEmailAddress, MESSAGES, normaliseEmailAddress } from '@sawa/shared/domain';
import { OutboxService } from '../outbox/outbox.service';
import { newsletterWelcome } from '../templates/newsletter-welcome';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { UnsubscribeKeys } from './unsubscribe-keys';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

/** The outbox's `regarding` of the mail sent to a subscriber as one (the welcome mail). */
const subscriberRegarding = (id: string) => `newsletter-subscriber:${id}`;

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
   * Subscribes an address once. Subscribing again is a success that changes nothing (and sends
   * nothing); an address that had unsubscribed is subscribed again and welcomed again.
   */
  async subscribe(rawEmail: unknown): Promise<{ message: string }> {
    const email = normaliseEmail(rawEmail);
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(NewsletterSubscriber)
        .values({ email })
        .orUpdate(['unsubscribed_at'], ['email'], { skipUpdateIfNoValuesChanged: true })
        .returning(['id'])
        .execute();
      // ON CONFLICT ... DO UPDATE with an unchanged row returns nothing: already subscribed.
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (!id) return;
      await manager.update(NewsletterSubscriber, { id }, { unsubscribedAt: null });
      const mail = newsletterWelcome(this.unsubscribeUrl(id));
      await this.outbox.enqueue(manager, { to: email, regarding: subscriberRegarding(id), ...mail });
    });
    return { message: MESSAGES.newsletter.subscribed };
  }

  unsubscribeUrl(subscriberId: string): string {
    return `${this.publicUrl}/api/v1/mail/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(subscriberId, this.keys.current))}`;
  }

  /** Marks the address unsubscribed; the token proves the link came from one of our mails. */
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
    return this.subscribers.count({ where: { unsubscribedAt: IsNull() } });
  }

  /** Every subscriber as CSV (RFC 4180, formula-safe), for the studio's mailing tool. */
  async csv(): Promise<string> {
    const all = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.find(NewsletterSubscriber, { order: { createdAt: 'ASC', id: 'ASC' } });
      await this.audit.record(manager, {
        action: 'export.csv',
        target: { type: 'export', id: 'newsletter-subscribers' },
        details: { what: 'newsletter subscribers', rows: rows.length },
      });
      return rows;
    });
    return toCsv(
      ['email', 'subscribed_at', 'unsubscribed_at'],
      all.map((s) => [s.email, s.createdAt, s.unsubscribedAt]),
    );
  }
}
