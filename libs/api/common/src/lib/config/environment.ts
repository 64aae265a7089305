import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, Matches, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, validateSync } from 'class-validator';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { BASE_CURRENCY, CURRENCIES, type Currency, DEFAULT_SHOP_CURRENCY, DEFAULT_SOLD_CURRENCIES, PERCENT_FORMAT } from '@sawa/shared/domain';
import { IsEmailAddress } from '../validation/text-validators';

/** A length of time with its unit, as jsonwebtoken reads it: `90m`, `8h`, `7d`. */
export type SessionLength = `${number}${'s' | 'm' | 'h' | 'd'}`;

/** A TRUST_PROXY value: a hop count, `false`, or a list of addresses, subnets and Express's names (never `true`: anyone could then claim any address). */
const TRUST_PROXY_FORMAT =
  /^(false|\d{1,2}|(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?))*)$/i;

/** The Express `trust proxy` setting of a valid TRUST_PROXY value. */
export function trustProxySetting(value: string): number | boolean | string[] {
  if (/^\d+$/.test(value)) return Number(value);
  if (value.toLowerCase() === 'false') return false;
  return value.split(',').map((part) => part.trim());
}

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : value === true || value === 'true' ? true : value === false || value === 'false' ? false : value;

/**
 * Every environment variable the server reads, with its default. The README lists the same.
 * A bad value stops the app at start with a message that names the variable.
 */
export class Environment {
  /** `npm start` is the real thing: production (errors masked) unless NODE_ENV says otherwise; `npm run dev` sets development. */
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'production';

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

  /** The longest one SQL statement may run (PostgreSQL's statement_timeout on every pooled connection); 0: no limit. */
  @IsInt()
  @Min(0)
  @Max(3600)
  DATABASE_STATEMENT_TIMEOUT_SECONDS = 60;

  /**
   * How long a connection may sit in an open transaction doing nothing before PostgreSQL ends it
   * (idle_in_transaction_session_timeout): a stalled request never keeps a pooled connection and its locks. 0: no limit.
   */
  @IsInt()
  @Min(0)
  @Max(3600)
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS = 30;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  /** Signing key for admin tokens. Unset: a random key is created once in DATA_DIR/secrets. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  JWT_SECRET?: string;

  /**
   * Signing key of the newsletter's one-click unsubscribe links (32+ characters). Unset: a random key made
   * once and kept in the database (table shared_secret), the same for every instance. Never the admin tokens' key.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'UNSUBSCRIBE_SECRET must be at least 32 characters long' })
  UNSUBSCRIBE_SECRET?: string;

  /** With its unit: a bare number would be read as milliseconds by jsonwebtoken. */
  @Matches(/^\d+[smhd]$/, { message: 'JWT_EXPIRES_IN must be a whole number with a unit: s, m, h or d (for example 8h)' })
  JWT_EXPIRES_IN: SessionLength = '8h';

  @IsOptional()
  @IsString()
  @MinLength(1)
  ADMIN_USERNAME?: string;

  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters long' })
  ADMIN_PASSWORD?: string;

  /**
   * Key that encrypts the two-step sign-in secrets in the database (32+ characters). Unset: a random key made
   * once and kept in the database (table shared_secret), the same for every instance; set it to keep the
   * secrets unreadable to someone who has only the database.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'ENCRYPTION_KEY must be at least 32 characters long' })
  ENCRYPTION_KEY?: string;

  /**
   * Owners must use two-step sign-in before they can do anything else (the studio can require it of
   * everyone in the back office). `false` lifts the rule for Owners: for a test or a private staging site only.
   */
  @Transform(toBoolean)
  @IsBoolean()
  TWO_STEP_REQUIRED_FOR_OWNERS = true;

  /** Password reset requests allowed per e-mail address per PASSWORD_RESET_TTL_SECONDS (across instances with REDIS_URL). */
  @IsInt()
  @Min(1)
  PASSWORD_RESET_LIMIT = 3;

  /** Password reset requests allowed per client address per PASSWORD_RESET_TTL_SECONDS. */
  @IsInt()
  @Min(1)
  PASSWORD_RESET_CLIENT_LIMIT = 10;

