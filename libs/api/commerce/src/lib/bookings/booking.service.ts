import { change, VISITOR } from '@sawa/api/audit';
import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { OutboxService } from '@sawa/api/messaging';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import { badInput, Environment, notFound, Page, pageWindow } from '@sawa/api/common';
import { formatVisitTime, fromCents, kigaliClockOf, kigaliToday, phoneMatchKey, STUDIO, VISIT_MESSAGES } from '@sawa/shared/domain';
import type { OverdueOutcome, PaymentConfirmation, PaymentOutcome } from '../lifecycle/payable';
import { PaymentAlerts } from '../payments/payment-alerts';
import { PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError, paymentMismatch } from '../payments/payment-provider';
import { PaymentsSettings } from '../payments/payments.settings';
import { newReference } from '../reference';
import { freePlaces, holdPlaces, LockedSlot, lockSlotRows } from '../visit-schedule/visit-places';
import { VisitSchedule } from '../visit-schedule/visit-schedule.entity';
import { VisitScheduleService } from '../visit-schedule/visit-schedule.service';
import { VisitSlot } from '../visit-schedule/visit-slot.entity';
import { BookingInput, BookVisitInput } from './booking.input';
import { Booking, BookingStatus } from './booking.entity';
import { VisitLinks } from './visit-links';
import { VisitNotices } from './visit-notices';
import { VisitTransitions } from './visit-transitions';
import { visitEnquiryToStudio, visitEnquiryToVisitor } from '../templates/visit-mails';

/** How a person's visits are found on a privacy request: their e-mail address, their phone number, or both. */
export interface VisitorContact {
  email?: string;
  phone?: string;
}

export interface VisitOfPerson {
  id: string;
  reference: string;
  /** The phone as it was written (mail about the visit may quote it). */
  phone: string | null;
  needsContact: boolean;
}

export interface OverdueBooking {
  id: string;
  reference: string;
  invoiceNumber: string | null;
}

/**
 * Studio visits on the calendar. A visit takes its party's places on a slot under the slot row's lock
 * (visit-places.ts), so capacity holds under a rush; its price is VISIT_PRICE times the party, in
 * VISIT_CURRENCY, never the client's; it is paid, ended and settled through the payment lifecycle it
 * shares with orders (VisitTransitions).
 */
@Injectable()
export class BookingService {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly dataSource: DataSource,
    private readonly settings: PaymentsSettings,
    private readonly alerts: PaymentAlerts,
    private readonly schedule: VisitScheduleService,
    private readonly transitions: VisitTransitions,
    private readonly notices: VisitNotices,
    private readonly links: VisitLinks,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly outbox: OutboxService,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /**
   * Payments are off: the visitor's wish (time, party, contact) goes to the studio as an enquiry instead of being
   * dropped, and the visitor gets an acknowledgement. No place is held. Refused while payments are taken online.
   */
  async enquire(input: BookVisitInput): Promise<void> {
    if (this.payments.available) throw new BadRequestException('Payments are available: please book and pay online.');
    const studioEmail = this.config.get('STUDIO_EMAIL', { infer: true });
    const enquiry = { name: input.name, email: input.email.toLowerCase(), phone: input.phone, startsAt: input.startsAt, partySize: input.partySize };
    await this.dataSource.transaction(async (manager) => {
      await this.outbox.enqueue(manager, { to: studioEmail, replyTo: enquiry.email, ...visitEnquiryToStudio(enquiry) });
      await this.outbox.enqueue(manager, { to: enquiry.email, replyTo: studioEmail, ...visitEnquiryToVisitor(enquiry, studioEmail) });
    });
  }

