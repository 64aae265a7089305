import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { ArtFormFields, editionsValidation, quantityValidation, requiredText } from './art-form.fields';
import { EditionDto } from './edition.dto';

/** Multipart text fields of PATCH /api/v1/art/:id: what is sent changes, what is left out stays. */
export class UpdateArtDto extends ArtFormFields {
  @ApiPropertyOptional()
  @IsOptional()
  @applyDecorators(...requiredText('productCode', 100))
  productCode?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @applyDecorators(...requiredText('artDescription', 10_000))
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

  @ApiPropertyOptional({ type: 'string', description: 'JSON text; replaces all editions' })
  @IsOptional()
  @applyDecorators(...editionsValidation)
  editions?: EditionDto[];
}
