import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { LegacyListQuery } from '@sawa/api/common';

/** Query of GET /api/v1/collection: a category filter, and the legacy lists' `page` and `limit`. */
export class CollectionListQueryDto extends LegacyListQuery {
  @ApiPropertyOptional({ description: 'Only the collections of this category (id).', format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'categories must be the id of a category' })
  categories?: string;
}
