import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { findUnstorableCharacter } from '@sawa/shared/domain';

/** A door's own name for a field of an input contract (the legacy REST names, `LegacyBodyPipe`). */
export type FieldNames = Readonly<Record<string, string>>;

/** Messages naming the field by its path (`editions.0.price`), in the names of the door the input came through. */
function flatten(errors: ValidationError[], names: FieldNames = {}, parent = ''): string[] {
  return errors.flatMap((error) => {
    const name = names[error.property] ?? error.property;
    const path = parent ? `${parent}.${name}` : name;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      text.startsWith(error.property) ? path + text.slice(error.property.length) : `${path}: ${text}`,
    );
    return own.concat(flatten(error.children ?? [], names, path));
  });
}

/** Deeper than this, a request body or argument is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

/** GraphQL's parameter kinds (GqlParamtype): only arguments (3) are client input; root, context and info are not. */
const GRAPHQL_ARGS = 3;

const isClientInput = (metadata: ArgumentMetadata) =>
  metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param' || (metadata.type as unknown) === GRAPHQL_ARGS;

/** Values whose inside is not text from the client: files, uploads (promises), dates. */
const isOpaque = (value: object) =>
  Buffer.isBuffer(value) || ArrayBuffer.isView(value) || value instanceof Date || typeof (value as { then?: unknown }).then === 'function';

const pathOf = (parent: string, key: string | number) => (typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key);

/** Refuses input nested deeper than MAX_INPUT_DEPTH (it would overflow the stack of recursive walkers). */
function assertShallow(value: unknown): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object' || isOpaque(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw new BadRequestException(`The request is nested too deeply (more than ${MAX_INPUT_DEPTH} levels).`);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
}

/**
 * Every string of the input (keys included) must be text the product can store: no NUL (PostgreSQL
 * refuses it, and the client would see a server fault), no lone surrogate, no C0 control character
 * but tab and line breaks. The refusal names the field: `{message, field}`, so REST answers 400
 * `{status: 'fail', message}` and GraphQL BAD_USER_INPUT with `extensions.field`.
 */
export function assertStorableText(value: unknown, root: string): void {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const found = findUnstorableCharacter(current);
      if (found) {
        const field = path || 'input';
        throw new BadRequestException({
          message: `${field} contains ${found.what} (${found.codePoint}) at position ${found.position + 1}; remove it and send again.`,
          field,
        });
      }
    } else if (current !== null && typeof current === 'object' && !isOpaque(current)) {
      const entries = Array.isArray(current) ? current.map((v, i) => [i, v] as const) : Object.entries(current);
      for (const [key, child] of entries) {
        if (typeof key === 'string' && findUnstorableCharacter(key)) {
          throw new BadRequestException({
            message: `${path || 'The request'} has a field name with a character that is not accepted.`,
            field: path || 'input',
          });
        }
        stack.push([child, pathOf(path, key)]);
      }
    }
  }
}

/**
 * The one gate every REST body, query string, route parameter and GraphQL argument passes (REST
 * and GraphQL alike, inline literals and variables alike): too deep is refused, DTOs are validated
 * (unknown fields dropped, messages name the field), then every string of the result, after the
 * DTO's own parsing (JSON text fields such as `editions`), must be storable text.
 */
export class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (!isClientInput(metadata)) return super.transform(value, metadata);
    assertShallow(value);
    const result: unknown = await super.transform(value, metadata);
    // A scalar argument or parameter is named by its key; an object (a body, an input) by its fields' paths.
    assertStorableText(result, result !== null && typeof result === 'object' ? '' : (metadata.data ?? ''));
    return result;
  }
}

/**
 * DTO validation and the storable-text check for every route and resolver. `names`: the door's own
 * names for the contract's fields, used in the messages (the legacy REST edge).
 */
export function createValidationPipe(names?: FieldNames): AppValidationPipe {
  return new AppValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => new BadRequestException([...new Set(flatten(errors, names))].join('; ')),
  });
}
