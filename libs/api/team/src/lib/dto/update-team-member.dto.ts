import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '@sawa/api/common';
import type { TeamMemberInput } from '../team-member.input';

/** Multipart text fields of PATCH /api/v1/team/:id: what is sent changes, what is left out stays. */
export class UpdateTeamMemberDto implements Partial<TeamMemberInput> {
  @Trimmed()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200)
  name?: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'position must not be empty' })
  @MaxLength(200)
  position?: string;
}
