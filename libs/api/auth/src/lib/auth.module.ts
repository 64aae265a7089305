import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import {
  clientKey,
  isOrderLookupKey,
  loginThrottlers,
  ORDER_LOOKUP_MESSAGE,
  OrderLookupLimit,
  orderLookupThrottler,
  passwordResetThrottlers,
  RateLimitGuard,
} from './rate-limit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '@sawa/api/common';
import { REDIS, RedisThrottlerStorage } from '@sawa/api/redis';
import type { Redis } from 'ioredis';
import { MESSAGES, STAFF_MESSAGES } from '@sawa/shared/domain';
import { AccessGuard } from './access/access.guard';
import { ActorInterceptor } from './access/actor.interceptor';
import { StaffSettings } from './access/staff-settings.entity';
import { TwoStepPolicy } from './access/two-step-policy';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminController } from './admin.controller';
import { Admin } from './admin.entity';
import { AuthService } from './auth.service';
import { AuthSettings, AuthSettingsModule } from './auth.settings';
import { AdminViews } from './graphql/admin-view';
import { AuthResolver } from './graphql/auth.resolver';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { RevokedToken } from './revoked-token.entity';
import { SignInService } from './sign-in.service';
import { TwoStepService } from './two-step/two-step.service';

/** The handlers whose 429 speaks of sign-in, and of password resets. */
const SIGN_IN_HANDLERS = ['login', 'signIn', 'completeSignIn'];
const RESET_HANDLERS = ['requestPasswordReset'];

/**
 * Sessions, sign-in and the access check of every operation (global: `AccessGuard` and the
 * `ActorInterceptor` that names the signed-in person in the audit log). Global, so every feature
 * module can use `@CurrentAdmin()` and the rate limits without importing it.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([Admin, RevokedToken, StaffSettings]),
    PassportModule,
    AuthSettingsModule,
    JwtModule.registerAsync({
      imports: [AuthSettingsModule],
      inject: [AuthSettings],
      useFactory: (settings: AuthSettings) => ({
        secret: settings.secret,
        signOptions: { algorithm: 'HS256', expiresIn: settings.expiresIn },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [ConfigService, REDIS],
      useFactory: (config: ConfigService<Environment, true>, redis: Redis | null) => ({
        // With REDIS_URL every instance counts in Redis (limits hold across instances); otherwise in this process's memory.
        storage: redis ? new RedisThrottlerStorage(redis) : undefined,
        throttlers: [
          ...loginThrottlers({
            perName: config.get('LOGIN_THROTTLE_LIMIT', { infer: true }),
            perClient: config.get('LOGIN_THROTTLE_CLIENT_LIMIT', { infer: true }),
            ttlMs: config.get('LOGIN_THROTTLE_TTL_SECONDS', { infer: true }) * 1000,
          }),
          ...passwordResetThrottlers({
            perAddress: config.get('PASSWORD_RESET_LIMIT', { infer: true }),
            perClient: config.get('PASSWORD_RESET_CLIENT_LIMIT', { infer: true }),
            ttlMs: config.get('PASSWORD_RESET_TTL_SECONDS', { infer: true }) * 1000,
          }),
          // Limits of the public writes; each route sets its own (PublicRateLimit).
          { name: 'public', limit: 30, ttl: 60_000 },
          orderLookupThrottler(),
        ],
        // Every limit keys on the client as clientKey() sees it: an IPv6 client by its /64.
        getTracker: (req) => clientKey(req),
        errorMessage: (context, detail) => {
          if (isOrderLookupKey(detail.key)) return ORDER_LOOKUP_MESSAGE;
          const handler = context.getHandler().name;
          if (SIGN_IN_HANDLERS.includes(handler)) return MESSAGES.login.throttled;
          if (RESET_HANDLERS.includes(handler)) return STAFF_MESSAGES.resetThrottled;
          return 'Too many requests. Please wait a minute and try again.';
        },
      }),
    }),
  ],
  controllers: [AdminController],
  providers: [
    AuthService,
    SignInService,
    TwoStepService,
    TwoStepPolicy,
    AdminViews,
    JwtStrategy,
    JwtAuthGuard,
    RateLimitGuard,
    OrderLookupLimit,
    AuthResolver,
    AdminBootstrapService,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_INTERCEPTOR, useClass: ActorInterceptor },
  ],
  exports: [
    AuthService,
    SignInService,
    TwoStepService,
    TwoStepPolicy,
    AdminViews,
    JwtAuthGuard,
    RateLimitGuard,
    OrderLookupLimit,
    JwtModule,
    PassportModule,
    AuthSettingsModule,
  ],
})
export class AuthModule {}
