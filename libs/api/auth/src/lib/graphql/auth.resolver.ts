import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Admin } from '../admin.entity';
import { AuthService, TokenClaims } from '../auth.service';
import { LoginRateLimit } from '../rate-limit';
import { AdminOnlyGql, CurrentAdminGql, CurrentClaimsGql } from './admin-gql.guard';
import { AdminType, AuthPayload } from './admin.types';

@Resolver(() => AdminType)
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayload, { description: 'Sign in; the same rules as POST /api/v1/admin/login (attempts are limited per client).' })
  @LoginRateLimit()
  login(@Args('userName') userName: string, @Args('password') password: string): Promise<AuthPayload> {
    return this.auth.login(userName, password);
  }

  @Mutation(() => Boolean, { description: 'Revoke the token of this request.' })
  @AdminOnlyGql()
  async logout(@CurrentClaimsGql() claims: TokenClaims): Promise<boolean> {
    await this.auth.logout(claims);
    return true;
  }

  @Query(() => AdminType, { description: 'The signed-in admin.' })
  @AdminOnlyGql()
  me(@CurrentAdminGql() admin: Admin): Admin {
    return admin;
  }
}
