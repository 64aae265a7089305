import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';
import type { ArtistInput } from '../artist.input';
import { ArtistLinksDto } from './artist-form.fields';

/** Multipart text fields of POST /api/v1/artist (the image travels as the `image` file). */
export class CreateArtistDto extends ArtistLinksDto implements ArtistInput {
  @Trimmed()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;

  @Trimmed()
  @IsString({ message: 'description is required' })
  @IsNotEmpty({ message: 'description is required' })
  description: string;
}
