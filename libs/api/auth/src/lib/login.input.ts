import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';

/**
 * Sign in: the REST body (`POST /api/v1/admin/login`) and the GraphQL `login` mutation's arguments.
 * Bounded, so no password hash is checked for an over-long value.
 */
@ArgsType()
export class LoginInput {
  @Field()
  @ApiProperty({ example: 'admin' })
  @IsString()
  @IsNotEmpty({ message: 'userName is required' })
  @MaxChars(FIELD_LIMITS.login.userName)
  userName: string;

  @Field()
  @ApiProperty({ example: 'a long secret' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxChars(FIELD_LIMITS.login.password)
  password: string;
}
