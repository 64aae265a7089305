import { Args, ArgsType, Extensions, Field, Mutation, Query, Resolver } from '@nestjs/graphql';
import { LIST_SIZE } from '@sawa/api/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Allow, Public } from '@sawa/api/common';
import { RECOVERY_CODE_COUNT, SIGNED_IN, STAFF_LIMITS } from '@sawa/shared/domain';
import { Admin } from '../admin.entity';
import { CurrentAdmin, CurrentClaims } from '../current-admin.decorator';
import { AuthService, TokenClaims } from '../auth.service';
import { LoginRateLimit } from '../rate-limit';
import { LoginInput } from '../login.input';
import { SignInService } from '../sign-in.service';
import { TwoStepService } from '../two-step/two-step.service';
import { AdminViews } from './admin-view';
import { AdminType, AuthPayload, SignInStepType, TwoStepEnrolmentType } from './admin.types';

@ArgsType()
export class CompleteSignInArgs {
  @Field({ description: 'The signInStep token of signIn' })
  @IsString()
  @IsNotEmpty({ message: 'signInStep is required' })
  @MaxLength(2000)
  signInStep: string;

  @Field({ description: 'Six digits from the authenticator app, or a recovery code' })
  @IsString()
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(STAFF_LIMITS.code, { message: `code must be at most ${STAFF_LIMITS.code} characters` })
  code: string;
}

@ArgsType()
export class CodeArgs {
  @Field({ description: 'Six digits from the authenticator app' })
  @IsString()
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(STAFF_LIMITS.code, { message: `code must be at most ${STAFF_LIMITS.code} characters` })
  code: string;
}

/** Signing in and out, and one's own two-step sign-in. */
@Resolver(() => AdminType)
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly signIns: SignInService,
    private readonly twoStep: TwoStepService,
    private readonly views: AdminViews,
  ) {}

  @Mutation(() => AuthPayload, {
    description:
      'Sign in with a password only, as POST /api/v1/admin/login (attempts are limited per client and user name, and per client). An account with two-step sign-in is refused here: use signIn.',
  })
  @Public()
  @LoginRateLimit()
  async login(@Args() { userName, password }: LoginInput): Promise<AuthPayload> {
    const { token, admin } = await this.signIns.legacySignIn(userName, password);
    return { token, admin: await this.views.of(admin) };
  }

  @Mutation(() => SignInStepType, {
    description: 'Sign in (the back office): the password, then, for an account with two-step sign-in, completeSignIn with a code. Limited as login.',
  })
  @Public()
  @LoginRateLimit()
  async signIn(@Args() { userName, password }: LoginInput): Promise<SignInStepType> {
    const outcome = await this.signIns.signIn(userName, password, 'back-office');
    if ('token' in outcome) return { token: outcome.token, signInStep: null, admin: await this.views.of(outcome.admin) };
    return { token: null, signInStep: outcome.signInStep, admin: null };
  }

  @Mutation(() => AuthPayload, { description: 'The second step: a code from the authenticator app, or a recovery code (each works once).' })
  @Public()
  @LoginRateLimit()
  async completeSignIn(@Args() { signInStep, code }: CompleteSignInArgs): Promise<AuthPayload> {
    const { token, admin } = await this.signIns.completeSignIn(signInStep, code);
    return { token, admin: await this.views.of(admin) };
  }

  @Mutation(() => Boolean, { description: 'Revoke the token of this request.' })
  @Allow(SIGNED_IN)
  async logout(@CurrentClaims() claims: TokenClaims): Promise<boolean> {
    await this.auth.logout(claims);
    return true;
  }

  @Query(() => AdminType, { description: 'The signed-in account.' })
  @Allow(SIGNED_IN)
  me(@CurrentAdmin() admin: Admin): Promise<AdminType> {
    return this.views.of(admin);
  }

  @Mutation(() => TwoStepEnrolmentType, { description: 'Start setting up two-step sign-in: a new secret to scan, confirmed by confirmTwoStep.' })
  @Allow(SIGNED_IN)
  startTwoStep(@CurrentAdmin() admin: Admin): Promise<TwoStepEnrolmentType> {
    return this.twoStep.start(admin.id);
  }

  @Mutation(() => [String], { description: 'Confirm the secret with a code from the app: two-step sign-in is on. Answers the ten recovery codes, shown once.' })
  @Extensions({ [LIST_SIZE]: RECOVERY_CODE_COUNT })
  @Allow(SIGNED_IN)
  confirmTwoStep(@CurrentAdmin() admin: Admin, @Args() { code }: CodeArgs): Promise<string[]> {
    return this.twoStep.confirm(admin.id, code);
  }

  @Mutation(() => [String], { description: 'Ten new recovery codes (the old ones stop working), shown once; needs a current code.' })
  @Extensions({ [LIST_SIZE]: RECOVERY_CODE_COUNT })
  @Allow(SIGNED_IN)
  renewRecoveryCodes(@CurrentAdmin() admin: Admin, @Args() { code }: CodeArgs): Promise<string[]> {
    return this.twoStep.renewRecoveryCodes(admin.id, code);
  }

  @Mutation(() => Boolean, { description: 'Turn two-step sign-in off (needs a current code); refused when the studio requires it of this account.' })
  @Allow(SIGNED_IN)
  async turnOffTwoStep(@CurrentAdmin() admin: Admin, @Args() { code }: CodeArgs): Promise<boolean> {
    await this.twoStep.turnOff(admin.id, code);
    return true;
  }
}