  /**
   * The visits of a person asking for their data to be erased, found by e-mail address and/or phone number
   * (a visit may be booked with a phone alone; phoneMatchKey reads '+250 788 …' and '0788 …' as one number),
   * each with whether it still needs their contact details: waiting for payment (the invoice may still be
   * paid), booked and still to come, or owed a refund. A customer's data is erased only once none is left.
   */
  async visitsOf(manager: EntityManager, who: VisitorContact): Promise<VisitOfPerson[]> {
    const email = who.email?.toLowerCase();
    const key = who.phone ? phoneMatchKey(who.phone) : undefined;
    if (!email && !key) return [];
    const tail = key?.slice(-6);
    const rows = await manager
      .createQueryBuilder(Booking, 'b')
      .leftJoin(VisitSlot, 's', 's.id = b.slotId')
      .select(['b.id AS id', 'b.reference AS reference', 'b.visitor_email AS email', 'b.visitor_phone AS phone'])
      .addSelect("(b.status = 'pending' OR b.refund_due OR (b.status = 'paid' AND s.starts_at > now()))", 'needsContact')
      .where(
        new Brackets((match) => {
          if (email) match.orWhere('lower(b.visitor_email) = :email', { email });
          // The number's last digits narrow it down here; phoneMatchKey decides below.
          if (tail) match.orWhere("right(regexp_replace(b.visitor_phone, '\\D', '', 'g'), :length) = :tail", { length: tail.length, tail });
        }),
      )
      .orderBy('b.created_at')
      .getRawMany<{ id: string; reference: string; email: string | null; phone: string | null; needsContact: boolean }>();
    return rows
      .filter((r) => (email && r.email?.toLowerCase() === email) || (key && r.phone && phoneMatchKey(r.phone) === key))
      .map(({ id, reference, phone, needsContact }) => ({ id, reference, phone, needsContact }));
  }

  /** Erases the visitor's name, e-mail and phone from these bookings; the payment records stay. In the caller's transaction; returns how many. */
  async anonymiseVisits(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await manager.update(Booking, { id: In(ids) }, { visitorName: null, visitorEmail: null, visitorPhone: null });
    return result.affected ?? 0;
  }

  /**
   * Books a party on a slot: the slot's row is locked and its places counted before the booking is written
   * in the same transaction, so the last places go to exactly as many parties as fit; the others are refused
   * (409) with the times that still have room. Then the invoice, for the whole party.
   */
  async book(input: BookVisitInput): Promise<Booking> {
    this.assertPaymentsOn();
    const rules = await this.schedule.settings();
    if (input.partySize > rules.maxPartySize) throw badInput(VISIT_MESSAGES.party(rules.maxPartySize));
    this.schedule.assertBookable(rules, input.startsAt);
    const booking = await this.dataSource.transaction(async (manager) => {
      const slot = await this.schedule.lockSlot(manager, input.startsAt);
      if (freePlaces(slot) < input.partySize) return null;
      return manager.save(
        manager.create(Booking, {
          ...this.newVisit(input.partySize),
          visitorName: input.name,
          visitorEmail: input.email.toLowerCase(),
          visitorPhone: input.phone,
          slotId: slot.row.id,
          holdsPlaces: true,
          // A hold never outlives the visit's start.
          expiresAt: new Date(Math.min(Date.now() + this.settings.expiryMinutes * 60_000, input.startsAt.getTime())),
        }),
      );
    });
    if (!booking) return this.full(input.startsAt, input.partySize);
    return this.invoice(booking, input.startsAt);
  }

  /** The old Book Now (and the legacy route): a paid visit for one, with no time until its visitor chooses one after paying. */
  async bookUndated(input: BookingInput = {}): Promise<Booking> {
    this.assertPaymentsOn();
    const booking = await this.bookings.save(
      this.bookings.create({
        ...this.newVisit(1),
        visitorName: input.name ?? null,
        visitorEmail: input.email?.toLowerCase() ?? null,
        visitorPhone: input.phone ?? null,
        expiresAt: new Date(Date.now() + this.settings.expiryMinutes * 60_000),
      }),
    );
    return this.invoice(booking, null);
  }

  /** A paid visit with no time (the old Book Now) takes one: places held from now, the confirmation sent. The reference is the key (once). */
  async chooseTime(reference: string, startsAt: Date): Promise<Booking> {
    const rules = await this.schedule.settings();
    this.schedule.assertBookable(rules, startsAt);
    const chosen = await this.dataSource.transaction(async (manager) => {
      const visit = await this.lockVisit(manager, reference);
      if (visit.status !== 'paid' || visit.slotId) throw badInput('This visit already has its time, or is not paid yet.');
      const slot = await this.schedule.lockSlot(manager, startsAt);
      if (freePlaces(slot) < visit.partySize) return null;
      await holdPlaces(manager, visit, slot);
      Object.assign(visit, { slotId: slot.row.id, holdsPlaces: true });
      await this.transitions.lifecycle.record(manager, visit, 'visit.time-chosen', { actor: VISITOR, changes: change('startsAt', null, startsAt) });
      await this.notices.timeChanged(manager, visit, true);
      return visit;
    });
    return chosen ?? this.full(startsAt, 1);
  }

