import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, Matches } from 'class-validator';
import { BlankAsNull, IsEmailAddress, MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS, PHONE_PATTERN } from '@sawa/shared/domain';

/** Optional visitor details: Book Now works with none of them (SPEC §2). */
@InputType('BookingInput')
export class BookingInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @BlankAsNull()
  @IsString()
  @MaxChars(FIELD_LIMITS.visit.name)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @BlankAsNull()
  @IsEmailAddress()
  @MaxChars(FIELD_LIMITS.visit.email)
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @BlankAsNull()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number' })
  phone?: string | null;
}
