import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Admin } from '../admin.entity';
import { AdminOnly, CurrentAdmin, CurrentClaims } from '../admin-only.decorator';
import { AuthService, TokenClaims } from '../auth.service';
import { LoginRateLimit } from '../rate-limit';
import { LoginInput } from '../login.input';
import { AdminType, AuthPayload } from './admin.types';

@Resolver(() => AdminType)
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayload, {
    description: 'Sign in; the same rules as POST /api/v1/admin/login (attempts are limited per client and user name, and per client).',
  })
  @LoginRateLimit()
  login(@Args() { userName, password }: LoginInput): Promise<AuthPayload> {
    return this.auth.login(userName, password);
  }

  @Mutation(() => Boolean, { description: 'Revoke the token of this request.' })
  @AdminOnly()
  async logout(@CurrentClaims() claims: TokenClaims): Promise<boolean> {
    await this.auth.logout(claims);
    return true;
  }

  @Query(() => AdminType, { description: 'The signed-in admin.' })
  @AdminOnly()
  me(@CurrentAdmin() admin: Admin): Admin {
    return admin;
  }
}
