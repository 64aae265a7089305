import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { BlankAsNull } from '@sawa/api/common';

/** Optional visitor details: Book Now works with none of them (SPEC §2). */
@InputType('BookingInput')
export class BookingInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @BlankAsNull()
  @IsString()
  @MaxLength(200)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @BlankAsNull()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @BlankAsNull()
  @Matches(/^\+?[\d\s().-]{6,20}$/, { message: 'phone must be a valid phone number' })
  phone?: string | null;
}
