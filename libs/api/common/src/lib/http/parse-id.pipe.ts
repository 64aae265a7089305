import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Ids are UUIDs; anything else is a client mistake (400), never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, string> {
  transform(value: unknown): string {
    if (!isId(value)) throw new BadRequestException(`Invalid id: ${String(value)}`);
    return value.toLowerCase();
  }
}
