import { ValidateBy, ValidationOptions } from 'class-validator';
import { charCount, isEmailAddress } from '@sawa/shared/domain';

/**
 * At most `max` characters, counted as PostgreSQL counts a `varchar(max)` (code points). Use it
 * instead of class-validator's MaxLength, which does not count variation selectors, so 200 of them
 * would pass a 200 limit and overflow the column.
 */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxChars',
      constraints: [max],
      validator: {
        validate: (value) => typeof value !== 'string' || charCount(value) <= max,
        defaultMessage: (args) => `${args?.property} must be shorter than or equal to ${max} characters`,
      },
    },
    options,
  );
}

/** The product's one e-mail rule (`isEmailAddress` in @sawa/shared/domain). */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value) => isEmailAddress(value),
        defaultMessage: (args) => `${args?.property} must be a valid e-mail address`,
      },
    },
    options,
  );
}
