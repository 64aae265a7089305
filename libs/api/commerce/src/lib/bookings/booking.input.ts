import { Field, GraphQLISODateTime, InputType, Int } from '@nestjs/graphql';
import { IsDate, IsOptional, Max } from 'class-validator';
import { BlankAsNull, EmailAddress, OptionalText, PhoneNumber, RequiredText, WholeNumber } from '@sawa/api/common';
import { FIELD_LIMITS, VISIT_SCHEDULE_LIMITS } from '@sawa/shared/domain';

/**
 * The old Book Now's optional visitor details (SPEC §2: it works with none of them; blank means not given).
 * Such a visit has no time until its visitor chooses one after paying.
 */
@InputType('BookingInput')
export class BookingInput {
  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.visit.name)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @BlankAsNull()
  @IsOptional()
  @EmailAddress(FIELD_LIMITS.visit.email)
  email?: string | null;

  @Field(() => String, { nullable: true })
  @BlankAsNull()
  @IsOptional()
  @PhoneNumber()
  phone?: string | null;
}

/** A visit on the calendar: the time (a slot's `startsAt`), the party, and who comes. Price and currency come from the server. */
@InputType('BookVisitInput')
export class BookVisitInput {
  @Field(() => GraphQLISODateTime, { description: "The slot's start, as `visitSlots` gives it (e.g. 2026-12-01T08:00:00.000Z is 10:00 in Kigali)" })
  @IsDate({ message: 'startsAt must be a date and time' })
  startsAt: Date;

  @Field(() => Int, { description: "People coming (at most the schedule's maximum party size); the price is VISIT_PRICE times this" })
  @WholeNumber(1)
  @Max(VISIT_SCHEDULE_LIMITS.maxPartySize.max, { message: `partySize must be at most ${VISIT_SCHEDULE_LIMITS.maxPartySize.max}` })
  partySize: number;

  @Field()
  @RequiredText(FIELD_LIMITS.visit.name)
  name: string;

  @Field()
  @EmailAddress(FIELD_LIMITS.visit.email)
  email: string;

  @Field()
  @PhoneNumber()
  phone: string;
}
