import { Extensions, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { DecimalScalar, LIST_SIZE } from '@sawa/api/graphql';
import { VISIT_SCHEDULE_LIMITS } from '@sawa/shared/domain';
import { BookingSourceEnum, BookingStatusEnum } from '../commerce.types';

@ObjectType('VisitSlot', { description: 'A visit time on the calendar with its free places.' })
export class VisitSlotType {
  @Field({ description: 'The instant it starts: book it with this value' }) startsAt: Date;
  @Field({ description: 'Its day on the studio clock (Kigali), YYYY-MM-DD' }) date: string;
  @Field({ description: 'Its time on the studio clock (Kigali), HH:MM' }) time: string;
  @Field(() => Int) capacity: number;
  @Field(() => Int, { description: 'Places still free (0 when full or closed to bookings)' }) free: number;
}

@ObjectType('VisitBookingOptions', { description: 'What booking a studio visit costs and allows now.' })
export class VisitBookingOptions {
  @Field(() => DecimalScalar, { description: 'VISIT_PRICE: the price of one visitor' }) unitPrice: string;
  @Field() currency: string;
  @Field(() => Int) maxPartySize: number;
  @Field(() => Int) noticeHours: number;
  @Field(() => Int) horizonDays: number;
  @Field(() => Int) changeCutoffHours: number;
  @Field(() => Int) visitMinutes: number;
  @Field({ description: 'Today in Kigali, YYYY-MM-DD' }) today: string;
  @Field({ description: 'The last day visits can be booked for, YYYY-MM-DD' }) lastDay: string;
  @Field() address: string;
  @Field() mapUrl: string;
}

@ObjectType('VisitBooking', { description: 'A visit booked on the calendar: pay it at the payment link before it expires, or its places go back.' })
export class VisitBookingResult {
  @Field() reference: string;
  @Field() paymentLinkUrl: string;
  @Field() startsAt: Date;
  @Field(() => Int) partySize: number;
  @Field(() => DecimalScalar) amount: string;
  @Field() currency: string;
  @Field({ description: 'The places are held until then' }) expiresAt: Date;
}

@ObjectType('VisitTimeChosen', { description: 'The time a paid visit took, and its signed key (to reschedule or cancel it later).' })
export class VisitTimeChosen {
  @Field() reference: string;
  @Field() startsAt: Date;
  @Field({ description: 'The visit page with its signed key' }) manageUrl: string;
}

@ObjectType('VisitOnCalendar', { description: "A visit holding places on a time: the studio's calendar." })
export class CalendarVisitType {
  @Field() reference: string;
  @Field(() => BookingStatusEnum) status: BookingStatusEnum;
  @Field(() => BookingSourceEnum) source: BookingSourceEnum;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) phone?: string;
  @Field(() => Int) partySize: number;
  @Field() testPayment: boolean;
}

@ObjectType('VisitCalendarSlot', { description: 'A time on the studio calendar: its places, taken and free, and who comes.' })
export class CalendarSlotType extends VisitSlotType {
  @Field(() => Int) taken: number;
  @Field({ description: 'Closed to new online bookings' }) blocked: boolean;
  @Field({ description: 'A one-off time (not from the weekly slots)' }) extra: boolean;
  @Field(() => [CalendarVisitType])
  @Extensions({ [LIST_SIZE]: 10 })
  visits: CalendarVisitType[];
}

@ObjectType('WeeklyVisitSlot')
export class WeeklySlotType {
  @Field(() => ID) id: string;
  @Field(() => Int, { description: '1 = Monday … 7 = Sunday' }) weekday: number;
  @Field({ description: 'HH:MM in Kigali' }) time: string;
  @Field(() => Int) places: number;
}

@ObjectType('VisitClosure')
export class ClosureType {
  @Field() date: string;
  @Field() note: string;
}

@ObjectType('VisitScheduleSettings', { description: "The studio's visit schedule: its rules, weekly slots, closed days and one-off slots to come." })
export class VisitScheduleType {
  @Field(() => Int) noticeHours: number;
  @Field(() => Int) horizonDays: number;
  @Field(() => Int) maxPartySize: number;
  @Field(() => Int) changeCutoffHours: number;
  @Field(() => Int) visitMinutes: number;
  @Field(() => [WeeklySlotType])
  @Extensions({ [LIST_SIZE]: VISIT_SCHEDULE_LIMITS.slotsPerDay * 7 })
  weeklySlots: WeeklySlotType[];
  @Field(() => [ClosureType], { description: 'From today on' })
  @Extensions({ [LIST_SIZE]: 100 })
  closures: ClosureType[];
  @Field(() => [VisitSlotType], { description: 'From today on' })
  @Extensions({ [LIST_SIZE]: 100 })
  extraSlots: VisitSlotType[];
}
