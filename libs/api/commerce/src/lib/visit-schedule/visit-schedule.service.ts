import { Injectable } from '@nestjs/common';
import { Between, DataSource, EntityManager, MoreThanOrEqual } from 'typeorm';
import { AuditLog, change, changesBetween } from '@sawa/api/audit';
import { badInput, conflict } from '@sawa/api/common';
import {
  addDays,
  CalendarDate,
  ClockTime,
  daysBetween,
  formatVisitTime,
  isCalendarDate,
  isClockTime,
  kigaliClockOf,
  kigaliInstant,
  kigaliToday,
  VISIT_MESSAGES,
  VISIT_SCHEDULE_LIMITS,
  weekdayOf,
  WEEKDAYS,
} from '@sawa/shared/domain';
import { Booking } from '../bookings/booking.entity';
import { VisitClosure } from './closure.entity';
import { occurrences, SlotOccurrence } from './visit-calendar';
import { freePlaces, LockedSlot, lockSlotRows, placesTaken } from './visit-places';
import { VisitSchedule } from './visit-schedule.entity';
import { VisitSlot } from './visit-slot.entity';
import { WeeklySlot } from './weekly-slot.entity';

/** A time on the calendar with its places now. */
export interface SlotWithPlaces extends SlotOccurrence {
  taken: number;
  free: number;
}

export interface ScheduleSettings {
  noticeHours: number;
  horizonDays: number;
  maxPartySize: number;
  changeCutoffHours: number;
  visitMinutes: number;
}

/** A weekly time as the studio sets it. */
export interface WeeklyTime {
  weekday: number;
  time: ClockTime;
  places: number;
}

/** How many alternatives a full slot's refusal offers. */
const ALTERNATIVES = 6;

/**
 * The studio's visit calendar: its rules (notice, horizon, party size), the weekly slots, closed days and
 * one-off slots, and the places of each time. The times themselves are computed (visit-calendar.ts); a
 * row is kept for a time once a booking, a block or the studio's one-off slot needs one.
 */
