import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, IsString, IsUUID, Max, Min, MinLength, ValidateNested } from 'class-validator';
import { MaxChars, MoneyAmount, Trimmed } from '@sawa/api/common';
import { ContactDetailsFields } from '@sawa/api/graphql';
import { FIELD_LIMITS } from '@sawa/shared/domain';

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
  @MoneyAmount()
  unitPrice: string;
}

@InputType('CheckoutInput')
export class CheckoutInput extends ContactDetailsFields {
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
