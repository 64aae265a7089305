import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      text.startsWith(error.property) ? text.replace(error.property, path) : `${path}: ${text}`,
    );
    return own.concat(flatten(error.children ?? [], path));
  });
}

/** DTO validation for every route: unknown fields are dropped, messages name the field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ')),
  });
}
