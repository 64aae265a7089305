import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@sawa/shared/domain';
import { NOT_SIGNED_IN } from './auth.service';

/** 401 with a clear message for anything but a valid, unrevoked admin token. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  /** One place that finds the request, so a GraphQL context can override it. */
  override getRequest(context: ExecutionContext) {
    return context.switchToHttp().getRequest();
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
