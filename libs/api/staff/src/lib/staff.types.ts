import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Who an invitation link is for' })
export class InvitationType {
  @Field()
  email: string;

  @Field()
  displayName: string;

  @Field()
  expiresAt: Date;
}

@ObjectType({ description: 'The studio’s rules of two-step sign-in' })
export class StaffSettingsType {
  @Field({ description: 'Everyone must use two-step sign-in (otherwise Owners only)' })
  twoStepForEveryone: boolean;

  @Field({ description: 'Owners must use it (TWO_STEP_REQUIRED_FOR_OWNERS)' })
  twoStepForOwners: boolean;
}
