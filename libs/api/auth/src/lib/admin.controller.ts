import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Allow, Public } from '@sawa/api/common';
import { SIGNED_IN, STAFF_MESSAGES } from '@sawa/shared/domain';
import { LoginRateLimit } from './rate-limit';
import { Admin } from './admin.entity';
import { CurrentAdmin, CurrentClaims } from './current-admin.decorator';
import { toLegacyAdmin } from './admin.legacy-mapper';
import { AuthService, TokenClaims } from './auth.service';
import { LoginInput } from './login.input';
import { SignInService } from './sign-in.service';

const ADMIN_EXAMPLE = {
  _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  userName: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

@ApiTags('admin')
@Controller('api/v1/admin')
export class AdminController {
  constructor(
    private readonly auth: AuthService,
    private readonly signIns: SignInService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  @LoginRateLimit()
  @ApiOperation({
    summary:
      'Sign in with a user name (or a staff e-mail address) and password. Attempts are limited per client address and user name (LOGIN_THROTTLE_LIMIT) and per client address (LOGIN_THROTTLE_CLIENT_LIMIT), per LOGIN_THROTTLE_TTL_SECONDS; userName at most 100 and password at most 200 characters (400 beyond). An account with two-step sign-in cannot sign in here (401): it signs in through the back office.',
  })
  @ApiOkResponse({ schema: { example: { status: 'success', token: 'eyJhbGciOi…', adminData: ADMIN_EXAMPLE } } })
  @ApiUnauthorizedResponse({
    description: `Wrong user name or password ('Incorrect user name or password.'), or an account with two-step sign-in ('${STAFF_MESSAGES.useBackOffice}')`,
    schema: { example: { status: 'fail', message: 'Incorrect user name or password.' } },
  })
  @ApiTooManyRequestsResponse({ schema: { example: { status: 'fail', message: 'Too many login attempts. Please wait a minute and try again.' } } })
  async login(@Body() body: LoginInput) {
    const { token, admin } = await this.signIns.legacySignIn(body.userName, body.password);
    return { status: 'success', token, adminData: toLegacyAdmin(admin) };
  }

  @Get()
  @Allow(SIGNED_IN)
  @ApiOperation({ summary: 'The signed-in admin (the body is the admin object).' })
  @ApiOkResponse({ schema: { example: ADMIN_EXAMPLE } })
  me(@CurrentAdmin() admin: Admin) {
    return toLegacyAdmin(admin);
  }

  @Post('logout')
  @HttpCode(200)
  @Allow(SIGNED_IN)
  @ApiOperation({ summary: 'Sign out: the token used is revoked and refused from now on.' })
  @ApiOkResponse({ schema: { example: { status: 'success', message: 'Logged out' } } })
  async logout(@CurrentClaims() claims: TokenClaims) {
    await this.auth.logout(claims);
    return { status: 'success', message: 'Logged out' };
  }
}
