import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { BlankAsNull } from '@sawa/api/common';

const SOCIAL_URL = { protocols: ['http', 'https'], require_protocol: true };

/** The optional social links, shared by the create and update forms. A blank value unsets the link. */
export class ArtistLinksDto {
  @ApiPropertyOptional({ description: 'X (Twitter) handle or link; free text.', example: '@amani_paints' })
  @BlankAsNull()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  x?: string | null;

  @ApiPropertyOptional({ format: 'uri', example: 'https://instagram.com/amani' })
  @BlankAsNull()
  @IsOptional()
  @IsUrl(SOCIAL_URL, { message: 'instagram must be a full URL, for example https://instagram.com/name' })
  @MaxLength(500)
  instagram?: string | null;

  @ApiPropertyOptional({ format: 'uri', example: 'https://linkedin.com/in/amani' })
  @BlankAsNull()
  @IsOptional()
  @IsUrl(SOCIAL_URL, { message: 'linkedin must be a full URL, for example https://linkedin.com/in/name' })
  @MaxLength(500)
  linkedin?: string | null;

  @ApiPropertyOptional({ format: 'uri', example: 'https://facebook.com/amani' })
  @BlankAsNull()
  @IsOptional()
  @IsUrl(SOCIAL_URL, { message: 'facebook must be a full URL, for example https://facebook.com/name' })
  @MaxLength(500)
  facebook?: string | null;
}
