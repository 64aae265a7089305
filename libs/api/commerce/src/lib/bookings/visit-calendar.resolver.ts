import { Args, ArgsType, Extensions, Field, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Max } from 'class-validator';
import { Allow, badInput, OptionalText, WholeNumber } from '@sawa/api/common';
import { LIST_SIZE } from '@sawa/api/graphql';
import { daysBetween, FIELD_LIMITS, kigaliToday, VISIT_SCHEDULE_LIMITS } from '@sawa/shared/domain';
import { BookingType } from '../commerce.types';
import {
  BlockSlotArgs,
  CalendarRangeArgs,
  ClosureArgs,
  DayArgs,
  ExtraSlotArgs,
  SlotArgs,
  UpdateVisitScheduleInput,
} from '../visit-schedule/visit-schedule.input';
import { VisitScheduleService } from '../visit-schedule/visit-schedule.service';
import { CalendarSlotType, ClosureType, VisitScheduleType, VisitSlotType } from '../visit-schedule/visit-schedule.types';
import { VisitArgs, VisitTimeArgs } from './booking.resolver';
import { BookingService } from './booking.service';
import { toBookingType, toCalendarVisit, toVisitSlot } from './visit.mapper';

@ArgsType()
class WalkInArgs extends SlotArgs {
  @Field(() => Int)
  @WholeNumber(1)
  @Max(VISIT_SCHEDULE_LIMITS.places.max, { message: `partySize must be at most ${VISIT_SCHEDULE_LIMITS.places.max}` })
  partySize: number;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.visit.name)
  name?: string | null;
}

/** The studio's calendar of visits and its schedule (back office): every operation here is admin-only. */
@Resolver()
export class VisitCalendarResolver {
  constructor(
    private readonly schedule: VisitScheduleService,
    private readonly bookings: BookingService,
  ) {}

  @Query(() => [CalendarSlotType], {
    description: `The studio's calendar of the days from..to (Kigali, at most ${VISIT_SCHEDULE_LIMITS.studioRangeDays}: a day or a week): each time's places, taken and free, and the visits holding them.`,
  })
  @Extensions({ [LIST_SIZE]: VISIT_SCHEDULE_LIMITS.studioRangeDays * VISIT_SCHEDULE_LIMITS.slotsPerDay })
  @Allow('visits.read')
  async visitCalendar(@Args() { from, to }: CalendarRangeArgs): Promise<CalendarSlotType[]> {
    if (daysBetween(from, to) >= VISIT_SCHEDULE_LIMITS.studioRangeDays)
      throw badInput(`Ask for at most ${VISIT_SCHEDULE_LIMITS.studioRangeDays} days at a time.`);
    const slots = await this.schedule.calendar(from, to);
    const visits = await this.bookings.visitsOn(slots.flatMap((s) => (s.slotId ? [s.slotId] : [])));
    return slots.map((slot) => ({
      ...toVisitSlot(slot),
      taken: slot.taken,
      blocked: slot.blocked,
      extra: slot.extra,
      visits: visits.filter((v) => v.slotId === slot.slotId).map(toCalendarVisit),
    }));
  }

  @Query(() => VisitScheduleType)
  @Allow('visits.read')
  async visitSchedule(): Promise<VisitScheduleType> {
    const today = kigaliToday();
    const rules = await this.schedule.settings();
    return {
      noticeHours: rules.noticeHours,
      horizonDays: rules.horizonDays,
      maxPartySize: rules.maxPartySize,
      changeCutoffHours: rules.changeCutoffHours,
      visitMinutes: rules.visitMinutes,
      weeklySlots: (await this.schedule.weeklySlots()).map((w) => ({ id: w.id, weekday: w.weekday, time: w.startTime, places: w.places })),
      closures: (await this.schedule.closures(today)).map((c): ClosureType => ({ date: c.date, note: c.note })),
      extraSlots: (await this.schedule.extraSlots(today)).map(toVisitSlot),
    };
  }

