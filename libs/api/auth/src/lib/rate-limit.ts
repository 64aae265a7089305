import { applyDecorators, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { normalizeIp, SkipThrottle, Throttle, ThrottlerGuard, ThrottlerOptions } from '@nestjs/throttler';
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

/** The throttler guard for both doors: REST requests and GraphQL operations (whose request sits in the GraphQL context). */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
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

/** Every named throttler; each decorator below turns on its own and skips the others. */
const THROTTLERS = ['login', 'login-client', 'reset-address', 'reset-client', 'public'] as const;
const onlyThrottlers = (...names: (typeof THROTTLERS)[number][]) =>
  SkipThrottle(Object.fromEntries(THROTTLERS.filter((name) => !names.includes(name)).map((name) => [name, true])));

/** Sign-in attempts: LOGIN_THROTTLE_LIMIT per client and user name, LOGIN_THROTTLE_CLIENT_LIMIT per client, per LOGIN_THROTTLE_TTL_SECONDS. */
export const LoginRateLimit = () => applyDecorators(onlyThrottlers('login', 'login-client'), UseGuards(RateLimitGuard));

/** Password reset requests: PASSWORD_RESET_LIMIT per address, PASSWORD_RESET_CLIENT_LIMIT per client, per PASSWORD_RESET_TTL_SECONDS. */
export const PasswordResetRateLimit = () => applyDecorators(onlyThrottlers('reset-address', 'reset-client'), UseGuards(RateLimitGuard));

/**
 * Public writes (commission requests, newsletter, page views): at most `limit` per `seconds`
 * per client and per operation; more answer 429 (TOO_MANY_REQUESTS in GraphQL).
 */
export const PublicRateLimit = (limit: number, seconds: number) =>
  applyDecorators(onlyThrottlers('public'), Throttle({ public: { limit, ttl: seconds * 1000 } }), UseGuards(RateLimitGuard));
