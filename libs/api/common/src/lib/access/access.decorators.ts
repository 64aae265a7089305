import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Extensions } from '@nestjs/graphql';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AccessRule, PERMISSIONS, SIGNED_IN } from '@sawa/shared/domain';

/** Where an operation's access rule is kept (read by the global access guard of @sawa/api/auth). */
export const ACCESS_METADATA = 'sawa:access';

/** An operation's declared access: open to anyone, or a session with one permission (or just a session). */
export type Access = { public: true } | { rule: AccessRule };

/**
 * The one access decorator of an admin operation, on a REST route or a GraphQL query or mutation: the
 * caller needs a valid session (else 401 / UNAUTHENTICATED) holding `rule` (else 403 / FORBIDDEN 'You do
 * not have permission to …'), checked before the handler runs, so nothing is written. `SIGNED_IN` asks
 * for a session only. The GraphQL field also carries `permission` in its schema extensions and the
 * route its bearer auth in OpenAPI, so tests walk both and find any operation without a rule.
 */
export const Allow = (rule: AccessRule) =>
  applyDecorators(
    SetMetadata(ACCESS_METADATA, { rule } satisfies Access),
    Extensions({ permission: rule }),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or revoked token: `{status: "fail", message}`' }),
    ...(rule === SIGNED_IN
      ? []
      : [ApiForbiddenResponse({ description: `Signed in without the permission \`${rule}\` (${PERMISSIONS[rule]}): \`{status: "fail", message}\`` })]),
  );

/**
 * Open to anyone, signed in or not (public pages, checkout, sign-in). Every operation says either this
 * or `@Allow(...)`: the access guard refuses one that says neither (denied by default).
 */
export const Public = () => applyDecorators(SetMetadata(ACCESS_METADATA, { public: true } satisfies Access), Extensions({ public: true }));
