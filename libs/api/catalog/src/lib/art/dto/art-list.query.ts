import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '@sawa/shared/domain';
import { ToInteger } from './art-form.fields';

/** GET /api/v1/art filters. Without page/limit the whole list is returned, as legacy clients expect. */
export class ArtListQuery {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'categories must be a category id' })
  categories?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'collections must be a collection id' })
  collections?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'artists must be an artist id' })
  artists?: string;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;
}

export class RecentQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 8 })
  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(50)
  limit?: number;
}
