import { applyDecorators, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { InjectThrottlerStorage, normalizeIp, SkipThrottle, Throttle, ThrottlerGuard, ThrottlerOptions, type ThrottlerStorage } from '@nestjs/throttler';
import { FIELD_LIMITS, STAFF_LIMITS } from '@sawa/shared/domain';

/** An IPv6 client is its /64: one subscriber's network, inside which addresses are free to rotate. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a limit counts: its address as the trusted proxies report it (`req.ip`, see
 * TRUST_PROXY), IPv4-mapped IPv6 as IPv4, and IPv6 by its /64.
 */
export function clientKey(req: { ip?: string }): string {
  return normalizeIp(req.ip ?? '', IPV6_CLIENT_PREFIX) || 'unknown';
}

/**
 * Marks the request object of an operation the server runs in-process (the server render's GraphQL): it
 * counts against no limit of its own, the page request that caused it was counted at its door. A symbol
 * key: nothing a client sends can set it.
 */
export const IN_PROCESS_REQUEST = Symbol('in-process request');

/** The throttler guard for both doors: REST requests and GraphQL operations (whose request sits in the GraphQL context). */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const { req } = this.getRequestResponse(context) as { req: { [IN_PROCESS_REQUEST]?: boolean } };
    return Promise.resolve(req[IN_PROCESS_REQUEST] === true);
  }

  protected override getRequestResponse(context: ExecutionContext) {
    if (context.getType<GqlContextType>() === 'graphql') {
      const { req } = GqlExecutionContext.create(context).getContext<{ req: { res: unknown } }>();
      return { req, res: req.res } as ReturnType<ThrottlerGuard['getRequestResponse']>;
    }
    return super.getRequestResponse(context);
  }
}

/** The user name a sign-in attempt is for, from either door (REST body, GraphQL arguments), as it will be looked up. */
function attemptedUserName(req: { body?: unknown }, context: ExecutionContext): string {
  const args: unknown = context.getType<GqlContextType>() === 'graphql' ? GqlExecutionContext.create(context).getArgs() : req.body;
  const userName = (args as { userName?: unknown } | undefined)?.userName;
  return typeof userName === 'string' ? userName.slice(0, FIELD_LIMITS.login.userName) : '';
}

/** One count for both doors: an attempt over GraphQL and one over REST draw on the same allowance. */
const sharedKey = (_context: ExecutionContext, tracker: string, name: string) => `${name}:${tracker}`;

/**
 * Sign-in limits. `login`: attempts per client and user name, so guessing at one name, or at a
 * made-up one, never locks out an admin on another address or another name. `login-client`:
 * attempts per client over all names (a larger allowance), against one address trying many names.
 */
export function loginThrottlers(options: { perName: number; perClient: number; ttlMs: number }): ThrottlerOptions[] {
  return [
    {
      name: 'login',
      limit: options.perName,
      ttl: options.ttlMs,
      getTracker: (req, context) => `${clientKey(req)} ${attemptedUserName(req, context)}`,
      generateKey: sharedKey,
    },
    { name: 'login-client', limit: options.perClient, ttl: options.ttlMs, getTracker: (req) => clientKey(req), generateKey: sharedKey },
  ];
}

/** The e-mail address a password reset is asked for, from either door, as it will be looked up. */
function requestedEmail(req: { body?: unknown }, context: ExecutionContext): string {
  const args: unknown = context.getType<GqlContextType>() === 'graphql' ? GqlExecutionContext.create(context).getArgs() : req.body;
  const email = (args as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, STAFF_LIMITS.email) : '';
}

/**
 * Password reset requests. `reset-address`: per e-mail address over all clients, so nobody can flood one
 * person's mailbox from many addresses; `reset-client`: per client over all addresses. Counted in Redis
 * when REDIS_URL is set, so the limits hold across instances.
 */