  /** The visitor moves their visit (signed link): until the change deadline, to a time they could book; the payment stays. */
  async reschedule(reference: string, key: string, startsAt: Date): Promise<Booking> {
    this.links.assertValid(reference, key);
    const rules = await this.schedule.settings();
    this.schedule.assertBookable(rules, startsAt);
    return this.moveTo(reference, startsAt, rules);
  }

  /** The studio moves a visit to another time that has room (its own blocks, the notice and the deadline do not apply). */
  async move(reference: string, startsAt: Date): Promise<Booking> {
    if (startsAt.getTime() <= Date.now()) throw badInput(VISIT_MESSAGES.past);
    return this.moveTo(reference, startsAt, null);
  }

  /** The visitor cancels (signed link) until the change deadline: unpaid, it simply ends; paid, it is flagged 'refund due' and the studio told. */
  async cancelByVisitor(reference: string, key: string): Promise<Booking> {
    this.links.assertValid(reference, key);
    const rules = await this.schedule.settings();
    return this.transitions.lifecycle.cancel(reference, {
      note: 'Cancelled by the visitor.',
      check: async (manager, visit) => {
        const slot = visit.slotId ? await manager.findOneByOrFail(VisitSlot, { id: visit.slotId }) : null;
        if (slot) this.assertChangeable(rules, slot.startsAt);
      },
      after: (manager, visit, wasPaid) => (wasPaid ? this.notices.cancelled(manager, visit, true, true) : Promise.resolve()),
    });
  }

  /** The studio cancels a visit: its places are free at once; a paid one is flagged 'refund due' and its visitor told. */
  async cancelByStudio(reference: string): Promise<Booking> {
    return this.transitions.lifecycle.cancel(reference, {
      note: 'Cancelled by the studio.',
      after: (manager, visit, wasPaid) => (wasPaid ? this.notices.cancelled(manager, visit, true, false) : Promise.resolve()),
    });
  }

  /** The studio records people who came without booking, on a time of today, against its places. */
  async walkIn(startsAt: Date, partySize: number, name: string | null): Promise<Booking> {
    if (kigaliClockOf(startsAt).date !== kigaliToday()) throw badInput('A walk-in is recorded on the day of the visit.');
    const visit = await this.dataSource.transaction(async (manager) => {
      const slot = await this.schedule.lockSlot(manager, startsAt);
      if (freePlaces(slot, true) < partySize) return null;
      const walkIn = await manager.save(
        manager.create(Booking, {
          ...this.newVisit(partySize),
          status: 'attended',
          source: 'walk_in',
          visitorName: name,
          slotId: slot.row.id,
          holdsPlaces: true,
          expiresAt: new Date(),
        }),
      );
      // Its name stays out of the log, as every visitor's does.
      await this.transitions.lifecycle.record(manager, walkIn, 'visit.walk-in', {
        changes: [...change('startsAt', null, startsAt), ...change('partySize', null, partySize), ...change('status', null, 'attended')],
      });
      return walkIn;
    });
    return visit ?? this.full(startsAt, partySize);
  }

  /** The studio marks a paid visit attended or no-show (from the visit's day on; either can be corrected to the other). */
  async markAttendance(reference: string, to: 'attended' | 'no_show'): Promise<Booking> {
    await this.transitions.lifecycle.change(reference, async (manager, visit) => {
      if (!this.transitions.lifecycle.can(visit.status, to))
        throw badInput(`Only a paid visit can be marked ${to === 'attended' ? 'attended' : 'no-show'}; ${visit.reference} is ${visit.status}.`);
      const slot = visit.slotId ? await manager.findOneByOrFail(VisitSlot, { id: visit.slotId }) : null;
      if (!slot) throw badInput(`Visit ${visit.reference} has no time yet.`);
      if (kigaliClockOf(slot.startsAt).date > kigaliToday()) throw badInput('A visit is marked attended or no-show from its day on.');
      await this.transitions.lifecycle.write(manager, visit, to);
    });
    return this.findByReference(reference);
  }

  async markRefunded(reference: string): Promise<Booking> {
    await this.transitions.lifecycle.markRefunded(reference);
    return this.findByReference(reference);
  }

  async findByReference(reference: string): Promise<Booking> {
    const booking = await this.bookings.findOne({ where: { reference }, relations: { slot: true } });
    if (!booking) throw notFound('booking', reference);
    return booking;
  }

