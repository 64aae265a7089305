import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Min } from 'class-validator';
import { ArtFormFields, editionsValidation, quantityValidation, requiredText, ToInteger } from './art-form.fields';
import { EditionDto } from './edition.dto';

/** Multipart text fields of PATCH /api/v1/art/:id: what is sent changes, what is left out stays. */
export class UpdateArtDto extends ArtFormFields {
  @ApiPropertyOptional()
  @IsOptional()
  @applyDecorators(...requiredText('productCode'))
  productCode?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @applyDecorators(...requiredText('artDescription'))
  artDescription?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @applyDecorators(...requiredText('artSize'))
  artSize?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @applyDecorators(...requiredText('artMaterial'))
  artMaterial?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @applyDecorators(...quantityValidation)
  quantity?: number;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'artists must be an artist id' })
  artists?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'The version of the artwork the writer loaded (the ETag of GET /api/v1/art/{id}; or send If-Match). Older than the current one: 409.',
  })
  @IsOptional()
  @ToInteger()
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be at least 1' })
  version?: number;

  @ApiPropertyOptional({ type: 'string', description: 'JSON text: the editions from now on; rows keep the edition (and its stock) they match by `_id`, else by editionType' })
  @IsOptional()
  @applyDecorators(...editionsValidation)
  editions?: EditionDto[];
}
