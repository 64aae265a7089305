import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { EmailAddress, MaxChars, RequiredText } from '@sawa/api/common';
import { StaffRoleEnum } from '@sawa/api/auth';
import { ALL_ROLES, STAFF_LIMITS } from '@sawa/shared/domain';

const RolesField = () =>
  applyDecorators(
    Field(() => [StaffRoleEnum]),
    ArrayMinSize(1, { message: 'roles must hold at least one role' }),
    ArrayMaxSize(ALL_ROLES.length),
    IsIn(ALL_ROLES, { each: true, message: `each role must be one of ${ALL_ROLES.join(', ')}` }),
  );

/** An Owner invites a person: their e-mail address (they sign in with it), their name and their roles. */
@InputType()
export class InviteStaffInput {
  @Field({ description: 'They sign in with it' })
  @EmailAddress(STAFF_LIMITS.email)
  email: string;

  @Field()
  @RequiredText(STAFF_LIMITS.displayName)
  displayName: string;

  @RolesField()
  roles: StaffRoleEnum[];
}

@ArgsType()
export class StaffIdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'id must be a staff account id' })
  id: string;
}

@ArgsType()
export class SetStaffRolesArgs extends StaffIdArgs {
  @RolesField()
  roles: StaffRoleEnum[];
}

/** A password a person chooses: at least 12 characters (checked with the account's e-mail by the service), at most 200. */
const NewPassword = () =>
  applyDecorators(
    Field({ description: `At least ${STAFF_LIMITS.passwordMin} characters, not the account's e-mail address` }),
    IsString({ message: '$property is required' }),
    IsNotEmpty({ message: '$property is required' }),
    MaxChars(STAFF_LIMITS.passwordMax),
  );

/** The token of a link from a mail (an invitation or a password reset). */
const LinkToken = () =>
  applyDecorators(
    Field({ description: 'The token of the link in the mail' }),
    IsString({ message: '$property is required' }),
    IsNotEmpty({ message: '$property is required' }),
    MaxLength(200),
  );

@ArgsType()
export class LinkTokenArgs {
  @LinkToken()
  token: string;
}

@ArgsType()
export class AcceptInvitationArgs {
  @LinkToken()
  token: string;

  @NewPassword()
  password: string;
}

@ArgsType()
export class RequestPasswordResetArgs {
  @Field({ description: 'The e-mail address of the staff account' })
  @IsString()
  @IsNotEmpty({ message: 'email is required' })
  @MaxChars(STAFF_LIMITS.email)
  email: string;
}

@ArgsType()
export class ResetPasswordArgs {
  @LinkToken()
  token: string;

  @NewPassword()
  password: string;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field()
  @IsString()
  @IsNotEmpty({ message: 'currentPassword is required' })
  @MaxChars(STAFF_LIMITS.passwordMax)
  currentPassword: string;

  @NewPassword()
  newPassword: string;
}

@ArgsType()
export class UpdateProfileArgs {
  @Field()
  @RequiredText(STAFF_LIMITS.displayName)
  displayName: string;
}

@ArgsType()
export class TwoStepPolicyArgs {
  @Field({ description: 'True: everyone must use two-step sign-in; false: Owners only' })
  @IsBoolean()
  everyone: boolean;
}
