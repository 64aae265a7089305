import { ArgsType, Field } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { PHONE_MAX_LENGTH } from '@sawa/shared/domain';
import { MobileMoneyProviderEnum } from '../commerce.types';

/** The network and the number of a mobile-money payment (payVisitByMobileMoney, payOrderByMobileMoney). */
@ArgsType()
export class MobileMoneyArgs {
  @Field(() => MobileMoneyProviderEnum)
  @IsIn(Object.values(MobileMoneyProviderEnum))
  provider: MobileMoneyProviderEnum;

  @Field(() => String, { nullable: true, description: 'The number to send the request to; left out: the one given when booking or at checkout' })
  @IsOptional()
  @IsString()
  @MaxChars(PHONE_MAX_LENGTH)
  phone?: string | null;
}
