import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Min, ValidateBy, ValidationOptions } from 'class-validator';
import { ATTRIBUTE_MESSAGES, isArtworkYear, isDimension, isMoney, isWebAddress, PHONE_PATTERN } from '@sawa/shared/domain';
import { BlankAsNull, Trimmed } from '../http/form-fields';
import { IsEmailAddress, MaxChars } from './text-validators';

/**
 * The rules an input contract's fields are made of, one decorator per kind of field, so a rule and
 * its message are written once for every contract (REST body and GraphQL input alike). Messages
 * start with the field's name (`$property`), which is how the REST edge renames them to a legacy
 * field name.
 */

/** Text that must be there: trimmed, so blank is refused as missing; at most `max` characters. */
export const RequiredText = (max: number) =>
  applyDecorators(Trimmed(), IsString({ message: '$property is required' }), IsNotEmpty({ message: '$property is required' }), MaxChars(max));

/** Text that may be left out: trimmed; blank means "not set" (null). */
export const OptionalText = (max: number) => applyDecorators(BlankAsNull(), IsOptional(), IsString({ message: '$property must be text' }), MaxChars(max));

/** A full http(s) address (`isWebAddress`); blank means "not set" (null), which clears a stored link. */
export const OptionalWebAddress = (max: number) =>
  applyDecorators(
    BlankAsNull(),
    IsOptional(),
    ValidateBy({
      name: 'isWebAddress',
      validator: {
        validate: (value) => isWebAddress(value),
        defaultMessage: (args) => `${args?.property} must be a full URL, for example https://example.com/name`,
      },
    }),
    MaxChars(max),
  );

/** The id of a row the input points at (`what`: "category", "artist"). Whether it exists is the service's to say. */
export const ReferenceId = (what: string, options?: ValidationOptions) =>
  applyDecorators(Trimmed(), IsUUID('all', { message: `$property must be the id of ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}`, ...options }));

/** An optional reference: blank means "not set" (null). */
export const OptionalReferenceId = (what: string) => applyDecorators(BlankAsNull(), IsOptional(), ReferenceId(what));

/** A whole number of at least `min`. */
export const WholeNumber = (min: number) =>
  applyDecorators(
    IsInt({ message: '$property must be a whole number' }),
    Min(min, { message: min === 0 ? '$property must be 0 or more' : `$property must be at least ${min}` }),
  );

/** An amount of money as exact decimal text (`isMoney`: at least 0, at most two decimals). */
export const MoneyAmount = () =>
  ValidateBy({
    name: 'isMoney',
    validator: {
      validate: (value) => typeof value === 'string' && isMoney(value),
      defaultMessage: (args) => `${args?.property} must be an amount of at least 0 with at most two decimals (for example 1200 or 99.50)`,
    },
  });

/** The product's one phone rule (`PHONE_PATTERN`). */
export const PhoneNumber = () => applyDecorators(Trimmed(), Matches(PHONE_PATTERN, { message: '$property must be a valid phone number' }));

/** The product's one e-mail rule (`isEmailAddress`), trimmed. */
export const EmailAddress = (max: number) => applyDecorators(Trimmed(), IsEmailAddress(), MaxChars(max));

/**
 * An upload field of a GraphQL input (graphql-upload gives a promise of the file). Over REST the
 * file travels as a multipart file beside the body, never as a text field: text sent under this
 * name is refused.
 */
export const UploadField = (options?: { each: true }) =>
  applyDecorators(
    IsOptional(),
    ValidateBy(
      {
        name: 'isUpload',
        validator: {
          validate: (value) => typeof (value as { then?: unknown } | null)?.then === 'function',
          defaultMessage: (args) => `${args?.property} must be ${options?.each ? 'files' : 'a file'}`,
        },
      },
      options,
    ),
  );

/** A length in centimetres as exact decimal text, at most one decimal (`isDimension`); null clears it. */
export const Centimetres = () =>
  applyDecorators(
    BlankAsNull(),
    IsOptional(),
    ValidateBy({
      name: 'isDimension',
      validator: { validate: (value) => isDimension(value), defaultMessage: (args) => ATTRIBUTE_MESSAGES.badDimension(args?.property ?? 'value') },
    }),
  );

/** A work's year (`isArtworkYear`: from EARLIEST_YEAR to this year, never the future); null clears it. */
export const ArtworkYear = () =>
  applyDecorators(
    IsOptional(),
    ValidateBy({
      name: 'isArtworkYear',
      validator: {
        validate: (value) => isArtworkYear(value),
        defaultMessage: (args) => ATTRIBUTE_MESSAGES.badYear(args?.property ?? 'value', new Date().getUTCFullYear()),
      },
    }),
  );

/** One of a shared list (`values`), e.g. MEDIA; null clears it. */
export const OneOf = (values: readonly string[], message: (property: string) => string) =>
  applyDecorators(
    BlankAsNull(),
    IsOptional(),
    ValidateBy({
      name: 'isOneOf',
      validator: { validate: (value) => values.includes(value as string), defaultMessage: (args) => message(args?.property ?? 'value') },
    }),
  );
