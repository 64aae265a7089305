import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Response } from 'express';
import { Admin, AdminType, AdminViews, AuthPayload, CurrentAdmin, LoginRateLimit, PasswordResetRateLimit, TwoStepPolicy } from '@sawa/api/auth';
import { Allow, Public } from '@sawa/api/common';
import { SIGNED_IN, STAFF_MESSAGES } from '@sawa/shared/domain';
import { AccountLinksService } from './account-links.service';
import { ProfileService } from './profile.service';
import {
  AcceptInvitationArgs,
  ChangePasswordArgs,
  InviteStaffInput,
  LinkTokenArgs,
  RequestPasswordResetArgs,
  ResetPasswordArgs,
  SetStaffRolesArgs,
  StaffIdArgs,
  TwoStepPolicyArgs,
  UpdateProfileArgs,
} from './staff.input';
import { StaffService } from './staff.service';
import { InvitationType, StaffSettingsType } from './staff.types';

/** The Staff page (Owners), one's profile, and the pages of the mails' links (invitation, password reset). */
@Resolver(() => AdminType)
export class StaffResolver {
  constructor(
    private readonly staff: StaffService,
    private readonly links: AccountLinksService,
    private readonly profile: ProfileService,
    private readonly views: AdminViews,
    private readonly policy: TwoStepPolicy,
  ) {}

  @Query(() => [AdminType], { description: 'Every staff account: active, invited and disabled.' })
  @Allow('staff.manage')
  async staffMembers(): Promise<AdminType[]> {
    return this.views.all(await this.staff.list());
  }

  @Query(() => StaffSettingsType)
  @Allow('staff.manage')
  async staffSettings(): Promise<StaffSettingsType> {
    return { twoStepForEveryone: (await this.policy.policy()) === 'everyone', twoStepForOwners: this.policy.ownersRequired };
  }

  @Mutation(() => AdminType, { description: 'Invite a person by e-mail with roles: they get a single-use link, valid 72 hours.' })
  @Allow('staff.manage')
  async inviteStaff(@CurrentAdmin() actor: Admin, @Args('input') input: InviteStaffInput): Promise<AdminType> {
    return this.views.of(await this.staff.invite(actor, input));
  }

  @Mutation(() => AdminType, { description: 'Send the invitation again: a new link; the old one stops working.' })
  @Allow('staff.manage')
  async resendInvitation(@CurrentAdmin() actor: Admin, @Args() { id }: StaffIdArgs): Promise<AdminType> {
    return this.views.of(await this.staff.resendInvitation(actor, id));
  }

  @Mutation(() => Boolean, { description: 'Take back an invitation not yet accepted: the invited account and its link go.' })
  @Allow('staff.manage')
  async revokeInvitation(@Args() { id }: StaffIdArgs): Promise<boolean> {
    await this.staff.revokeInvitation(id);
    return true;
  }

  @Mutation(() => AdminType, {
    description: 'Set a person’s roles; their sessions end. Nobody grants a role whose permissions they lack; the last Owner stays one.',
  })
  @Allow('staff.manage')
  async setStaffRoles(@CurrentAdmin() actor: Admin, @Args() { id, roles }: SetStaffRolesArgs): Promise<AdminType> {
    return this.views.of(await this.staff.setRoles(actor, id, roles));
  }

  @Mutation(() => AdminType, { description: 'Disable an account: its sessions end at their next request, on every instance. Not oneself, not the last Owner.' })
  @Allow('staff.manage')
  async disableStaff(@CurrentAdmin() actor: Admin, @Args() { id }: StaffIdArgs): Promise<AdminType> {
    return this.views.of(await this.staff.disable(actor, id));
  }

  @Mutation(() => AdminType, { description: 'Enable a disabled account again (it signs in anew).' })
  @Allow('staff.manage')
  async enableStaff(@Args() { id }: StaffIdArgs): Promise<AdminType> {
    return this.views.of(await this.staff.enable(id));
  }

  @Mutation(() => AdminType, { description: 'Turn off a person’s two-step sign-in (a lost phone and lost recovery codes); their sessions end.' })
  @Allow('staff.manage')
  async resetStaffTwoStep(@CurrentAdmin() actor: Admin, @Args() { id }: StaffIdArgs): Promise<AdminType> {
    return this.views.of(await this.staff.resetTwoStep(actor, id));
  }

  @Mutation(() => StaffSettingsType, { description: 'Require two-step sign-in of everyone (true) or of Owners only (false).' })
  @Allow('staff.manage')
  async setTwoStepForEveryone(@Args() { everyone }: TwoStepPolicyArgs): Promise<StaffSettingsType> {
    await this.staff.setTwoStepForEveryone(everyone);
    return this.staffSettings();
  }

  @Mutation(() => AdminType, { description: 'Change one’s own display name.' })
  @Allow(SIGNED_IN)
  async updateProfile(@CurrentAdmin() admin: Admin, @Args() { displayName }: UpdateProfileArgs): Promise<AdminType> {
    return this.views.of(await this.profile.updateProfile(admin, displayName));
  }

  @Mutation(() => AuthPayload, { description: 'Change one’s own password: every session ends; this answer carries the new one.' })
  @Allow(SIGNED_IN)
  @LoginRateLimit()
  async changePassword(@CurrentAdmin() admin: Admin, @Args() { currentPassword, newPassword }: ChangePasswordArgs): Promise<AuthPayload> {
    const { token, admin: updated } = await this.profile.changePassword(admin, currentPassword, newPassword);
    return { token, admin: await this.views.of(updated) };
  }

  @Query(() => InvitationType, { description: 'Who an invitation link is for (an expired, used or replaced link says so).' })
  @Public()
  @LoginRateLimit()
  invitation(@Args() { token }: LinkTokenArgs): Promise<InvitationType> {
    return this.links.invitation(token);
  }

  @Mutation(() => AuthPayload, { description: 'Accept an invitation: choose a password (at least 12 characters, not the e-mail address); answers a session.' })
  @Public()
  @LoginRateLimit()
  async acceptInvitation(@Args() { token, password }: AcceptInvitationArgs): Promise<AuthPayload> {
    const { token: session, admin } = await this.links.acceptInvitation(token, password);
    return { token: session, admin: await this.views.of(admin) };
  }

  @Mutation(() => String, {
    description:
      'Ask for a password reset link by e-mail. The answer is the same, at once, whether or not an account uses the address; limited per address and per client.',
  })
  @Public()
  @PasswordResetRateLimit()
  requestPasswordReset(@Args() { email }: RequestPasswordResetArgs, @Context('res') res: Response): string {
    // The work starts once the answer has gone: started before, it would share the event loop with the
    // answer (the write barrier waits a moment), and a known address would answer measurably later.
    res.once('close', () => this.links.requestPasswordReset(email));
    return STAFF_MESSAGES.resetRequested;
  }

  @Mutation(() => Boolean, { description: 'Choose a new password with a reset link (single use, 30 minutes): every session of the account ends.' })
  @Public()
  @LoginRateLimit()
  async resetPassword(@Args() { token, password }: ResetPasswordArgs): Promise<boolean> {
    await this.links.resetPassword(token, password);
    return true;
  }
}
