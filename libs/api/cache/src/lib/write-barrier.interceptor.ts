import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { OperationTypeNode, type GraphQLResolveInfo } from 'graphql';
import { catchError, concatMap, from, Observable, throwError } from 'rxjs';
import { CacheInvalidationService } from './cache-invalidation.service';

/**
 * Refusals made before anything is written: bad input, failed authentication (a forged payment notification's
 * signature), no permission, too large, too many. They never run the barrier: nothing was committed, and an
 * anonymous caller cannot make every instance wait on the database by sending them.
 */
const REFUSED_BEFORE_WRITING: ReadonlySet<number> = new Set([
  HttpStatus.BAD_REQUEST,
  HttpStatus.UNAUTHORIZED,
  HttpStatus.FORBIDDEN,
  HttpStatus.PAYLOAD_TOO_LARGE,
  HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  HttpStatus.UNPROCESSABLE_ENTITY,
  HttpStatus.TOO_MANY_REQUESTS,
]);

/**
 * Before a write answers (a REST call other than GET/HEAD, a GraphQL mutation), this instance's
 * public cache has taken in every change the write committed, whether or not it went through a
 * TypeORM transaction: the caller's next read is never stale.
 */
@Injectable()
export class WriteBarrierInterceptor implements NestInterceptor {
  constructor(private readonly invalidation: CacheInvalidationService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.writes(context)) return next.handle();
    const settled = <T>(value: T) => from(this.invalidation.settle().then(() => value));
    return next.handle().pipe(
      concatMap(settled),
      catchError((error: unknown) =>
        error instanceof HttpException && REFUSED_BEFORE_WRITING.has(error.getStatus())
          ? throwError(() => error)
          : from(
              this.invalidation.settle().then(() => {
                throw error;
              }),
            ),
      ),
    );
  }

  private writes(context: ExecutionContext): boolean {
    if (context.getType<string>() === 'graphql')
      return GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>().operation.operation === OperationTypeNode.MUTATION;
    if (context.getType() === 'http') {
      const method = context.switchToHttp().getRequest<Request>().method;
      return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
    }
    return false;
  }
}