  @IsInt()
  @Min(1)
  PASSWORD_RESET_TTL_SECONDS = 3600;

  /**
   * `standard`: argon2id with 64 MiB, 3 passes, 4 lanes. `test`: 1 MiB, 1 pass, 1 lane, for the test suite only
   * (tools/jest/setup-env.js sets it); read from the process environment when a password is hashed; warned at start.
   */
  @IsIn(['standard', 'test'])
  PASSWORD_HASH_COST: 'standard' | 'test' = 'standard';

  /** Audit log entries older than this many days are deleted by the retention job (the database refuses anything under 30). */
  @IsInt()
  @Min(30)
  AUDIT_RETENTION_DAYS = 400;

  /** Sign-in attempts allowed per client address and user name per LOGIN_THROTTLE_TTL_SECONDS. */
  @IsInt()
  @Min(1)
  LOGIN_THROTTLE_LIMIT = 10;

  /** Sign-in attempts allowed per client address over all user names per LOGIN_THROTTLE_TTL_SECONDS. */
  @IsInt()
  @Min(1)
  LOGIN_THROTTLE_CLIENT_LIMIT = 30;

  /**
   * Which proxies in front of the app are trusted to say who the client is (X-Forwarded-For/-Proto):
   * a hop count (`1`: one reverse proxy), addresses, subnets or Express's names (`loopback`,
   * `linklocal`, `uniquelocal`), comma-separated; `false` trusts none. Rate limits key on the result.
   */
  @IsString()
  @Matches(TRUST_PROXY_FORMAT, {
    message:
      'TRUST_PROXY must be a hop count (e.g. 1), false, or a comma-separated list of addresses, subnets (10.0.0.0/8) and loopback, linklocal, uniquelocal',
  })
  TRUST_PROXY = 'loopback';

  @IsInt()
  @Min(1)
  LOGIN_THROTTLE_TTL_SECONDS = 60;

  @IsInt()
  @Min(1024)
  UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

  /** Memory for the public answer cache (pages, catalogue REST and GraphQL reads), least recently used evicted first; 0 turns it off. */
  @IsInt()
  @Min(0)
  CACHE_MAX_BYTES = 64 * 1024 * 1024;

  /** No cached public answer is served once older than this (a bound on what a missed invalidation can cost); 0: no limit. */
  @IsInt()
  @Min(0)
  @Max(86_400)
  CACHE_MAX_AGE_SECONDS = 300;

  /** How often the cache's database listener checks that its connection still delivers (0: never; TCP keepalive still runs). */
  @IsInt()
  @Min(0)
  @Max(3600)
  CACHE_LISTENER_HEARTBEAT_SECONDS = 15;

  /** Decompression-bomb guard: images with more pixels than this are refused. */
  @IsInt()
  @Min(1)
  UPLOAD_MAX_PIXELS = 50_000_000;

  /**
   * Pixel cap of visitors' reference images (commission requests), lower than the admin's: anyone can
   * send one. 25 million pixels takes a 24-megapixel phone photo. The smaller of this and UPLOAD_MAX_PIXELS applies.
   */
  @IsInt()
  @Min(1)
  REFERENCE_IMAGE_MAX_PIXELS = 25_000_000;

  /** Images decoded and encoded at the same time (CPU work); default: one per core. */
  @IsInt()
  @Min(1)
  IMAGE_CONCURRENCY = Math.max(1, availableParallelism());

  /** Uploads that may wait for a turn beyond those being processed; more answer 503 with a message. */
  @IsInt()
  @Min(0)
  IMAGE_QUEUE_MAX_WAITING = 16;

  /** Make AVIF variants in the background (slow to encode on small machines). */
  @Transform(toBoolean)
  @IsBoolean()
  IMAGE_AVIF = true;

  /**
   * How long making one image's AVIF variants may take; a run that takes longer, or whose instance died,
   * is retried by any worker after this time.
   */
  @IsInt()
  @Min(10)
  @Max(3600)
  IMAGE_AVIF_TIME_LIMIT_SECONDS = 120;

