import { ArgsType, Extensions, Field, Int, ObjectType } from '@nestjs/graphql';
import { Type } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '@sawa/shared/domain';
import { LIST_SIZE } from './query-cost';

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: '1-based page number' })
  @IsInt()
  @Min(1)
  page = 1;

  @Field(() => Int, { defaultValue: 10, description: `Items per page, at most ${MAX_PAGE_SIZE}` })
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize = 10;
}

export interface PaginatedShape<T> {
  items: T[];
  totalItems: number;
  page: number;
  pageSize: number;
}

/** `{items, totalItems, page, pageSize}` for a list type, named `${name}List`. */
export function Paginated<T>(item: Type<T>, name: string): Type<PaginatedShape<T>> {
  @ObjectType(`${name}List`, { isAbstract: false })
  class PaginatedList implements PaginatedShape<T> {
    // Counted once here: the paged field that returns this list multiplies by its pageSize.
    @Field(() => [item])
    @Extensions({ [LIST_SIZE]: 1 })
    items: T[];

    @Field(() => Int)
    totalItems: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;
  }
  return PaginatedList;
}
