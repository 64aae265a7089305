import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isMoney } from '@sawa/shared/domain';

@ValidatorConstraint({ name: 'money' })
class IsMoneyConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isMoney(value);
  }
  defaultMessage(): string {
    return 'price must be an amount of at least 0 with at most two decimals (for example 1200 or 99.50)';
  }
}

/** One edition row. The price may arrive as a JSON number or a string; it is kept as the exact decimal text. */
export class EditionDto {
  @ApiProperty({ example: 'Original Art Work' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'editionType is required' })
  @IsNotEmpty({ message: 'editionType is required' })
  @MaxLength(100)
  editionType: string;

  @ApiProperty({ example: 1200.5, description: 'At least 0, at most two decimals' })
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value))
  @Validate(IsMoneyConstraint)
  price: string;
}
