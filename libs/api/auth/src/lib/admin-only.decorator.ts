import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { Extensions } from '@nestjs/graphql';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard, requestOf } from './jwt-auth.guard';

/**
 * Marks a REST route or a GraphQL query, mutation or field as admin-only: a valid bearer token, else 401
 * (UNAUTHENTICATED in GraphQL). In GraphQL the field also carries `adminOnly` in its schema extensions,
 * so a test can walk the schema and find any gap; in OpenAPI the route shows its bearer auth.
 */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(JwtAuthGuard),
    Extensions({ adminOnly: true }),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or revoked token: `{status: "fail", message}`' }),
  );

/** The signed-in admin of an @AdminOnly() route or resolver. */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext) => requestOf(context).user);

/** The claims of the token used on an @AdminOnly() route or resolver (for logout). */
export const CurrentClaims = createParamDecorator((_data: unknown, context: ExecutionContext) => requestOf(context).authClaims);