@Injectable()
export class VisitScheduleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async settings(manager: EntityManager = this.dataSource.manager): Promise<VisitSchedule> {
    return manager.findOneByOrFail(VisitSchedule, { id: 1 });
  }

  weeklySlots(manager: EntityManager = this.dataSource.manager): Promise<WeeklySlot[]> {
    return manager.find(WeeklySlot, { order: { weekday: 'ASC', startTime: 'ASC' } });
  }

  /** Closed days from `from` on, in date order (the first VISIT_SCHEDULE_LIMITS.listed). */
  closures(from: CalendarDate): Promise<VisitClosure[]> {
    return this.dataSource.getRepository(VisitClosure).find({
      where: { date: MoreThanOrEqual(from) },
      order: { date: 'ASC' },
      take: VISIT_SCHEDULE_LIMITS.listed,
    });
  }

  /** One-off slots from `from` on, with their places. */
  async extraSlots(from: CalendarDate): Promise<SlotWithPlaces[]> {
    const rows = await this.dataSource
      .getRepository(VisitSlot)
      .createQueryBuilder('s')
      .where('s.extra AND s.startsAt >= :from', { from: kigaliInstant(from, '00:00') })
      .orderBy('s.startsAt')
      .take(VISIT_SCHEDULE_LIMITS.listed)
      .getMany();
    return this.withPlaces(
      this.dataSource.manager,
      rows.map((row) => ({
        ...kigaliClockOf(row.startsAt),
        startsAt: row.startsAt,
        capacity: row.capacity ?? 0,
        slotId: row.id,
        weeklySlotId: null,
        extra: true,
        blocked: row.blocked,
      })),
    );
  }

  /** The visit times of the days `from` to `to` (Kigali), with their places. */
  async calendar(from: CalendarDate, to: CalendarDate, manager: EntityManager = this.dataSource.manager): Promise<SlotWithPlaces[]> {
    assertRange(from, to);
    const weekly = await this.weeklySlots(manager);
    const closures = await manager.find(VisitClosure, { where: { date: Between(from, to) } });
    const rows = await manager.find(VisitSlot, { where: { startsAt: Between(kigaliInstant(from, '00:00'), kigaliInstant(addDays(to, 1), '00:00')) } });
    const times = occurrences(from, to, { weekly, closures: new Set(closures.map((c) => c.date)), rows });
    // A time kept after its weekly slot was removed shows only while visits still hold places on it.
    return (await this.withPlaces(manager, times)).filter((slot) => slot.weeklySlotId !== null || slot.extra || slot.taken > 0);
  }

  /**
   * The times a visitor may book between two days: inside the booking window (after the notice, within the
   * horizon), each with its free places (0 when full or blocked).
   */
  async bookable(from: CalendarDate, to: CalendarDate, now = new Date()): Promise<SlotWithPlaces[]> {
    const settings = await this.settings();
    const today = kigaliToday(now);
    const first = from < today ? today : from;
    const last = addDays(today, settings.horizonDays) < to ? addDays(today, settings.horizonDays) : to;
    if (first > last) return [];
    const earliest = now.getTime() + settings.noticeHours * 3_600_000;
    return (await this.calendar(first, last)).filter((slot) => slot.startsAt.getTime() >= earliest);
  }

  /** Times after `near` (its own day first) where a party still fits: what a refusal offers instead. */
  async withRoom(near: Date, partySize: number, now = new Date()): Promise<SlotWithPlaces[]> {
    const settings = await this.settings();
    const day = kigaliClockOf(near).date;
    const found: SlotWithPlaces[] = [];
    const end = addDays(kigaliToday(now), settings.horizonDays);
    // Four weeks at a time from the day asked for, until a few are found or the horizon is reached.
    for (let from = day; from <= end && found.length < ALTERNATIVES; from = addDays(from, 28)) {
      const to = addDays(from, 27) < end ? addDays(from, 27) : end;
      found.push(...(await this.bookable(from, to, now)).filter((slot) => slot.free >= partySize));
    }
    return found.slice(0, ALTERNATIVES);
  }

  /**
   * The slot at `startsAt`, its row made if it had none and locked (FOR UPDATE), with its places counted:
   * the lock every booking, move and walk-in takes before it counts. A time that is not on the calendar
   * (no weekly slot then, a closed day, not on the minute) is refused.
   */
  async lockSlot(manager: EntityManager, startsAt: Date): Promise<LockedSlot> {
    const id = await this.slotRow(manager, startsAt);
    return (await lockSlotRows(manager, [id])).get(id) as LockedSlot;
  }

  /**
   * The row of the time at `startsAt` (made when the weekly schedule has that time and the day is open); its id.
   * In the caller's transaction, it takes the day's lock shared (closing the day takes it alone, so a closure
   * waits for bookings in flight and a booking for a closure being written) and reads the weekly slot FOR SHARE
   * (removing it waits for bookings in flight, and a booking after that finds no such time).
   */
  async slotRow(manager: EntityManager, startsAt: Date): Promise<string> {
    assertOnCalendar(startsAt);
    const { date, time } = kigaliClockOf(startsAt);
    await manager.query('SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [dayLock(date)]);
    const existing = await manager.findOne(VisitSlot, { where: { startsAt } });
    const closed = await manager.exists(VisitClosure, { where: { date } });
    if (existing && (existing.extra || existing.weeklySlotId === null || !closed)) return existing.id;
    const weekly = await manager.findOne(WeeklySlot, { where: { weekday: weekdayOf(date), startTime: time }, lock: { mode: 'pessimistic_read' } });
    if (!weekly || closed || kigaliInstant(date, time).getTime() !== startsAt.getTime()) throw badInput(VISIT_MESSAGES.noSlot);
    // Two bookings making the same row at once: one inserts, the other waits for it and then finds it.
    await manager.query(`INSERT INTO visit_slot (starts_at, weekly_slot_id) VALUES ($1, $2) ON CONFLICT (starts_at) DO NOTHING`, [startsAt, weekly.id]);
    return (await manager.findOneOrFail(VisitSlot, { where: { startsAt } })).id;
  }

  /** The booking rules now, checked for a visitor's time: not past, not inside the notice, not beyond the horizon. */
  assertBookable(settings: ScheduleSettings, startsAt: Date, now = new Date()): void {
    assertOnCalendar(startsAt);
    if (startsAt.getTime() <= now.getTime()) throw badInput(VISIT_MESSAGES.past);
    if (startsAt.getTime() < now.getTime() + settings.noticeHours * 3_600_000) throw badInput(VISIT_MESSAGES.notice(settings.noticeHours));
    if (daysBetween(kigaliToday(now), kigaliClockOf(startsAt).date) > settings.horizonDays) throw badInput(VISIT_MESSAGES.horizon(settings.horizonDays));
  }

  /** The studio's rules and weekly slots, in one transaction: a weekly slot removed keeps its booked dates (blocked to new bookings). */
  async update(settings: ScheduleSettings, weekly: WeeklyTime[]): Promise<void> {
    const keys = weekly.map((w) => `${w.weekday} ${w.time}`);
    const twice = keys.find((key, i) => keys.indexOf(key) !== i);
    if (twice) throw badInput(`The weekly slots list ${weekDayTime(twice)} twice.`);
    const crowded = WEEKDAYS.findIndex((_, i) => weekly.filter((w) => w.weekday === i + 1).length > VISIT_SCHEDULE_LIMITS.slotsPerDay);
    if (crowded >= 0) throw badInput(`At most ${VISIT_SCHEDULE_LIMITS.slotsPerDay} visit times a day (${WEEKDAYS[crowded]} has more).`);
    await this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneOrFail(VisitSchedule, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      await manager.update(VisitSchedule, { id: 1 }, settings);
      const current = await manager.find(WeeklySlot, { order: { weekday: 'ASC', startTime: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      // What changed, for the audit log: each rule, and each weekly time's places (null: no such time).
      const changes = changesBetween(before, settings, SCHEDULE_RULE_FIELDS);
      for (const slot of current) {
        const kept = weekly.find((w) => w.weekday === slot.weekday && w.time === slot.startTime);
        changes.push(...change(`${WEEKDAYS[slot.weekday - 1]} ${slot.startTime} places`, slot.places, kept?.places ?? null));
        if (kept) {
          if (kept.places !== slot.places) await manager.update(WeeklySlot, { id: slot.id }, { places: kept.places });
          continue;
        }
        // Its dates that hold visits stay, with their places, closed to new bookings; the rest of its rows go. Its rows are
        // locked first, so a booking in flight on one commits before the statements below look for bookings.
        await manager.query('SELECT id FROM visit_slot WHERE weekly_slot_id = $1 ORDER BY id FOR UPDATE', [slot.id]);
        await manager.query(
          `UPDATE visit_slot s SET capacity = $2, blocked = true
             WHERE s.weekly_slot_id = $1 AND EXISTS (SELECT 1 FROM booking b WHERE b.slot_id = s.id)`,
          [slot.id, slot.places],
        );
        await manager.query(`DELETE FROM visit_slot s WHERE s.weekly_slot_id = $1 AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.slot_id = s.id)`, [slot.id]);
        await manager.delete(WeeklySlot, { id: slot.id });
      }
      for (const w of weekly) {
        if (current.some((slot) => slot.weekday === w.weekday && slot.startTime === w.time)) continue;
        await manager.insert(WeeklySlot, { weekday: w.weekday, startTime: w.time, places: w.places });
        changes.push(...change(`${WEEKDAYS[w.weekday - 1]} ${w.time} places`, null, w.places));
      }
      if (changes.length)
        await this.audit.record(manager, { action: 'settings.visit-schedule-changed', target: { type: 'shop', id: 'visit schedule' }, changes });
    });
  }

  /** Closes a day to visits (a holiday). Refused while visits are booked on its weekly slots: move or cancel them first. */
  async addClosure(date: CalendarDate, note: string): Promise<VisitClosure> {
    if (!isCalendarDate(date)) throw badInput('date must be a date written YYYY-MM-DD.');
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [dayLock(date)]);
      const booked = await manager
        .createQueryBuilder(Booking, 'b')
        .innerJoin(VisitSlot, 's', 's.id = b.slotId')
        .select('b.reference', 'reference')
        .where('b.holdsPlaces AND NOT s.extra AND s.weeklySlotId IS NOT NULL AND s.startsAt >= :from AND s.startsAt < :to', {
          from: kigaliInstant(date, '00:00'),
          to: kigaliInstant(addDays(date, 1), '00:00'),
        })
        .orderBy('b.reference')
        .getRawMany<{ reference: string }>();
      if (booked.length)
        throw conflict(`Visits are booked on ${date}: ${booked.map((b) => b.reference).join(', ')}. Move or cancel them before closing the day.`);
      if (await manager.exists(VisitClosure, { where: { date } })) throw conflict(`${date} is already closed.`);
      const closure = await manager.save(manager.create(VisitClosure, { date, note }));
      await this.audit.record(manager, { action: 'visit-time.day-closed', target: { type: 'visit-time', id: date }, changes: change('closed', false, true) });
      return closure;
    });
  }

  async removeClosure(date: CalendarDate): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!((await manager.delete(VisitClosure, { date })).affected ?? 0)) return false;
      await this.audit.record(manager, { action: 'visit-time.day-opened', target: { type: 'visit-time', id: date }, changes: change('closed', true, false) });
      return true;
    });
  }

  /** A one-off visit time (an extra opening, or a time on a closed day). Refused where a time already is. */
  async addExtraSlot(date: CalendarDate, time: ClockTime, places: number): Promise<SlotWithPlaces> {
    if (!isCalendarDate(date)) throw badInput('date must be a date written YYYY-MM-DD.');
    if (!isClockTime(time)) throw badInput('time must be a time of day written HH:MM.');
    const startsAt = kigaliInstant(date, time);
    return this.dataSource.transaction(async (manager) => {
      const day = await this.calendar(date, date, manager);
      if (day.some((slot) => slot.startsAt.getTime() === startsAt.getTime()) || (await manager.exists(VisitSlot, { where: { startsAt } })))
        throw conflict(`There is already a visit time on ${date} at ${time}.`);
      if (day.length >= VISIT_SCHEDULE_LIMITS.slotsPerDay) throw badInput(`At most ${VISIT_SCHEDULE_LIMITS.slotsPerDay} visit times a day.`);
      await manager.insert(VisitSlot, { startsAt, capacity: places, extra: true, weeklySlotId: null });
      await this.audit.record(manager, { action: 'visit-time.added', target: visitTimeTarget(startsAt), changes: change('places', null, places) });
      return (await this.calendar(date, date, manager)).find((slot) => slot.startsAt.getTime() === startsAt.getTime()) as SlotWithPlaces;
    });
  }

  /** Removes a one-off slot; refused while visits hold places on it. */
  async removeExtraSlot(startsAt: Date): Promise<void> {
    assertOnCalendar(startsAt);
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(VisitSlot, { where: { startsAt, extra: true }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw badInput(`There is no one-off visit time at ${formatVisitTime(startsAt)}.`);
      const visits = await manager.find(Booking, { where: { slotId: row.id }, order: { reference: 'ASC' } });
      if (visits.some((v) => v.holdsPlaces))
        throw conflict(
          `Visits are booked at this time: ${visits
            .filter((v) => v.holdsPlaces)
            .map((v) => v.reference)
            .join(', ')}. Move or cancel them first.`,
        );
      if (visits.length) await manager.update(VisitSlot, { id: row.id }, { blocked: true });
      else await manager.delete(VisitSlot, { id: row.id });
      await this.audit.record(manager, { action: 'visit-time.removed', target: visitTimeTarget(startsAt), changes: change('places', row.capacity, null) });
    });
  }

  /** Blocks a time to new online bookings (the visits already booked stay), or opens it again. */
  async block(startsAt: Date, blocked: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const slot = await this.lockSlot(manager, startsAt);
      if (slot.row.blocked === blocked) return;
      await manager.update(VisitSlot, { id: slot.row.id }, { blocked });
      await this.audit.record(manager, {
        action: blocked ? 'visit-time.blocked' : 'visit-time.opened',
        target: visitTimeTarget(startsAt),
        changes: change('blocked', slot.row.blocked, blocked),
      });
    });
  }

  /** Places taken and free for each time. */
  private async withPlaces(manager: EntityManager, times: SlotOccurrence[]): Promise<SlotWithPlaces[]> {
    const taken = await placesTaken(
      manager,
      times.flatMap((t) => (t.slotId ? [t.slotId] : [])),
    );
    return times.map((t) => {
      const used = t.slotId ? (taken.get(t.slotId) ?? 0) : 0;
      return { ...t, taken: used, free: freePlaces({ row: t, capacity: t.capacity, taken: used }) };
    });
  }
}