  @Mutation(() => VisitScheduleType, {
    description: 'Set the booking rules and the whole weekly schedule; a weekly slot left out keeps its booked dates, closed to new bookings.',
  })
  @Allow('visits.manage')
  async updateVisitSchedule(@Args('input') input: UpdateVisitScheduleInput): Promise<VisitScheduleType> {
    const { weeklySlots, ...rules } = input;
    await this.schedule.update(rules, weeklySlots);
    return this.visitSchedule();
  }

  @Mutation(() => ClosureType, { description: 'Close a day to visits (a holiday); CONFLICT while visits are booked on its weekly slots.' })
  @Allow('visits.manage')
  async addVisitClosure(@Args() { date, note }: ClosureArgs): Promise<ClosureType> {
    const closure = await this.schedule.addClosure(date, note ?? '');
    return { date: closure.date, note: closure.note };
  }

  @Mutation(() => Boolean, { description: 'Open a closed day again; false when it was not closed.' })
  @Allow('visits.manage')
  removeVisitClosure(@Args() { date }: DayArgs): Promise<boolean> {
    return this.schedule.removeClosure(date);
  }

  @Mutation(() => VisitSlotType, { description: 'Add a one-off visit time; CONFLICT where a time already is.' })
  @Allow('visits.manage')
  async addExtraVisitSlot(@Args() { date, time, places }: ExtraSlotArgs): Promise<VisitSlotType> {
    return toVisitSlot(await this.schedule.addExtraSlot(date, time, places));
  }

  @Mutation(() => Boolean, { description: 'Remove a one-off visit time; CONFLICT while visits are booked on it.' })
  @Allow('visits.manage')
  async removeExtraVisitSlot(@Args() { startsAt }: SlotArgs): Promise<boolean> {
    await this.schedule.removeExtraSlot(startsAt);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Close a time to new online bookings (the visits booked stay), or open it again.' })
  @Allow('visits.manage')
  async blockVisitSlot(@Args() { startsAt, blocked }: BlockSlotArgs): Promise<boolean> {
    await this.schedule.block(startsAt, blocked);
    return blocked;
  }

  @Mutation(() => BookingType, { description: 'Move a visit to another time with room (its visitor is mailed the new time and calendar entry).' })
  @Allow('visits.manage')
  async moveVisit(@Args() { reference, startsAt }: VisitTimeArgs): Promise<BookingType> {
    await this.bookings.move(reference.trim().toUpperCase(), startsAt);
    return toBookingType(await this.bookings.findByReference(reference.trim().toUpperCase()));
  }

  @Mutation(() => BookingType, { description: "Record people who came without booking, against today's time's places." })
  @Allow('visits.manage')
  async recordWalkIn(@Args() { startsAt, partySize, name }: WalkInArgs): Promise<BookingType> {
    const visit = await this.bookings.walkIn(startsAt, partySize, name ?? null);
    return toBookingType(await this.bookings.findByReference(visit.reference));
  }

  @Mutation(() => BookingType)
  @Allow('visits.manage')
  async markVisitAttended(@Args() { reference }: VisitArgs): Promise<BookingType> {
    return toBookingType(await this.bookings.markAttendance(reference.trim().toUpperCase(), 'attended'));
  }

  @Mutation(() => BookingType)
  @Allow('visits.manage')
  async markVisitNoShow(@Args() { reference }: VisitArgs): Promise<BookingType> {
    return toBookingType(await this.bookings.markAttendance(reference.trim().toUpperCase(), 'no_show'));
  }

  @Mutation(() => BookingType, { description: "Cancel a visit: its places are free at once; a paid one is flagged 'refund due' and its visitor told." })
  @Allow('visits.manage')
  async cancelStudioVisit(@Args() { reference }: VisitArgs): Promise<BookingType> {
    await this.bookings.cancelByStudio(reference.trim().toUpperCase());
    return toBookingType(await this.bookings.findByReference(reference.trim().toUpperCase()));
  }

  @Mutation(() => BookingType, { description: "The visitor was refunded: clears 'refund due' and keeps the date." })
  @Allow('refunds.manage')
  async markVisitRefunded(@Args() { reference }: VisitArgs): Promise<BookingType> {
    return toBookingType(await this.bookings.markRefunded(reference.trim().toUpperCase()));
  }
}
