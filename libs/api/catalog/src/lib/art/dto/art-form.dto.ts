import { IsOptional } from 'class-validator';
import { WholeNumber } from '@sawa/api/common';
import { CreateArtworkInput, UpdateArtworkInput } from '../art.input';

/**
 * The REST art form (`POST /api/v1/art`, `PATCH /api/v1/art/{id}`): the artwork contract, read under
 * its legacy names (ART_LEGACY), plus the legacy `quantity` that only REST has (SPEC §7): units for
 * sale over the editions with a limit, required on create (see applyLegacyQuantity).
 */
export class CreateArtDto extends CreateArtworkInput {
  @WholeNumber(0)
  quantity: number;
}

export class UpdateArtDto extends UpdateArtworkInput {
  @IsOptional()
  @WholeNumber(0)
  quantity?: number;
}
