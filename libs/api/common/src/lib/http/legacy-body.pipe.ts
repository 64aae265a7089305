import { ArgumentMetadata, createParamDecorator, ExecutionContext, Injectable, PipeTransform, Type } from '@nestjs/common';
import type { Request } from 'express';
import { createValidationPipe, FieldNames } from './validation.pipe';

/**
 * How a legacy REST body maps onto an input contract: `fields` gives the legacy name of each clean
 * field that REST names differently (collection `categories` for `categoryId`); `decode` turns
 * multipart text into the contract's values (a JSON list, a whole number) under the clean names.
 */
export interface LegacyFields {
  /** clean name -> legacy name */
  fields: FieldNames;
  decode?: (body: Record<string, unknown>) => Record<string, unknown>;
}

/** The clean-named body: legacy names replaced by the contract's, other fields as sent. */
export function fromLegacyNames(body: Record<string, unknown>, legacy: LegacyFields): Record<string, unknown> {
  const clean = Object.fromEntries(Object.entries(legacy.fields).map(([cleanName, legacyName]) => [legacyName, cleanName]));
  // A clean name that REST spells otherwise is not a REST field: it is set aside, and the contract drops it as unknown.
  const renamed = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [clean[key] ?? (key in legacy.fields ? `not-a-rest-field:${key}` : key), value]),
  );
  return legacy.decode ? legacy.decode(renamed) : renamed;
}

/**
 * The REST edge of an input contract: the body's legacy field names become the contract's clean
 * ones, then the contract validates and transforms it exactly as it does a GraphQL input, so both
 * doors accept and refuse the same values with the same messages, each naming the field as its
 * door does. Used through `@LegacyBody(Contract, LEGACY_FIELDS)`.
 */
@Injectable()
export class LegacyBodyPipe<T extends object> implements PipeTransform<unknown, Promise<T>> {
  private readonly validation;

  constructor(
    private readonly contract: Type<T>,
    private readonly legacy: LegacyFields,
  ) {
    this.validation = createValidationPipe(legacy.fields);
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<T> {
    const body = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return (await this.validation.transform(fromLegacyNames(body, this.legacy), { ...metadata, type: 'body', metatype: this.contract })) as T;
  }
}

const requestBody = createParamDecorator((_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().body as unknown);

/**
 * A REST handler's body, read under its legacy names into the input contract (`LegacyBodyPipe`):
 * `@LegacyBody(CreateCollectionInput, COLLECTION_LEGACY) body: CreateCollectionInput`. The global
 * pipe leaves this parameter to it (a custom parameter), which validates it the one way.
 */
export const LegacyBody = <T extends object>(contract: Type<T>, legacy: LegacyFields): ParameterDecorator =>
  requestBody(undefined, new LegacyBodyPipe(contract, legacy));
