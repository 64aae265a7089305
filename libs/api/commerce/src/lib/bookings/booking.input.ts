import { Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { BlankAsNull, EmailAddress, OptionalText, PhoneNumber } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';

/** Optional visitor details: Book Now works with none of them (SPEC §2). Blank means not given. */
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
