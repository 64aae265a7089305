import { Module, Provider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { Environment, SessionLength } from '@sawa/api/common';
import { sharedSecret } from '@sawa/api/database';
import { resolveJwtSecret } from './jwt-secret.provider';
import { SecretBox } from './two-step/secret-box';

/** The token settings, resolved once (at start) for signing (JwtModule) and checking (JwtStrategy). */
export class AuthSettings {
  constructor(
    /** JWT_SECRET, or the key every instance shares through the database. */
    readonly secret: string,
    readonly expiresIn: SessionLength,
    /** Encrypts two-step secrets and hashes recovery codes: ENCRYPTION_KEY, or a key every instance shares through the database. */
    readonly secretBox: SecretBox,
  ) {}
}

const authSettings: Provider = {
  provide: AuthSettings,
  inject: [ConfigService, DataSource],
  useFactory: async (config: ConfigService<Environment, true>, dataSource: DataSource) =>
    new AuthSettings(
      await resolveJwtSecret(config, dataSource),
      config.get('JWT_EXPIRES_IN', { infer: true }),
      new SecretBox(config.get('ENCRYPTION_KEY', { infer: true }) ?? (await sharedSecret(dataSource, 'encryption'))),
    ),
};

/** Its own module, so JwtModule's factory and AuthModule's strategy share the one instance. */
@Module({ providers: [authSettings], exports: [authSettings] })
export class AuthSettingsModule {}
