import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Min, Validate, ValidateIf, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS, isMoney } from '@sawa/shared/domain';

@ValidatorConstraint({ name: 'money' })
class IsMoneyConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isMoney(value);
  }
  defaultMessage(): string {
    return 'price must be an amount of at least 0 with at most two decimals (for example 1200 or 99.50)';
  }
}

/**
 * One edition row. The price may arrive as a JSON number or a string; it is kept as the exact decimal text.
 * Rows are matched to the artwork's editions by `_id` when sent, else by editionType (see edition-plan.ts).
 */
export class EditionDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The edition this row edits (optional: without it the row is matched by editionType)' })
  @IsOptional()
  @IsUUID('all', { message: 'editions._id must be an edition id' })
  _id?: string;

  @ApiProperty({ example: 'Original Art Work' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'editionType is required' })
  @IsNotEmpty({ message: 'editionType is required' })
  @MaxChars(FIELD_LIMITS.artwork.editionType)
  editionType: string;

  @ApiProperty({ example: 1200.5, description: 'At least 0, at most two decimals' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value))
  @Validate(IsMoneyConstraint)
  price: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    description: 'A limited print\'s edition size; null: an open edition; left out: unchanged (a new print is an open edition unless `quantity` limits it). An Original Art Work is always 1.',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'editions.editionSize must be a whole number' })
  @Min(1, { message: 'editions.editionSize must be at least 1' })
  editionSize?: number | null;
}
