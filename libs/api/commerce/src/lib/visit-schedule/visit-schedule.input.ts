import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, GraphQLISODateTime, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsDate, IsInt, Max, Min, ValidateBy, ValidateNested } from 'class-validator';
import { OptionalText } from '@sawa/api/common';
import { isCalendarDate, isClockTime, VISIT_SCHEDULE_LIMITS as LIMITS } from '@sawa/shared/domain';

/** A whole number within the schedule's bounds, with a message naming the field. */
const Bounded = (limits: { min: number; max: number }) =>
  applyDecorators(
    IsInt({ message: '$property must be a whole number' }),
    Min(limits.min, { message: `$property must be at least ${limits.min}` }),
    Max(limits.max, { message: `$property must be at most ${limits.max}` }),
  );

/** A date written YYYY-MM-DD (a day in Kigali). */
export const CalendarDateField = () =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: { validate: isCalendarDate, defaultMessage: (args) => `${args?.property} must be a date written YYYY-MM-DD` },
  });

/** A time of day written HH:MM (on the studio's clock). */
export const ClockTimeField = () =>
  ValidateBy({ name: 'isClockTime', validator: { validate: isClockTime, defaultMessage: (args) => `${args?.property} must be a time of day written HH:MM` } });

@InputType('WeeklyVisitSlotInput')
export class WeeklySlotInput {
  @Field(() => Int, { description: '1 = Monday … 7 = Sunday' })
  @Bounded({ min: 1, max: 7 })
  weekday: number;

  @Field({ description: 'HH:MM in Kigali' })
  @ClockTimeField()
  time: string;

  @Field(() => Int)
  @Bounded(LIMITS.places)
  places: number;
}

/** The studio's rules and its whole weekly schedule (a weekly slot left out is removed; its booked dates stay). */
@InputType('UpdateVisitScheduleInput')
export class UpdateVisitScheduleInput {
  @Field(() => Int) @Bounded(LIMITS.noticeHours) noticeHours: number;
  @Field(() => Int) @Bounded(LIMITS.horizonDays) horizonDays: number;
  @Field(() => Int) @Bounded(LIMITS.maxPartySize) maxPartySize: number;
  @Field(() => Int) @Bounded(LIMITS.changeCutoffHours) changeCutoffHours: number;
  @Field(() => Int) @Bounded(LIMITS.visitMinutes) visitMinutes: number;

  @Field(() => [WeeklySlotInput])
  @ArrayMaxSize(LIMITS.slotsPerDay * 7, { message: `weeklySlots: at most ${LIMITS.slotsPerDay * 7}` })
  @ValidateNested({ each: true })
  @Type(() => WeeklySlotInput)
  weeklySlots: WeeklySlotInput[];
}

@ArgsType()
export class CalendarRangeArgs {
  @Field({ description: 'First day, YYYY-MM-DD (Kigali)' })
  @CalendarDateField()
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD (Kigali)' })
  @CalendarDateField()
  to: string;
}

@ArgsType()
export class DayArgs {
  @Field({ description: 'YYYY-MM-DD' })
  @CalendarDateField()
  date: string;
}

@ArgsType()
export class ClosureArgs extends DayArgs {
  @Field(() => String, { nullable: true, description: 'Why (a holiday), for the staff' })
  @OptionalText(LIMITS.closureNote)
  note?: string | null;
}

@ArgsType()
export class ExtraSlotArgs {
  @Field({ description: 'YYYY-MM-DD' })
  @CalendarDateField()
  date: string;

  @Field({ description: 'HH:MM in Kigali' })
  @ClockTimeField()
  time: string;

  @Field(() => Int)
  @Bounded(LIMITS.places)
  places: number;
}

@ArgsType()
export class SlotArgs {
  @Field(() => GraphQLISODateTime, { description: "The time's start (`startsAt` of the calendar)" })
  @IsDate({ message: 'startsAt must be a date and time' })
  startsAt: Date;
}

@ArgsType()
export class BlockSlotArgs extends SlotArgs {
  @Field({ description: 'true: closed to new online bookings; false: open again' })
  @IsBoolean()
  blocked: boolean;
}