  /** A payment reported for this visit (see PaymentLifecycle.pay, shared with orders). */
  markPaid(reference: string, payment: PaymentConfirmation): Promise<PaymentOutcome> {
    return this.transitions.lifecycle.pay(reference, payment);
  }

  countPaid(): Promise<number> {
    return this.bookings.createQueryBuilder('b').where("b.status IN ('paid', 'attended', 'no_show') AND b.paidAt IS NOT NULL").getCount();
  }

  /** Pending bookings whose invoice expired, oldest first (the sweep settles them one by one). */
  async overdue(): Promise<OverdueBooking[]> {
    return (await this.transitions.lifecycle.overdue()).map(({ id, key, invoiceNumber }) => ({ id, reference: key, invoiceNumber }));
  }

  /** Settles one overdue booking after reading its invoice back: paid (a lost notification), waiting (no answer), or expired (its places free). */
  settleOverdue({ id, reference, invoiceNumber }: OverdueBooking): Promise<OverdueOutcome> {
    return this.transitions.lifecycle.settleOverdue({ id, key: reference, invoiceNumber });
  }

  async list(input: { status?: BookingStatus; page?: number; pageSize?: number } = {}): Promise<Page<Booking>> {
    const [items, totalItems] = await this.bookings.findAndCount({
      where: input.status ? { status: input.status } : {},
      relations: { slot: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(input),
    });
    return { items, totalItems };
  }

  /** The visits holding places on these slots (the calendar's names and parties). */
  visitsOn(slotIds: string[]): Promise<Booking[]> {
    return slotIds.length ? this.bookings.find({ where: { slotId: In(slotIds), holdsPlaces: true }, order: { createdAt: 'ASC' } }) : Promise.resolve([]);
  }

  /** Whether `key` is the visit's signed key (the visit page shows the reschedule and cancel actions). */
  canChange(reference: string, key: string | null | undefined): boolean {
    return this.links.isValid(reference, key);
  }

  /** The visit page with its signed key (given once to whoever chose its first time, with the reference alone). */
  manageUrl(reference: string): string {
    return this.links.manageUrl(reference);
  }

  private newVisit(partySize: number): Partial<Booking> {
    return {
      reference: newReference('VISIT'),
      partySize,
      amount: fromCents(this.settings.visitPrice * 100 * partySize),
      currency: this.settings.visitCurrency,
      paymentMode: this.settings.takenBy(),
    };
  }

  private assertPaymentsOn(): void {
    if (!this.payments.available)
      throw new ServiceUnavailableException('Payments are not configured on this site, so visits cannot be booked online. Please contact the studio.');
  }

  /** A visitor may change a visit until `changeCutoffHours` before it starts. */
  private assertChangeable(rules: VisitSchedule, startsAt: Date): void {
    if (startsAt.getTime() - rules.changeCutoffHours * 3_600_000 < Date.now()) throw badInput(VISIT_MESSAGES.changeClosed(rules.changeCutoffHours));
  }

  private async lockVisit(manager: EntityManager, reference: string): Promise<Booking> {
    const visit = await this.transitions.lifecycle.lock(manager, { key: reference });
    if (!visit) throw notFound('booking', reference);
    return visit;
  }

  /**
   * A visit to another time, its places taken there and freed where it was, in one transaction: the visit's
   * row, then both slots' rows in id order (two moves crossing each other never deadlock). `rules` set: the
   * visitor moves it (the deadline and the studio's blocks apply); null: the studio does.
   */
  private async moveTo(reference: string, startsAt: Date, rules: VisitSchedule | null): Promise<Booking> {
    const moved = await this.dataSource.transaction(async (manager) => {
      const visit = await this.lockVisit(manager, reference);
      if (visit.status !== 'pending' && visit.status !== 'paid') throw badInput(`A ${visit.status} visit cannot be moved.`);
      if (!visit.slotId || !visit.holdsPlaces) throw badInput(`Visit ${visit.reference} has no time yet: choose one first.`);
      const current = await manager.findOneByOrFail(VisitSlot, { id: visit.slotId });
      if (rules) this.assertChangeable(rules, current.startsAt);
      if (current.startsAt.getTime() === startsAt.getTime()) throw badInput(`The visit is already on ${formatVisitTime(startsAt)}.`);
      const targetId = await this.schedule.slotRow(manager, startsAt);
      const target = (await lockSlotRows(manager, [visit.slotId, targetId])).get(targetId) as LockedSlot;
      if (freePlaces(target, rules === null) < visit.partySize) return null;
      const sequence = visit.calendarSequence + 1;
      await manager.update(Booking, { id: visit.id }, { slotId: targetId, calendarSequence: sequence, reminderSentAt: null });
      Object.assign(visit, { slotId: targetId, calendarSequence: sequence });
      // By the visitor (their signed link) or the studio: the person of this request, else a visitor.
      await this.transitions.lifecycle.record(manager, visit, 'visit.moved', {
        actor: rules ? VISITOR : undefined,
        changes: change('startsAt', current.startsAt, startsAt),
      });
      if (visit.status === 'paid') await this.notices.timeChanged(manager, visit, false);
      return visit;
    });
    return moved ?? this.full(startsAt, (await this.findByReference(reference)).partySize);
  }

  /** 409 'This time is full; choose another', with the times that still have room for the party (GraphQL `extensions.slotsWithRoom`). */
  private async full(startsAt: Date, partySize: number): Promise<never> {
    const slots = await this.schedule.withRoom(startsAt, partySize);
    throw new ConflictException({
      message: VISIT_MESSAGES.slotFull,
      extensions: { slotsWithRoom: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), date: s.date, time: s.time, free: s.free })) },
    });
  }

  /**
   * The visit's invoice, for the whole party. No invoice, no visit: it is cancelled and its places freed at
   * once. An invoice that asks another amount or currency is refused as the checkout refuses it (the visit
   * cancelled with the issue, the invoice ended, the studio told).
   */
  private async invoice(booking: Booking, startsAt: Date | null): Promise<Booking> {
    const unit = fromCents(this.settings.visitPrice * 100);
    let invoice;
    try {
      invoice = await this.payments.createInvoice({
        transactionId: booking.reference,
        accountId: this.settings.visitAccount,
        items: [{ code: this.settings.visitProductCode, quantity: booking.partySize, unitAmount: unit }],
        ...(booking.visitorEmail || booking.visitorPhone || booking.visitorName
          ? {
              customer: {
                ...(booking.visitorEmail ? { email: booking.visitorEmail } : {}),
                ...(booking.visitorPhone ? { phoneNumber: booking.visitorPhone } : {}),
                ...(booking.visitorName ? { name: booking.visitorName } : {}),
              },
            }
          : {}),
        description: startsAt
          ? `Studio visit at ${STUDIO.name}, ${STUDIO.city}: ${formatVisitTime(startsAt)}, ${booking.partySize} ${booking.partySize === 1 ? 'person' : 'people'}`
          : `Studio visit at ${STUDIO.name}, ${STUDIO.city} (guided tour of the gallery and studio)`,
        expiryAt: booking.expiresAt,
        language: 'EN',
      });
    } catch (error) {
      await this.transitions.lifecycle.end(booking.id, 'cancelled', `The invoice could not be created: ${(error as Error).message}`);
      if (error instanceof PaymentProviderError) throw new BadGatewayException(`${error.message} Your visit was not booked; please try again.`);
      throw error;
    }
    await this.bookings.update({ id: booking.id }, { invoiceNumber: invoice.invoiceNumber, paymentLinkUrl: invoice.paymentLinkUrl });
    Object.assign(booking, { invoiceNumber: invoice.invoiceNumber, paymentLinkUrl: invoice.paymentLinkUrl });
    // The invoice must ask exactly the visit's price, in its currency (the visit account fixes it).
    const mismatch = paymentMismatch(invoice, { total: booking.amount, currency: booking.currency });
    if (mismatch) {
      const issue = `The invoice did not match the visit (${mismatch}).`;
      await this.transitions.lifecycle.end(booking.id, 'cancelled', issue, issue);
      await this.dataSource.transaction((manager) =>
        this.alerts.raise(manager, {
          what: 'Studio visit',
          reference: booking.reference,
          reason: issue,
          action: 'Check that IREMBOPAY_VISIT_ACCOUNT_ID is an account in VISIT_CURRENCY; the visit was not booked and its invoice was ended.',
        }),
      );
      throw new BadGatewayException(
        'The payment service asked for a different amount or currency than the visit. Your visit was not booked; the studio has been told.',
      );
    }
    return booking;
  }
}
