import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Access, ACCESS_METADATA } from '@sawa/api/common';
import { permissionDenied, permissionsOf, SIGNED_IN, STAFF_MESSAGES } from '@sawa/shared/domain';
import { JwtAuthGuard, requestOf } from '../jwt-auth.guard';
import { TwoStepPolicy } from './two-step-policy';

/** The refusal of an operation that declares no access rule: a programming error, refused rather than let through. */
export const UNDECLARED_ACCESS = 'This operation declares no access rule, so it is refused.';

/**
 * The one access check of both doors, global (every REST route and every GraphQL query and mutation),
 * before any pipe or handler runs, so a refused call writes nothing:
 * - `@Public()`: anyone;
 * - `@Allow(rule)`: a valid session (else 401 / UNAUTHENTICATED), then, unless the rule is SIGNED_IN,
 *   the permission among the union of the account's roles (else 403 / FORBIDDEN 'You do not have
 *   permission to …'); an account that must set up two-step sign-in first gets only SIGNED_IN operations;
 * - neither: refused (denied by default).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: JwtAuthGuard,
    private readonly twoStep: TwoStepPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // The handler's own declaration only: a class-wide one would let a new method in silently.
    const access = this.reflector.get<Access | undefined>(ACCESS_METADATA, context.getHandler());
    if (!access) throw new ForbiddenException(UNDECLARED_ACCESS);
    if ('public' in access) return true;
    await this.sessions.canActivate(context);
    const admin = requestOf(context).user!;
    if (access.rule === SIGNED_IN) return true;
    if (await this.twoStep.mustEnrol(admin)) throw new ForbiddenException(STAFF_MESSAGES.enrolFirst);
    if (!permissionsOf(admin.roles).includes(access.rule)) throw new ForbiddenException(permissionDenied(access.rule));
    return true;
  }
}
