import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';
import type { CategoryInput } from '../category.input';

/** Multipart text fields of POST /api/v1/category (the image travels as the `image` file). */
export class CreateCategoryDto implements CategoryInput {
  @Trimmed()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;
}
