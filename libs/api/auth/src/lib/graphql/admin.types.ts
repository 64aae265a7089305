import { Field, ID, ObjectType } from '@nestjs/graphql';

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
