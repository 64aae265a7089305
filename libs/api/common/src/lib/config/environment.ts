import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, Matches, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, validateSync } from 'class-validator';
import { resolve } from 'node:path';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : value === true || value === 'true' ? true : value === false || value === 'false' ? false : value;

/**
 * Every environment variable the server reads, with its default. The README lists the same.
 * A bad value stops the app at start with a message that names the variable.
 */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Public origin used in absolute links (team member images, e-mails). Defaults to http://localhost:PORT. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL?: string;

  /** PostgreSQL server. Unset: an embedded PostgreSQL keeps its data in DATA_DIR. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  DATABASE_URL?: string;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  /** Signing key for admin tokens. Unset: a random key is created once in DATA_DIR/secrets. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  JWT_SECRET?: string;

  @IsString()
  @MinLength(2)
  JWT_EXPIRES_IN = '8h';

  @IsOptional()
  @IsString()
  @MinLength(1)
  ADMIN_USERNAME?: string;

  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters long' })
  ADMIN_PASSWORD?: string;

  /** Login attempts allowed per client address per LOGIN_THROTTLE_TTL_SECONDS. */
  @IsInt()
  @Min(1)
  LOGIN_THROTTLE_LIMIT = 10;

  @IsInt()
  @Min(1)
  LOGIN_THROTTLE_TTL_SECONDS = 60;

  @IsInt()
  @Min(1024)
  UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

  /** Decompression-bomb guard: images with more pixels than this are refused. */
  @IsInt()
  @Min(1)
  UPLOAD_MAX_PIXELS = 50_000_000;

  /** Make AVIF variants in the background (slow to encode on small machines). */
  @Transform(toBoolean)
  @IsBoolean()
  IMAGE_AVIF = true;

  /** Seed the demo catalogue into an empty database. Default: on with the embedded database only. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  SEED_DEMO?: boolean;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** The studio's address for visitors and mail (contact page, footer, commission requests). */
  @IsEmail()
  STUDIO_EMAIL = 'hello@sawa-art.studio';

  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example:587. Unset: mail waits in the outbox (readable in the back office). */
  @IsOptional()
  @IsString()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must start with smtp:// or smtps://' })
  SMTP_URL?: string;

  /** Sender of the studio's mail. */
  @IsString()
  @MinLength(3)
  MAIL_FROM = 'Sawa Art Studio <hello@sawa-art.studio>';

  /** How often the outbox worker sends due mail; 0 turns it off. */
  @IsInt()
  @Min(0)
  MAIL_WORKER_INTERVAL_SECONDS = 15;

  /** Attempts before a message is marked failed (it stays visible and can be retried). */
  @IsInt()
  @Min(1)
  MAIL_MAX_ATTEMPTS = 8;

  /** First retry delay; each further retry waits twice as long. */
  @IsInt()
  @Min(0)
  MAIL_RETRY_BASE_SECONDS = 30;

  /** IremboPay API base URL (sandbox and production differ). Unset with credentials: an error at start. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  IREMBOPAY_BASE_URL?: string;

  /** Merchant secret key: the API header and the key of notification signatures. Unset: the built-in sandbox, where allowed. */
  @IsOptional()
  @IsString()
  @MinLength(8)
  IREMBOPAY_SECRET_KEY?: string;

  /** Payment account of art sales; it fixes the currency (e.g. an account in USD). */
  @IsOptional()
  @IsString()
  @MinLength(2)
  IREMBOPAY_ACCOUNT_ID?: string;

  /** Payment account of studio visits (defaults to IREMBOPAY_ACCOUNT_ID). */
  @IsOptional()
  @IsString()
  @MinLength(2)
  IREMBOPAY_VISIT_ACCOUNT_ID?: string;

  /** Product codes configured in the merchant portal. */
  @IsString()
  @MinLength(1)
  IREMBOPAY_ART_PRODUCT_CODE = 'SAWA-ART';

  @IsString()
  @MinLength(1)
  IREMBOPAY_VISIT_PRODUCT_CODE = 'SAWA-VISIT';

  /** The built-in IremboPay sandbox. Default: on with the embedded database and no credentials; with DATABASE_URL only when true. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  PAYMENTS_SANDBOX?: boolean;

  /** Currency of catalogue prices (the art account must be in it). */
  @IsIn(['USD', 'RWF', 'EUR', 'GBP'])
  SHOP_CURRENCY: 'USD' | 'RWF' | 'EUR' | 'GBP' = 'USD';

  /** Price of a studio visit, in VISIT_CURRENCY (the old site's test value was 15000 RWF). */
  @IsInt()
  @Min(1)
  VISIT_PRICE = 15000;

  @IsIn(['USD', 'RWF', 'EUR', 'GBP'])
  VISIT_CURRENCY: 'USD' | 'RWF' | 'EUR' | 'GBP' = 'RWF';

  /** How long an invoice (and the stock an order reserves) stays open. */
  @IsInt()
  @Min(5)
  INVOICE_EXPIRY_MINUTES = 60;

  /** Shown on the contact page; unset hides the phone line. */
  @IsOptional()
  @IsString()
  @MinLength(5)
  STUDIO_PHONE?: string;

  @IsString()
  @MinLength(3)
  STUDIO_ADDRESS = 'Musanze, Rwanda';

  /** The studio's social profiles; an unset one is not shown (no link that points nowhere). */
  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['https'] })
  SOCIAL_INSTAGRAM?: string;

  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['https'] })
  SOCIAL_FACEBOOK?: string;

  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['https'] })
  SOCIAL_X?: string;

  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['https'] })
  SOCIAL_LINKEDIN?: string;
}

const NUMBERS: (keyof Environment)[] = [
  'VISIT_PRICE',
  'INVOICE_EXPIRY_MINUTES',
  'MAIL_WORKER_INTERVAL_SECONDS',
  'MAIL_MAX_ATTEMPTS',
  'MAIL_RETRY_BASE_SECONDS',
  'PORT',
  'LOGIN_THROTTLE_LIMIT',
  'LOGIN_THROTTLE_TTL_SECONDS',
  'UPLOAD_MAX_BYTES',
  'UPLOAD_MAX_PIXELS',
];

/** ConfigModule `validate` hook: parses, applies defaults, and fails with the names of bad variables. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(new Environment()).concat([
    'PUBLIC_URL',
    'DATABASE_URL',
    'JWT_SECRET',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'SEED_DEMO',
    'STUDIO_PHONE',
    'SMTP_URL',
    'IREMBOPAY_BASE_URL',
    'IREMBOPAY_SECRET_KEY',
    'IREMBOPAY_ACCOUNT_ID',
    'IREMBOPAY_VISIT_ACCOUNT_ID',
    'PAYMENTS_SANDBOX',
    'SOCIAL_INSTAGRAM',
    'SOCIAL_FACEBOOK',
    'SOCIAL_X',
    'SOCIAL_LINKEDIN',
  ])) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    input[key] = NUMBERS.includes(key as keyof Environment) && /^-?\d+$/.test(String(value)) ? Number(value) : value;
  }
  const env = plainToInstance(Environment, input, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}=${JSON.stringify(raw[e.property])}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (env.IREMBOPAY_SECRET_KEY && (!env.IREMBOPAY_BASE_URL || !env.IREMBOPAY_ACCOUNT_ID)) {
    throw new Error('Invalid configuration:\n  IREMBOPAY_SECRET_KEY needs IREMBOPAY_BASE_URL and IREMBOPAY_ACCOUNT_ID');
  }
  env.DATA_DIR = resolve(env.DATA_DIR);
  env.PUBLIC_URL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return env;
}
