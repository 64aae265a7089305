import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { OperationTypeNode, type GraphQLResolveInfo } from 'graphql';
import { catchError, concatMap, from, Observable } from 'rxjs';
import { CacheInvalidationService } from './cache-invalidation.service';

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
        from(
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
