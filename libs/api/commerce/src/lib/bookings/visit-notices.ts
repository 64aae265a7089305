import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { OutboxService, type OutgoingMail } from '@sawa/api/messaging';
import { isTestPayment, studioMapUrl } from '@sawa/shared/domain';
import {
  VisitMailFacts,
  visitCancelledMail,
  visitCancelledToStudio,
  visitChooseTimeMail,
  visitConfirmedMail,
  visitReminderMail,
  visitRescheduledMail,
} from '../templates/visit-mails';
import { VisitSchedule } from '../visit-schedule/visit-schedule.entity';
import { VisitSlot } from '../visit-schedule/visit-slot.entity';
import { Booking } from './booking.entity';
import { VisitLinks } from './visit-links';

/** Where the studio is on a map: STUDIO_MAP_URL, or a map search for its address. */

/**
 * The mails about a visit, written to the outbox in the caller's transaction (so a mail exists exactly
 * when the change it tells of was committed). A visit without an e-mail address gets none.
 */
@Injectable()
export class VisitNotices {
  private readonly studioEmail: string;
  readonly address: string;
  readonly mapUrl: string;
  readonly reminderHours: number;

  constructor(
    private readonly outbox: OutboxService,
    private readonly links: VisitLinks,
    config: ConfigService<Environment, true>,
  ) {
    this.studioEmail = config.get('STUDIO_EMAIL', { infer: true });
    this.address = config.get('STUDIO_ADDRESS', { infer: true });
    this.mapUrl = studioMapUrl(this.address, config.get('STUDIO_MAP_URL', { infer: true }));
    this.reminderHours = config.get('VISIT_REMINDER_HOURS', { infer: true });
  }

  /** The visit is paid: its confirmation (with the calendar file), or, without a time yet, the way to choose one. */
  async paid(manager: EntityManager, visit: Booking): Promise<void> {
    if (!visit.visitorEmail) return;
    const facts = await this.facts(manager, visit);
    if (!facts.startsAt) return void (await this.send(manager, visit, visitChooseTimeMail(facts)));
    await this.send(manager, visit, visitConfirmedMail({ ...facts, startsAt: facts.startsAt }));
    await this.reminderNotNeeded(manager, visit, facts.startsAt);
  }

  /** A paid visit moved (rescheduled by the visitor, moved by the studio) or got its first time. */
  async timeChanged(manager: EntityManager, visit: Booking, first: boolean): Promise<void> {
    if (!visit.visitorEmail) return;
    const facts = await this.facts(manager, visit);
    if (!facts.startsAt) return;
    const startsAt = facts.startsAt;
    await this.send(manager, visit, first ? visitConfirmedMail({ ...facts, startsAt }) : visitRescheduledMail({ ...facts, startsAt }));
    await this.reminderNotNeeded(manager, visit, startsAt);
  }

  async reminder(manager: EntityManager, visit: Booking): Promise<void> {
    if (!visit.visitorEmail) return;
    const facts = await this.facts(manager, visit);
    if (facts.startsAt) await this.send(manager, visit, visitReminderMail({ ...facts, startsAt: facts.startsAt }));
  }

  /** A visit with a time was cancelled: the visitor's calendar entry is cancelled too; `byVisitor` and paid: the studio is to refund. */
  async cancelled(manager: EntityManager, visit: Booking, refund: boolean, byVisitor: boolean): Promise<void> {
    const facts = await this.facts(manager, visit);
    if (visit.visitorEmail && facts.startsAt) await this.send(manager, visit, visitCancelledMail({ ...facts, startsAt: facts.startsAt }, refund));
    if (refund && byVisitor) {
      const contact = [visit.visitorName, visit.visitorEmail, visit.visitorPhone].filter((v): v is string => Boolean(v));
      await this.outbox.enqueue(manager, {
        to: this.studioEmail,
        replyTo: visit.visitorEmail ?? undefined,
        regarding: `booking:${visit.id}`,
        ...visitCancelledToStudio(facts, contact),
      });
    }
  }

  /** What the mails say: the visit, its time, where, and its links. */
  async facts(manager: EntityManager, visit: Booking): Promise<VisitMailFacts> {
    const schedule = await manager.findOneByOrFail(VisitSchedule, { id: 1 });
    const slot = visit.slotId ? await manager.findOneByOrFail(VisitSlot, { id: visit.slotId }) : null;
    return {
      reference: visit.reference,
      visitorName: visit.visitorName,
      startsAt: slot?.startsAt ?? null,
      visitMinutes: schedule.visitMinutes,
      partySize: visit.partySize,
      amount: visit.amount,
      currency: visit.currency,
      testPayment: isTestPayment(visit.paymentMethod),
      address: this.address,
      mapUrl: this.mapUrl,
      pageUrl: this.links.pageUrl(visit.reference),
      manageUrl: this.links.manageUrl(visit.reference),
      changeCutoffHours: schedule.changeCutoffHours,
      calendarSequence: visit.calendarSequence,
    };
  }

  private async send(manager: EntityManager, visit: Booking, mail: Omit<OutgoingMail, 'to'>) {
    await this.outbox.enqueue(manager, { ...mail, to: visit.visitorEmail as string, regarding: `booking:${visit.id}` });
  }

  /** A confirmation sent inside the reminder's window is the reminder: no second mail hours later. */
  private async reminderNotNeeded(manager: EntityManager, visit: Booking, startsAt: Date): Promise<void> {
    const due = startsAt.getTime() - this.reminderHours * 3_600_000 <= Date.now();
    await manager.update(Booking, { id: visit.id }, { reminderSentAt: due ? new Date() : null });
  }
}
