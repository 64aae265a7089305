import { Extensions, Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LIST_SIZE } from '@sawa/api/graphql';
import { ALL_PERMISSIONS } from '@sawa/shared/domain';

export enum StaffRoleEnum {
  owner = 'owner',
  catalogue = 'catalogue',
  sales = 'sales',
  bookkeeper = 'bookkeeper',
}
registerEnumType(StaffRoleEnum, {
  name: 'StaffRole',
  description:
    'Owner: everything. Catalogue: artworks, artists, categories, collections, team, images. Sales: orders, visits, commissions, refunds, shipping. Bookkeeper: reads orders and the ledger, exports CSV.',
});

export enum StaffStatusEnum {
  invited = 'invited',
  active = 'active',
  disabled = 'disabled',
}
registerEnumType(StaffStatusEnum, { name: 'StaffStatus' });

/** A staff account (the signed-in one for `me`, any for the Staff page). */
@ObjectType('Admin')
export class AdminType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: 'The legacy sign-in name; null for people invited by e-mail (they sign in with it).' })
  userName: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field({ description: 'The name shown in the back office and the audit log' })
  displayName: string;

  @Field(() => StaffStatusEnum)
  status: StaffStatusEnum;

  @Field(() => [StaffRoleEnum])
  @Extensions({ [LIST_SIZE]: Object.keys(StaffRoleEnum).length })
  roles: StaffRoleEnum[];

  @Field(() => [String], { description: 'The union of the roles’ permissions (what the back office shows)' })
  @Extensions({ [LIST_SIZE]: ALL_PERMISSIONS.length })
  permissions: string[];

  @Field(() => Date, { nullable: true })
  lastSignInAt: Date | null;

  @Field({ description: 'Two-step sign-in is on' })
  twoStepEnabled: boolean;

  @Field({ description: 'The studio requires two-step sign-in of this account' })
  twoStepRequired: boolean;

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

@ObjectType({ description: 'The first step of signing in: either done (token), or a code is needed (signInStep).' })
export class SignInStepType {
  @Field(() => String, { nullable: true, description: 'The session token, when no code is needed' })
  token: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Set when the account uses two-step sign-in: send it with the code to completeSignIn (valid 5 minutes, good for nothing else)',
  })
  signInStep: string | null;

  @Field(() => AdminType, { nullable: true, description: 'The signed-in account (with token only)' })
  admin: AdminType | null;
}

@ObjectType({ description: 'What an authenticator app needs: scan the QR code or type the secret.' })
export class TwoStepEnrolmentType {
  @Field({ description: 'The secret, base32, for typing into an app' })
  secret: string;

  @Field({ description: 'The otpauth:// address the QR code holds' })
  otpauthUri: string;

  @Field({ description: 'The QR code as an SVG document' })
  qrCodeSvg: string;
}
