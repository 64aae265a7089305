import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { RateLimitGuard } from './rate-limit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '@sawa/api/common';
import { MESSAGES } from '@sawa/shared/domain';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminController } from './admin.controller';
import { Admin } from './admin.entity';
import { AuthService } from './auth.service';
import { GqlAdminGuard } from './graphql/admin-gql.guard';
import { AuthResolver } from './graphql/auth.resolver';
import { JwtAuthGuard } from './jwt-auth.guard';
import { resolveJwtSecret } from './jwt-secret.provider';
import { JwtStrategy } from './jwt.strategy';
import { RevokedToken } from './revoked-token.entity';

/** Global so every feature module can use @AdminOnly() without importing it. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([Admin, RevokedToken]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => ({
        secret: resolveJwtSecret(config.get('JWT_SECRET', { infer: true }), config.get('DATA_DIR', { infer: true })),
        signOptions: { algorithm: 'HS256', expiresIn: config.get('JWT_EXPIRES_IN', { infer: true }) as never },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => ({
        throttlers: [
          { name: 'login', limit: config.get('LOGIN_THROTTLE_LIMIT', { infer: true }), ttl: config.get('LOGIN_THROTTLE_TTL_SECONDS', { infer: true }) * 1000 },
          // Limits of the public writes; each route sets its own (PublicRateLimit).
          { name: 'public', limit: 30, ttl: 60_000 },
        ],
        errorMessage: (context) =>
          context.getHandler().name === 'login' ? MESSAGES.login.throttled : 'Too many requests. Please wait a minute and try again.',
      }),
    }),
  ],
  controllers: [AdminController],
  providers: [AuthService, JwtStrategy, JwtAuthGuard, GqlAdminGuard, RateLimitGuard, AuthResolver, AdminBootstrapService],
  exports: [AuthService, JwtAuthGuard, GqlAdminGuard, RateLimitGuard, JwtModule, PassportModule],
})
export class AuthModule {}
