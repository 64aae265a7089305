import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';

/** Multipart text fields of PATCH /api/v1/collection/:id; `categories` only when the category changes. */
export class UpdateCollectionDto {
  @Trimmed()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200)
  name?: string;

  @Trimmed()
  @IsOptional()
  @IsUUID('all', { message: 'categories must be the id of a category' })
  categories?: string;
}
