import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';
import type { TeamMemberInput } from '../team-member.input';

/** Multipart text fields of POST /api/v1/team (the image travels as the `image` file). */
export class CreateTeamMemberDto implements TeamMemberInput {
  @Trimmed()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;

  @Trimmed()
  @IsString({ message: 'position is required' })
  @IsNotEmpty({ message: 'position is required' })
  @MaxLength(200)
  position: string;
}
