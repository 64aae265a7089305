import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';
import type { ArtistInput } from '../artist.input';
import { ArtistLinksDto } from './artist-form.fields';

/** Multipart text fields of PATCH /api/v1/artist/:id: what is sent changes, what is left out stays. */
export class UpdateArtistDto extends ArtistLinksDto implements Partial<ArtistInput> {
  @Trimmed()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200)
  name?: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'description must not be empty' })
  description?: string;
}
