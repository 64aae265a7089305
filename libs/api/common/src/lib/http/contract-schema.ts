import type { Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { FieldNames } from './validation.pipe';

type Schema = Record<string, unknown>;

/** What a field's validators say about it, in OpenAPI words. */
function describeField(rules: { type: string; name?: string; constraints?: unknown[]; each?: boolean }[]): { schema: Schema; required: boolean } {
  const schema: Schema = { type: 'string' };
  for (const rule of rules) {
    const [first] = rule.constraints ?? [];
    if (rule.name === 'maxChars') schema['maxLength'] = first;
    if (rule.name === 'isUuid') schema['format'] = 'uuid';
    if (rule.name === 'isWebAddress') schema['format'] = 'uri';
    if (rule.name === 'isEmailAddress') schema['format'] = 'email';
    if (rule.name === 'isInt') schema['type'] = 'integer';
    if (rule.name === 'min') schema['minimum'] = first;
    if (rule.name === 'isUpload') Object.assign(schema, { format: 'binary', description: 'JPEG, PNG, WebP or AVIF' });
  }
  const uploads = rules.some((rule) => rule.name === 'isUpload' && rule.each);
  return { schema: uploads ? { type: 'array', items: schema } : schema, required: !rules.some((rule) => rule.type === 'conditionalValidation') };
}

/**
 * The OpenAPI schema of a multipart REST body, read from the input contract that validates it (its
 * class-validator rules: required, length, id, URL, e-mail, whole number, file), with each field
 * under its legacy REST name. `extra`: what only REST has (a JSON text field, a legacy count).
 */
export function contractSchema(
  contract: Type<object>,
  options: {
    fields?: FieldNames;
    extra?: Record<string, Schema>;
    omit?: string[];
    /** Files the service requires (REST carries them beside the body, so the service checks them, for both doors). */
    requiredFiles?: string[];
  } = {},
): Schema {
  const rules = getMetadataStorage().getTargetValidationMetadatas(contract, '', true, false);
  const byField = new Map<string, typeof rules>();
  for (const rule of rules) byField.set(rule.propertyName, [...(byField.get(rule.propertyName) ?? []), rule]);
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [field, fieldRules] of byField) {
    if (options.omit?.includes(field)) continue;
    const name = options.fields?.[field] ?? field;
    const described = describeField(fieldRules);
    properties[name] = described.schema;
    if (described.required || options.requiredFiles?.includes(field)) required.push(name);
  }
  Object.assign(properties, options.extra);
  return { type: 'object', ...(required.length ? { required } : {}), properties };
}
