import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';

/**
 * Services throw Nest's HTTP exceptions; the REST filter turns them into the legacy
 * envelope and the GraphQL layer into error codes, so an error is described once.
 */
export function notFound(what: string, id: string): NotFoundException {
  return new NotFoundException(`No ${what} found with id ${id}`);
}

export function conflict(message: string): ConflictException {
  return new ConflictException(message);
}

export function badInput(message: string): BadRequestException {
  return new BadRequestException(message);
}
