import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ArtFormFields, editionsValidation, quantityValidation, requiredText } from './art-form.fields';
import { EditionDto } from './edition.dto';

/** Multipart text fields of POST /api/v1/art (files: artImageCover, artImages). */
export class CreateArtDto extends ArtFormFields {
  @ApiProperty({ example: 'SAWA-P-001' })
  @applyDecorators(...requiredText('productCode'))
  productCode: string;

  @ApiProperty()
  @applyDecorators(...requiredText('artDescription'))
  artDescription: string;

  @ApiProperty({ example: '120 x 90 cm' })
  @applyDecorators(...requiredText('artSize'))
  artSize: string;

  @ApiProperty({ example: 'Oil on canvas' })
  @applyDecorators(...requiredText('artMaterial'))
  artMaterial: string;

  @ApiProperty({ example: 1 })
  @applyDecorators(...quantityValidation)
  quantity: number;

  @ApiProperty({ format: 'uuid', description: 'The artist id' })
  @IsUUID('all', { message: 'artists must be an artist id' })
  artists: string;

  @ApiProperty({ type: 'string', description: 'JSON text: [{"editionType":"Original Art Work","price":1200}]' })
  @applyDecorators(...editionsValidation)
  editions: EditionDto[];
}
