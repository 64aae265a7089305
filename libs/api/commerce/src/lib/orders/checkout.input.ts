import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min, MinLength, ValidateNested } from 'class-validator';
import { IsEmailAddress, MaxChars, Trimmed } from '@sawa/api/common';
import { FIELD_LIMITS, PHONE_PATTERN } from '@sawa/shared/domain';

@InputType('CheckoutLineInput')
export class CheckoutLineInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'artworkId must be an id' })
  artworkId: string;

  @Field(() => ID)
  @IsUUID('all', { message: 'editionId must be an id' })
  editionId: string;

  @Field(() => Int)
  @IsInt()
  @Min(1)
  @Max(100)
  quantity: number;

  @Field({ description: 'The unit price the buyer saw, e.g. "1200.00": a different current price refuses the checkout.' })
  @Matches(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/, { message: 'unitPrice must be an amount such as 1200.00' })
  unitPrice: string;
}

@InputType('CheckoutInput')
export class CheckoutInput {
  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'name is required' })
  @MaxChars(FIELD_LIMITS.checkout.name)
  name: string;

  @Field()
  @Trimmed()
  @IsEmailAddress()
  @MaxChars(FIELD_LIMITS.checkout.email)
  email: string;

  @Field()
  @Trimmed()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number' })
  phone: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'country is required' })
  @MaxChars(FIELD_LIMITS.checkout.country)
  country: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(5, { message: 'shippingAddress is required' })
  @MaxChars(FIELD_LIMITS.checkout.shippingAddress)
  shippingAddress: string;

  @Field({ nullable: true })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxChars(FIELD_LIMITS.checkout.notes)
  notes?: string;

  @Field(() => [CheckoutLineInput])
  @ArrayMinSize(1, { message: 'the cart is empty' })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => CheckoutLineInput)
  lines: CheckoutLineInput[];
}
