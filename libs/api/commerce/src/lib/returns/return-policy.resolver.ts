import { Args, Field, InputType, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import { Allow, MaxChars, Public } from '@sawa/api/common';
import { RETURN_POLICY_MAX_LENGTH, ReturnPolicies } from '@sawa/shared/domain';
import { ReturnPolicyService } from './return-policy.service';

@ObjectType('ReturnPolicies', { description: "The studio's return policy per kind of work; an empty text states nothing for that kind." })
export class ReturnPoliciesType {
  @Field() original: string;
  @Field({ description: 'Limited prints (an edition of a set size)' }) limited: string;
  @Field({ description: 'Open prints (no edition size)' }) open: string;
}

/** The return policy texts to change; a kind left out keeps its text, an empty one states nothing. */
@InputType('ReturnPoliciesInput')
export class ReturnPoliciesInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: '$property must be text' })
  @MaxChars(RETURN_POLICY_MAX_LENGTH)
  original?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: '$property must be text' })
  @MaxChars(RETURN_POLICY_MAX_LENGTH)
  limited?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: '$property must be text' })
  @MaxChars(RETURN_POLICY_MAX_LENGTH)
  open?: string;
}

@Resolver(() => ReturnPoliciesType)
export class ReturnPolicyResolver {
  constructor(private readonly service: ReturnPolicyService) {}

  @Query(() => ReturnPoliciesType, { description: "The studio's return policy per kind of work (the product page shows the chosen edition's)." })
  @Public()
  returnPolicies(): Promise<ReturnPolicies> {
    return this.service.policies();
  }

  @Mutation(() => ReturnPoliciesType)
  @Allow('settings.manage')
  updateReturnPolicies(@Args('input') input: ReturnPoliciesInput): Promise<ReturnPolicies> {
    return this.service.update({ original: input.original ?? undefined, limited: input.limited ?? undefined, open: input.open ?? undefined });
  }
}
