import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { clientKey, loginThrottlers, RateLimitGuard } from './rate-limit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '@sawa/api/common';
import { REDIS, RedisThrottlerStorage } from '@sawa/api/redis';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@sawa/shared/domain';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminController } from './admin.controller';
import { Admin } from './admin.entity';
import { AuthService } from './auth.service';
import { AuthSettings, AuthSettingsModule } from './auth.settings';
import { AuthResolver } from './graphql/auth.resolver';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { RevokedToken } from './revoked-token.entity';

/** Global so every feature module can use @AdminOnly() without importing it. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([Admin, RevokedToken]),
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
          // Limits of the public writes; each route sets its own (PublicRateLimit).
          { name: 'public', limit: 30, ttl: 60_000 },
        ],
        // Every limit keys on the client as clientKey() sees it: an IPv6 client by its /64.
        getTracker: (req) => clientKey(req),
        errorMessage: (context) =>
          context.getHandler().name === 'login' ? MESSAGES.login.throttled : 'Too many requests. Please wait a minute and try again.',
      }),
    }),
  ],
  controllers: [AdminController],
  providers: [AuthService, JwtStrategy, JwtAuthGuard, RateLimitGuard, AuthResolver, AdminBootstrapService],
  exports: [AuthService, JwtAuthGuard, RateLimitGuard, JwtModule, PassportModule, AuthSettingsModule],
})
export class AuthModule {}