export function passwordResetThrottlers(options: { perAddress: number; perClient: number; ttlMs: number }): ThrottlerOptions[] {
  return [
    {
      name: 'reset-address',
      limit: options.perAddress,
      ttl: options.ttlMs,
      getTracker: (req, context) => `address ${requestedEmail(req, context)}`,
      generateKey: sharedKey,
    },
    { name: 'reset-client', limit: options.perClient, ttl: options.ttlMs, getTracker: (req) => clientKey(req), generateKey: sharedKey },
  ];
}

/**
 * Public look-ups of an order by its number (its page, the GraphQL `order` query, its payment link), per
 * client, every door counted together: far above what a buyer does (the order page polls every 3 s while
 * it waits for payment, 20 a minute, plus reloads and a second tab), far below what guessing numbers needs.
 */
export const ORDER_LOOKUP_LIMIT = { limit: 120, seconds: 60 } as const;
export const ORDER_LOOKUP_MESSAGE = 'Too many order look-ups from your address. Please wait a minute and try again.';
const ORDER_LOOKUP = 'order-lookup';

export const orderLookupThrottler = (): ThrottlerOptions => ({
  name: ORDER_LOOKUP,
  limit: ORDER_LOOKUP_LIMIT.limit,
  ttl: ORDER_LOOKUP_LIMIT.seconds * 1000,
  generateKey: sharedKey,
});

/** Whether a refusal is the order look-up limit's (its key is the throttler's name and the client). */
export const isOrderLookupKey = (key: string) => key.startsWith(`${ORDER_LOOKUP}:`);

/**
 * The order look-up limit at the page door: `/order/{number}` is rendered in-process, so the request of the
 * page itself is counted here, in the same storage (Redis with REDIS_URL) and under the same key as the
 * GraphQL and REST doors' guard.
 */
@Injectable()
export class OrderLookupLimit {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /** Counts one look-up by this client: 0 when it may go on, else the seconds until it may try again. */
  async hit(req: { ip?: string }): Promise<number> {
    const ttl = ORDER_LOOKUP_LIMIT.seconds * 1000;
    const record = await this.storage.increment(`${ORDER_LOOKUP}:${clientKey(req)}`, ttl, ORDER_LOOKUP_LIMIT.limit, ttl, ORDER_LOOKUP);
    return record.isBlocked ? Math.max(1, record.timeToBlockExpire) : 0;
  }
}

/** Every named throttler; each decorator below turns on its own and skips the others. */
const THROTTLERS = ['login', 'login-client', 'reset-address', 'reset-client', 'public', ORDER_LOOKUP] as const;
const onlyThrottlers = (...names: (typeof THROTTLERS)[number][]) =>
  SkipThrottle(Object.fromEntries(THROTTLERS.filter((name) => !names.includes(name)).map((name) => [name, true])));

/** Sign-in attempts: LOGIN_THROTTLE_LIMIT per client and user name, LOGIN_THROTTLE_CLIENT_LIMIT per client, per LOGIN_THROTTLE_TTL_SECONDS. */
export const LoginRateLimit = () => applyDecorators(onlyThrottlers('login', 'login-client'), UseGuards(RateLimitGuard));

/** Public look-ups of an order by its number: ORDER_LOOKUP_LIMIT per client, all doors together. */
export const OrderLookupRateLimit = () => applyDecorators(onlyThrottlers(ORDER_LOOKUP), UseGuards(RateLimitGuard));

/** Password reset requests: PASSWORD_RESET_LIMIT per address, PASSWORD_RESET_CLIENT_LIMIT per client, per PASSWORD_RESET_TTL_SECONDS. */
export const PasswordResetRateLimit = () => applyDecorators(onlyThrottlers('reset-address', 'reset-client'), UseGuards(RateLimitGuard));

/**
 * Public writes (commission requests, newsletter, page views): at most `limit` per `seconds`
 * per client and per operation; more answer 429 (TOO_MANY_REQUESTS in GraphQL).
 */
export const PublicRateLimit = (limit: number, seconds: number) =>
  applyDecorators(onlyThrottlers('public'), Throttle({ public: { limit, ttl: seconds * 1000 } }), UseGuards(RateLimitGuard));
