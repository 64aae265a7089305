import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';

/** The commission form's fields (SPEC §3, §5). Shared by the REST form body and the GraphQL input. */
@InputType('CommissionRequestInput')
export class CommissionRequestInput {
  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'name is required' })
  @MaxLength(200)
  name: string;

  @Field()
  @Trimmed()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(320)
  email: string;

  @Field()
  @Trimmed()
  @Matches(/^\+?[\d\s().-]{6,20}$/, { message: 'phone must be a valid phone number' })
  phone: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'country is required' })
  @MaxLength(100)
  country: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'artworkType is required' })
  @MaxLength(200)
  artworkType: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'size is required' })
  @MaxLength(200)
  size: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'stylePreferences is required' })
  @MaxLength(500)
  stylePreferences: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'message is required' })
  @MaxLength(5000)
  message: string;

  @Field({ nullable: true, description: 'Leave empty. A honeypot: people never see it, simple bots fill it in.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}
