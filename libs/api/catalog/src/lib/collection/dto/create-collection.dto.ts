import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';

/** Multipart text fields of POST /api/v1/collection (the image travels as the `image` file). */
export class CreateCollectionDto {
  @Trimmed()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;

  /** The legacy field name for the (single) category id. */
  @Trimmed()
  @IsUUID('all', { message: 'categories must be the id of a category' })
  categories: string;
}
