import { ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Min, ValidateNested } from 'class-validator';
import { BlankAsNull, MaxChars, Trimmed } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { EditionDto } from './edition.dto';

/** `editions` travels as JSON text in the multipart form; anything unparsable stays a string and fails validation. */
export const ParseEditions = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map((row: object) => plainToInstance(EditionDto, row)) : value;
    } catch {
      return value;
    }
  });

export const ToInteger = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value));

/** Fields every artwork form may carry; required-ness differs between create and update. */
export class ArtFormFields {
  @ApiPropertyOptional({ example: 'Silverback at Dawn', description: 'Optional; "Untitled" when left out' })
  @Trimmed()
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.artwork.artName)
  artName?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Category id. Exactly one of categories or collections.' })
  @BlankAsNull()
  @IsOptional()
  @IsUUID('all', { message: 'categories must be a category id' })
  categories?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Collection id. Exactly one of categories or collections.' })
  @BlankAsNull()
  @IsOptional()
  @IsUUID('all', { message: 'collections must be a collection id' })
  collections?: string | null;
}

export const editionsValidation = [
  ParseEditions(),
  IsArray({ message: 'editions must be a JSON array such as [{"editionType":"Original Art Work","price":1200}]' }),
  ArrayMinSize(1, { message: 'editions must have at least one edition' }),
  ValidateNested({ each: true }),
  Type(() => EditionDto),
];

export const quantityValidation = [ToInteger(), IsInt({ message: 'quantity must be a whole number' }), Min(0, { message: 'quantity must be 0 or more' })];

export const requiredText = (field: keyof typeof FIELD_LIMITS.artwork) => [
  Trimmed(),
  IsString({ message: `${field} is required` }),
  IsNotEmpty({ message: `${field} is required` }),
  MaxChars(FIELD_LIMITS.artwork[field]),
];
