import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** Query of GET /api/v1/collection. */
export class CollectionListQueryDto {
  @ApiPropertyOptional({ description: 'Only the collections of this category (id).', format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'categories must be the id of a category' })
  categories?: string;
}
