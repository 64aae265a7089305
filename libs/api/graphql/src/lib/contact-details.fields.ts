import { Field, InputType } from '@nestjs/graphql';
import { EmailAddress, PhoneNumber, RequiredText } from '@sawa/api/common';
import { CONTACT_LIMITS } from '@sawa/shared/domain';

/**
 * The contact block of the inputs that carry one (checkout, commission request): name, e-mail,
 * phone and country, each required, with the product's one e-mail and phone rules. An input
 * contract extends it; GraphQL lists the fields in each input that does.
 */
@InputType({ isAbstract: true })
export abstract class ContactDetailsFields {
  @Field()
  @RequiredText(CONTACT_LIMITS.name)
  name: string;

  @Field()
  @EmailAddress(CONTACT_LIMITS.email)
  email: string;

  @Field()
  @PhoneNumber()
  phone: string;

  @Field()
  @RequiredText(CONTACT_LIMITS.country)
  country: string;
}
