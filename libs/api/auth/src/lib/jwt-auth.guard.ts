import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { MESSAGES } from '@sawa/shared/domain';
import type { Admin } from './admin.entity';
import { NOT_SIGNED_IN, type TokenClaims } from './auth.service';

/** A request that passed the guard: the admin, and the claims of the token it used. */
export interface AdminRequest extends Request {
  user?: Admin;
  authClaims?: TokenClaims;
}

/** The HTTP request behind a REST call or a GraphQL operation (whose context holds it as `req`). */
export function requestOf(context: ExecutionContext): AdminRequest {
  return context.getType<GqlContextType>() === 'graphql'
    ? GqlExecutionContext.create(context).getContext<{ req: AdminRequest }>().req
    : context.switchToHttp().getRequest<AdminRequest>();
}

/**
 * The one admin guard of both doors (passport-jwt, see JwtStrategy). Anything but a valid, unrevoked
 * admin token is a 401 with a clear message: REST `{status: "fail", message}`, GraphQL UNAUTHENTICATED.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override getRequest(context: ExecutionContext): AdminRequest {
    return requestOf(context);
  }

  override handleRequest<T>(error: unknown, admin: T, info: unknown): T {
    if (error instanceof UnauthorizedException) throw error;
    if (error || !admin) {
      const expired = (info as Error | undefined)?.name === 'TokenExpiredError';
      throw new UnauthorizedException(expired ? MESSAGES.login.sessionExpired : NOT_SIGNED_IN);
    }
    return admin;
  }
}
