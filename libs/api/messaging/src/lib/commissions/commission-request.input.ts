import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { IsEmailAddress, MaxChars, Trimmed } from '@sawa/api/common';
import { FIELD_LIMITS, PHONE_PATTERN } from '@sawa/shared/domain';

/** The commission form's fields (SPEC §3, §5). Shared by the REST form body and the GraphQL input. */
@InputType('CommissionRequestInput')
export class CommissionRequestInput {
  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'name is required' })
  @MaxChars(FIELD_LIMITS.commission.name)
  name: string;

  @Field()
  @Trimmed()
  @IsEmailAddress()
  @MaxChars(FIELD_LIMITS.commission.email)
  email: string;

  @Field()
  @Trimmed()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number' })
  phone: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'country is required' })
  @MaxChars(FIELD_LIMITS.commission.country)
  country: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'artworkType is required' })
  @MaxChars(FIELD_LIMITS.commission.artworkType)
  artworkType: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'size is required' })
  @MaxChars(FIELD_LIMITS.commission.size)
  size: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'stylePreferences is required' })
  @MaxChars(FIELD_LIMITS.commission.stylePreferences)
  stylePreferences: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'message is required' })
  @MaxChars(FIELD_LIMITS.commission.message)
  message: string;

  @Field({ nullable: true, description: 'Leave empty. A honeypot: people never see it, simple bots fill it in.' })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.commission.website)
  website?: string;
}
