import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { requestOf } from './jwt-auth.guard';

/** The signed-in account of an `@Allow(...)` route or resolver. */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext) => requestOf(context).user);

/** The claims of the token used on an `@Allow(...)` route or resolver (for logout). */
export const CurrentClaims = createParamDecorator((_data: unknown, context: ExecutionContext) => requestOf(context).authClaims);