  /**
   * S3-compatible object storage for images (AWS S3, MinIO, ...). Set: images are stored there and
   * served by the app at /uploads; unset: on the local disk in DATA_DIR/uploads.
   */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens' })
  S3_BUCKET?: string;

  /** The object store's address (MinIO: http://minio:9000). Unset: AWS S3 of S3_REGION. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsString()
  @MinLength(1)
  S3_REGION = 'us-east-1';

  /** Access key; unset: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  @IsOptional()
  @IsString()
  @MinLength(1)
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  S3_SECRET_ACCESS_KEY?: string;

  /**
   * The longest one object-store call may take (connecting, answering, both attempts): past it the call
   * is aborted and the request answers 503, never hangs.
   */
  @IsInt()
  @Min(1)
  @Max(300)
  S3_TIMEOUT_SECONDS = 10;

  /** Bucket in the path (http://host/bucket/key), as MinIO wants. Default: on when S3_ENDPOINT is set. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  S3_FORCE_PATH_STYLE?: boolean;

  /** Redis, shared by every instance: rate limits and the login throttle count across instances. Unset: counted in memory (one instance). */
  @IsOptional()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// or rediss://' })
  REDIS_URL?: string;

  /**
   * What this process does: `web` answers HTTP requests only, `worker` runs the background jobs
   * (and answers /health), `all` both (one process, as `npm start`).
   */
  @IsIn(['all', 'web', 'worker'])
  APP_ROLE: 'all' | 'web' | 'worker' = 'all';

  /** How often an idle job worker asks the queue for work (a job sent by the same process starts at once). */
  @IsInt()
  @Min(1)
  @Max(60)
  JOBS_POLL_INTERVAL_SECONDS = 2;

  /**
   * How often the queue's upkeep runs: jobs held by an instance that died are handed to another once
   * their time limit has passed, checked at this interval; old jobs are archived.
   */
  @IsInt()
  @Min(1)
  @Max(3600)
  JOBS_MAINTENANCE_INTERVAL_SECONDS = 30;

  /** Seed the demo catalogue into an empty database. Default: on with the embedded database only. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  SEED_DEMO?: boolean;

  /** How long a built sitemap is served before it is built again (0: every request). */
  @IsInt()
  @Min(0)
  SITEMAP_CACHE_SECONDS = 600;

  /** URLs per sitemap file; past it /sitemap.xml is an index of /sitemap-N.xml parts (the protocol allows 50,000). */
  @IsInt()
  @Min(1)
  @Max(50_000)
  SITEMAP_MAX_URLS = 50_000;

  /** Largest GraphQL query cost: each list counts its page size (or largest size) times the cost of one item. */
  @IsInt()
  @Min(100)
  GRAPHQL_MAX_COST = 10_000;

  /** Ceiling on the fields one GraphQL request resolves, whatever its estimated cost. */
  @IsInt()
  @Min(100)
  GRAPHQL_MAX_FIELDS = 25_000;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** The studio's address for visitors and mail (contact page, footer, commission requests). */
  @IsEmailAddress()
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

  /** IremboPay API base URL (sandbox and production differ). Unset with credentials: an error at start. https only, but to this machine. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
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

  /**
   * The payment account of art sales in francs and in dollars (issue 22: an order is invoiced in the currency its
   * delivery gives it, on the account of that currency). Each defaults to IREMBOPAY_ACCOUNT_ID (the one account of
   * before), and in the sandbox to SAWA-RWF / SAWA-USD.
   */
  @IsOptional()
  @IsString()
  @MinLength(2)
  IREMBOPAY_PAYMENT_ACCOUNT_RWF?: string;

  @IsOptional()
  @IsString()
  @MinLength(2)
  IREMBOPAY_PAYMENT_ACCOUNT_USD?: string;

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

  /** The product code of an order's shipping line on its invoice (issue 24), configured in the merchant portal like the others. */
  @IsString()
  @MinLength(1)
  IREMBOPAY_SHIPPING_PRODUCT_CODE = 'SAWA-SHIPPING';

