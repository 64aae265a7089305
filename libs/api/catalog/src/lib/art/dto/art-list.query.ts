import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { LegacyListQuery, ToInteger } from '@sawa/api/common';

/** GET /api/v1/art filters, with the legacy lists' `page` and `limit`. */
export class ArtListQuery extends LegacyListQuery {
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
