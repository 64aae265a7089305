import { ConfigService } from '@nestjs/config';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { sharedSecret } from '@sawa/api/database';

/**
 * JWT_SECRET when set; otherwise the shared secret `jwt` of the database, made once by the first
 * instance, so a token issued by one instance is valid on every other, across restarts and new
 * machines. An older version kept a generated key in DATA_DIR/secrets/jwt-secret: when it exists it
 * becomes the shared key, so sessions survive the upgrade.
 */
export async function resolveJwtSecret(config: ConfigService<Environment, true>, dataSource: DataSource): Promise<string> {
  const configured = config.get('JWT_SECRET', { infer: true });
  if (configured) return configured;
  const legacyFile = join(config.get('DATA_DIR', { infer: true }), 'secrets', 'jwt-secret');
  return sharedSecret(dataSource, 'jwt', () => (existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() || undefined : undefined));
}
