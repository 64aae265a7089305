import { applyDecorators, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';

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

/** Sign-in attempts: LOGIN_THROTTLE_LIMIT per LOGIN_THROTTLE_TTL_SECONDS per client address. */
export const LoginRateLimit = () => applyDecorators(SkipThrottle({ public: true }), UseGuards(RateLimitGuard));

/**
 * Public writes (commission requests, newsletter, page views): at most `limit` per `seconds`
 * per client address and per operation; more answer 429 (TOO_MANY_REQUESTS in GraphQL).
 */
export const PublicRateLimit = (limit: number, seconds: number) =>
  applyDecorators(SkipThrottle({ login: true }), Throttle({ public: { limit, ttl: seconds * 1000 } }), UseGuards(RateLimitGuard));
