import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { actingAs } from '@sawa/api/audit';
import { staffName } from '../auth.service';
import { requestOf } from '../jwt-auth.guard';

/**
 * Runs a signed-in request's handler as its staff member (`actingAs`), so every audit entry its
 * services write names them without being told. Global, after the access guard; `next.handle()` is
 * bound to the async context it is called in, which carries the actor into the handler.
 */
@Injectable()
export class ActorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const admin = requestOf(context)?.user;
    if (!admin) return next.handle();
    return actingAs({ kind: 'staff', id: admin.id, name: staffName(admin) }, () => next.handle());
  }
}
