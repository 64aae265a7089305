import { Args, ArgsType, Field, Int, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { Allow, EmailAddress, PhoneNumber } from '@sawa/api/common';
import { EMAIL_MAX_LENGTH } from '@sawa/shared/domain';
import { CustomerErasure, CustomerErasureService } from './customer-erasure.service';

@ArgsType()
class EraseCustomerArgs {
  @Field(() => String, { nullable: true, description: "The customer's e-mail address, as they gave it in their orders, visits, requests or sign-up" })
  @IsOptional()
  @EmailAddress(EMAIL_MAX_LENGTH)
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The customer's phone number, in any usual form ('+250 788 123 456' and '0788 123 456' are one number): finds their studio visits, which may hold a phone and no e-mail",
  })
  @IsOptional()
  @PhoneNumber()
  phone?: string | null;
}

@ObjectType('CustomerErasure', { description: "What erasing a customer's data did" })
class CustomerErasureType implements CustomerErasure {
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Int, { description: 'Orders kept as money records, with the name, e-mail, phone and shipping address erased' }) ordersAnonymised: number;
  @Field(() => Int, { description: 'Studio visits kept as money records, with the name, e-mail and phone erased' }) visitsAnonymised: number;
  @Field(() => Int) commissionRequestsDeleted: number;
  @Field(() => Int) subscriptionsDeleted: number;
  @Field(() => Int, { description: 'Mail to or from the address deleted from the outbox' }) messagesDeleted: number;
}

@Resolver()
export class CustomerErasureResolver {
  constructor(private readonly erasure: CustomerErasureService) {}

  @Mutation(() => CustomerErasureType, {
    description:
      "Erase a customer's data on request, by e-mail address and/or phone number (the phone finds studio visits): orders and studio visits keep their money records with the contact details erased; " +
      'commission requests, the newsletter subscription and all mail to or from the address are deleted. CONFLICT while an order or visit still needs the contact details.',
  })
  @Allow('privacy.erase')
  eraseCustomerData(@Args() { email, phone }: EraseCustomerArgs): Promise<CustomerErasure> {
    return this.erasure.erase({ email, phone });
  }
}