/** The rules of the schedule, as the audit log names their changes. */
const SCHEDULE_RULE_FIELDS = ['noticeHours', 'horizonDays', 'maxPartySize', 'changeCutoffHours', 'visitMinutes'] as const;

/** A time on the calendar as the audit log names it: its Kigali date and time. */
export const visitTimeTarget = (startsAt: Date) => {
  const { date, time } = kigaliClockOf(startsAt);
  return { type: 'visit-time' as const, id: `${date} ${time}` };
};

/** The lock of one Kigali day on the calendar (see slotRow and addClosure). */
const dayLock = (date: CalendarDate) => `visit-day:${date}`;

/** A time a calendar can hold at all (a real instant whose Kigali date is a calendar date); anything else is no visit time. */
export function assertOnCalendar(startsAt: Date): void {
  if (!(startsAt instanceof Date) || Number.isNaN(startsAt.getTime()) || !isCalendarDate(kigaliClockOf(startsAt).date)) throw badInput(VISIT_MESSAGES.noSlot);
}

/** A range of days the calendar answers for: real dates, in order, at most VISIT_SCHEDULE_LIMITS.rangeDays. */
export function assertRange(from: CalendarDate, to: CalendarDate): void {
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw badInput('from and to must be dates written YYYY-MM-DD.');
  const days = daysBetween(from, to);
  if (days < 0) throw badInput('to must not be before from.');
  if (days >= VISIT_SCHEDULE_LIMITS.rangeDays) throw badInput(`Ask for at most ${VISIT_SCHEDULE_LIMITS.rangeDays} days at a time.`);
}

const weekDayTime = (key: string) => {
  const [weekday, time] = key.split(' ');
  return `${WEEKDAYS[Number(weekday) - 1]} ${time}`;
};