  /** The built-in IremboPay sandbox. Default: on with the embedded database and no credentials; with DATABASE_URL only when true. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  PAYMENTS_SANDBOX?: boolean;

  /** Currency of catalogue prices (the art account must be in it). */
  @IsIn(CURRENCIES)
  SHOP_CURRENCY: Currency = DEFAULT_SHOP_CURRENCY;

  /**
   * The currencies the shop sells in (issue 22), comma-separated: each edition may have a price in each, and any
   * other currency is refused everywhere in the API. USD is always one (the legacy contract's editions[].price is in
   * dollars); SHOP_CURRENCY, VISIT_CURRENCY and DISPLAY_CURRENCY must be among them.
   */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean)
      : value,
  )
  @IsIn(CURRENCIES, { each: true, message: `SHOP_CURRENCIES must list currencies among ${CURRENCIES.join(', ')}, for example USD,RWF` })
  SHOP_CURRENCIES: Currency[] = [...DEFAULT_SOLD_CURRENCIES];

  /**
   * The currency a visitor sees prices in until they choose one (the currency chooser, `?currency=`): dollars, as
   * SPEC §9 says. A studio selling inside Rwanda would choose RWF: domestic sales are to be priced and shown in francs.
   */
  @IsIn(CURRENCIES)
  DISPLAY_CURRENCY: Currency = BASE_CURRENCY;

  /** Price of a studio visit, in VISIT_CURRENCY (the old site's test value was 15000 RWF). */
  @IsInt()
  @Min(1)
  VISIT_PRICE = 15000;

  /** Share of every sale set aside for conservation, in percent (0 to 100, at most two decimals); an artwork may have its own. */
  @Matches(PERCENT_FORMAT, { message: 'CONSERVATION_SHARE_PERCENT must be a percentage from 0 to 100 with at most two decimals, for example 10 or 12.5' })
  CONSERVATION_SHARE_PERCENT = '10';

  @IsIn(CURRENCIES)
  VISIT_CURRENCY: Currency = 'RWF';

  /** How long a studio visit's invoice stays open (a pending visit holds its places this long). */
  @IsInt()
  @Min(5)
  INVOICE_EXPIRY_MINUTES = 60;

  /**
   * Signing key of the links visitors reschedule or cancel a studio visit with (32+ characters). Unset: a random
   * key made once and kept in the database (table shared_secret), the same for every instance.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'VISIT_LINK_SECRET must be at least 32 characters long' })
  VISIT_LINK_SECRET?: string;

  /** The reminder of a studio visit goes this many hours before it starts. */
  @IsInt()
  @Min(1)
  @Max(168)
  VISIT_REMINDER_HOURS = 24;

  /** How often due visit reminders are sent (a scheduled job, once per interval across all instances); 0 turns reminders off. */
  @IsInt()
  @Min(0)
  @Max(86_400)
  VISIT_REMINDER_INTERVAL_SECONDS = 300;

  /** An order's first hold on its works (and its invoice's expiry): short, so nobody can keep works off sale. */
  @IsInt()
  @Min(5)
  @Max(120)
  HOLD_MINUTES = 15;

  /** The one extension of a hold, from the moment the buyer opens the payment page. */
  @IsInt()
  @Min(0)
  @Max(120)
  HOLD_EXTENSION_MINUTES = 15;

  /** Orders waiting for payment (holding works) at once, per buyer e-mail. */
  @IsInt()
  @Min(1)
  @Max(1000)
  HOLDS_PER_EMAIL = 3;

  /** Orders waiting for payment (holding works) at once, per buyer phone number (its digits). */
  @IsInt()
  @Min(1)
  @Max(1000)
  HOLDS_PER_PHONE = 3;

  /** Order lines (editions) held at once in orders waiting for payment, per client address (an IPv6 client by its /64). */
  @IsInt()
  @Min(1)
  @Max(10000)
  HOLD_LINES_PER_CLIENT = 20;

  /** Lines (different editions) in one order. */
  @IsInt()
  @Min(1)
  @Max(50)
  ORDER_MAX_LINES = 10;

  /** Units of one edition in one order. */
  @IsInt()
  @Min(1)
  @Max(100)
  ORDER_MAX_QUANTITY = 10;

  /** How long one expiry sweep may run before it leaves the rest to the next (orders get half, visits the rest). */
  @IsInt()
  @Min(1)
  @Max(600)
  SWEEP_TIME_BUDGET_SECONDS = 20;

  /** How often the expiry sweep runs (once across all instances); 0 turns it off. */
  @IsInt()
  @Min(0)
  @Max(3600)
  RESERVATION_SWEEP_INTERVAL_SECONDS = 60;

  /** Page views older than this many days are deleted by the retention job (the dashboard shows at most 366 days). */
  @IsInt()
  @Min(1)
  PAGE_VIEW_RETENTION_DAYS = 366;

  /** Sent and failed mail older than this many days leaves the outbox (with its bodies and addresses); mail still waiting is never deleted. */
  @IsInt()
  @Min(1)
  OUTBOX_RETENTION_DAYS = 90;

  /** How often the retention job deletes what is past its time (once across all instances; 86400: daily at 00:00 UTC); 0 turns it off. */
  @IsInt()
  @Min(0)
  RETENTION_PRUNE_INTERVAL_SECONDS = 86_400;

  /** Shown on the contact page; unset hides the phone line. */
  @IsOptional()
  @IsString()
  @MinLength(5)
  STUDIO_PHONE?: string;

  @IsString()
  @MinLength(3)
  STUDIO_ADDRESS = 'Musanze, Rwanda';

  /** When a pickup order can be collected at the studio (issue 24): stated with STUDIO_ADDRESS in the buyer's mails. */
  @IsString()
  @MinLength(3)
  STUDIO_PICKUP_HOURS = 'Tuesday to Sunday, 10:00 to 17:00 (Kigali time)';

  /** The map link of visit mails and the visit page; unset: a map search for STUDIO_ADDRESS. */
  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['https'] })
  STUDIO_MAP_URL?: string;

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
  'SITEMAP_CACHE_SECONDS',
  'SITEMAP_MAX_URLS',
  'GRAPHQL_MAX_COST',
  'GRAPHQL_MAX_FIELDS',
  'VISIT_PRICE',
  'INVOICE_EXPIRY_MINUTES',
  'VISIT_REMINDER_HOURS',
  'VISIT_REMINDER_INTERVAL_SECONDS',
  'HOLD_MINUTES',
  'HOLD_EXTENSION_MINUTES',
  'HOLDS_PER_EMAIL',
  'HOLDS_PER_PHONE',
  'HOLD_LINES_PER_CLIENT',
  'ORDER_MAX_LINES',
  'ORDER_MAX_QUANTITY',
  'SWEEP_TIME_BUDGET_SECONDS',
  'RESERVATION_SWEEP_INTERVAL_SECONDS',
  'PAGE_VIEW_RETENTION_DAYS',
  'OUTBOX_RETENTION_DAYS',
  'RETENTION_PRUNE_INTERVAL_SECONDS',
  'MAIL_WORKER_INTERVAL_SECONDS',
  'MAIL_MAX_ATTEMPTS',
  'MAIL_RETRY_BASE_SECONDS',
  'PORT',
  'LOGIN_THROTTLE_LIMIT',
  'LOGIN_THROTTLE_CLIENT_LIMIT',
  'LOGIN_THROTTLE_TTL_SECONDS',
  'UPLOAD_MAX_BYTES',
  'CACHE_MAX_BYTES',
  'CACHE_MAX_AGE_SECONDS',
  'CACHE_LISTENER_HEARTBEAT_SECONDS',
  'UPLOAD_MAX_PIXELS',
  'REFERENCE_IMAGE_MAX_PIXELS',
  'IMAGE_CONCURRENCY',
  'IMAGE_QUEUE_MAX_WAITING',
  'JOBS_POLL_INTERVAL_SECONDS',
  'IMAGE_AVIF_TIME_LIMIT_SECONDS',
  'S3_TIMEOUT_SECONDS',
  'DATABASE_STATEMENT_TIMEOUT_SECONDS',
  'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS',
  'JOBS_MAINTENANCE_INTERVAL_SECONDS',
  'PASSWORD_RESET_LIMIT',
  'PASSWORD_RESET_CLIENT_LIMIT',
  'PASSWORD_RESET_TTL_SECONDS',
  'AUDIT_RETENTION_DAYS',
];

