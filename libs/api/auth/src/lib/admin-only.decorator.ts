import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from './jwt-auth.guard';

/** Marks a REST route (or controller) as admin-only: a valid bearer token, else 401. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(JwtAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or revoked token: `{status: "fail", message}`' }),
  );

/** The signed-in admin of an @AdminOnly() route. */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest().user);

/** The claims of the token used on an @AdminOnly() route (for logout). */
export const CurrentClaims = createParamDecorator((_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest().authClaims);
