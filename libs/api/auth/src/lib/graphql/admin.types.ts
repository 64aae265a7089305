import { ArgsType, Field, ID, ObjectType } from '@nestjs/graphql';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';

@ObjectType('Admin')
export class AdminType {
  @Field(() => ID)
  id: string;

  @Field()
  userName: string;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Send as `Authorization: Bearer <token>`' })
  token: string;

  @Field(() => AdminType)
  admin: AdminType;
}

/** The login mutation's arguments, bounded like the REST body (LoginDto): no password hash is checked for an over-long value. */
@ArgsType()
export class LoginArgs {
  @Field()
  @IsString()
  @IsNotEmpty({ message: 'userName is required' })
  @MaxChars(FIELD_LIMITS.login.userName)
  userName: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxChars(FIELD_LIMITS.login.password)
  password: string;
}
