import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Extensions, GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { Admin } from '../admin.entity';
import { AuthService, TokenClaims } from '../auth.service';

export const ADMIN_ONLY = 'adminOnly';

interface GqlRequest extends Request {
  user?: Admin;
  authClaims?: TokenClaims;
}

/** Bearer token from the GraphQL request: the same checks as REST (signature, expiry, revocation). */
@Injectable()
export class GqlAdminGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = GqlExecutionContext.create(context).getContext<{ req: GqlRequest }>().req;
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const { admin, claims } = await this.auth.verify(token);
    req.user = admin;
    req.authClaims = claims;
    return true;
  }
}

/**
 * Marks an admin-only query, mutation or field: the guard runs, and the field carries
 * `adminOnly` in its schema extensions so a test can walk the schema and find any gap.
 */
export const AdminOnlyGql = () => applyDecorators(SetMetadata(ADMIN_ONLY, true), Extensions({ adminOnly: true }), UseGuards(GqlAdminGuard));

export const CurrentAdminGql = createParamDecorator(
  (_: unknown, context: ExecutionContext) => GqlExecutionContext.create(context).getContext<{ req: GqlRequest }>().req.user,
);

export const CurrentClaimsGql = createParamDecorator(
  (_: unknown, context: ExecutionContext) => GqlExecutionContext.create(context).getContext<{ req: GqlRequest }>().req.authClaims,
);
