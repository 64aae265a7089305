import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import { MaxChars, RequiredText } from '@sawa/api/common';
import { ContactDetailsFields } from '@sawa/api/graphql';
import { FIELD_LIMITS } from '@sawa/shared/domain';

/** The commission form's fields (SPEC §3, §5; COMMISSION_FIELDS). Shared by the REST form body and the GraphQL input. */
@InputType('CommissionRequestInput')
export class CommissionRequestInput extends ContactDetailsFields {
  @Field()
  @RequiredText(FIELD_LIMITS.commission.artworkType)
  artworkType: string;

  @Field()
  @RequiredText(FIELD_LIMITS.commission.size)
  size: string;

  @Field()
  @RequiredText(FIELD_LIMITS.commission.stylePreferences)
  stylePreferences: string;

  @Field()
  @RequiredText(FIELD_LIMITS.commission.message)
  message: string;

  @Field({ nullable: true, description: 'Leave empty. A honeypot: people never see it, simple bots fill it in.' })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.commission.website)
  website?: string;
}