/** ConfigModule `validate` hook: parses, applies defaults, and fails with the names of bad variables. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(new Environment()).concat([
    'PUBLIC_URL',
    'DATABASE_URL',
    'JWT_SECRET',
    'UNSUBSCRIBE_SECRET',
    'VISIT_LINK_SECRET',
    'STUDIO_MAP_URL',
    'ENCRYPTION_KEY',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'SEED_DEMO',
    'STUDIO_PHONE',
    'SMTP_URL',
    'IREMBOPAY_BASE_URL',
    'IREMBOPAY_SECRET_KEY',
    'IREMBOPAY_ACCOUNT_ID',
    'IREMBOPAY_PAYMENT_ACCOUNT_RWF',
    'IREMBOPAY_PAYMENT_ACCOUNT_USD',
    'IREMBOPAY_VISIT_ACCOUNT_ID',
    'PAYMENTS_SANDBOX',
    'SOCIAL_INSTAGRAM',
    'SOCIAL_FACEBOOK',
    'SOCIAL_X',
    'SOCIAL_LINKEDIN',
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'REDIS_URL',
  ])) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    input[key] = NUMBERS.includes(key as keyof Environment) && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
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
  if (env.IREMBOPAY_BASE_URL && !isSafePaymentEndpoint(env.IREMBOPAY_BASE_URL)) {
    throw new Error(
      `Invalid configuration:\n  IREMBOPAY_BASE_URL=${JSON.stringify(env.IREMBOPAY_BASE_URL)}: must start with https:// ` +
        '(the merchant secret key travels in every request); plain http is allowed only to this machine (localhost, 127.0.0.1, ::1)',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) && !env.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET is needed when S3_ENDPOINT or S3 credentials are set');
  }
  const sold = env.SHOP_CURRENCIES;
  if (!sold.includes(BASE_CURRENCY)) {
    throw new Error(
      `Invalid configuration:\n  SHOP_CURRENCIES=${JSON.stringify(raw['SHOP_CURRENCIES'])}: must include ${BASE_CURRENCY} (the legacy contract's prices are in dollars)`,
    );
  }
  for (const key of ['SHOP_CURRENCY', 'VISIT_CURRENCY', 'DISPLAY_CURRENCY'] as const) {
    if (!sold.includes(env[key])) {
      throw new Error(`Invalid configuration:\n  ${key}=${env[key]}: not one of SHOP_CURRENCIES (${sold.join(',')}); add it there or choose one of them`);
    }
  }
  env.SHOP_CURRENCIES = CURRENCIES.filter((c) => sold.includes(c));
  env.S3_FORCE_PATH_STYLE ??= Boolean(env.S3_ENDPOINT);
  env.DATA_DIR = resolve(env.DATA_DIR);
  env.PUBLIC_URL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return env;
}

/**
 * The payment service is reached over TLS: the merchant secret key is a header of every request. Plain
 * http only to a loopback address (a test double or a local TLS-terminating relay), which never crosses a network.
 */
function isSafePaymentEndpoint(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return protocol === 'http:' && (hostname === 'localhost' || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]');
}

/** Settings that start but are almost certainly wrong for a real shop: printed loudly at start. */
export function environmentWarnings(raw: Record<string, unknown>, env: Environment): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && (raw['PUBLIC_URL'] === undefined || raw['PUBLIC_URL'] === '')) {
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails, the sitemap, canonical links and payment return addresses will point to ${env.PUBLIC_URL}. ` +
        'Set PUBLIC_URL to the address visitors use (for example https://sawa-art.studio).',
    );
  }
  if (env.PASSWORD_HASH_COST === 'test') {
    warnings.push('PASSWORD_HASH_COST=test: new password hashes are cheap to guess (1 MiB, 1 pass). For the test suite only; unset it on a real shop.');
  }
  return warnings;
}
