import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';
import type { CategoryInput } from '../category.input';

/** Multipart text fields of PATCH /api/v1/category/:id. */
export class UpdateCategoryDto implements Partial<CategoryInput> {
  @Trimmed()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200)
  name?: string;
}
