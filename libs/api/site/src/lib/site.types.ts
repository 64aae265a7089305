import { Extensions, Field, ObjectType } from '@nestjs/graphql';
import { LIST_SIZE } from '@sawa/api/graphql';
import { CURRENCIES } from '@sawa/shared/domain';

@ObjectType({ description: 'A social profile of the studio; only configured ones are listed.' })
export class SocialLink {
  @Field({ description: 'instagram, facebook, x or linkedin' })
  network: string;

  @Field()
  url: string;
}

@ObjectType({ description: 'How to reach the studio (configured by STUDIO_* and SOCIAL_* variables).' })
export class SiteSettings {
  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field()
  address: string;

  @Field({ description: 'A map of where the studio is (STUDIO_MAP_URL, else a map search for the address)' })
  mapUrl: string;

  @Field({ description: 'Public origin of the site, e.g. https://sawa.example' })
  url: string;

  @Field(() => [SocialLink])
  social: SocialLink[];

  @Field({ description: 'The currency of catalogue prices and orders (SHOP_CURRENCY), e.g. USD' })
  shopCurrency: string;

  @Field(() => [String], { description: 'The currencies the shop sells in (SHOP_CURRENCIES), USD first: the currency chooser offers them' })
  @Extensions({ [LIST_SIZE]: CURRENCIES.length })
  currencies: string[];

  @Field({ description: 'The currency prices are shown in until a visitor chooses one (DISPLAY_CURRENCY), e.g. USD' })
  displayCurrency: string;

  @Field({
    description:
      "True while visitors' payments go to the built-in sandbox (a demo shop, or PAYMENTS_SANDBOX=true): every public page then says 'Demo shop: payments are simulated, nothing is charged'.",
  })
  paymentsSimulated: boolean;

  @Field({
    description:
      'False when no payments are taken online (no IremboPay account and no sandbox): checkout and Book Now then say so before their forms and send the details to the studio as an enquiry.',
  })
  paymentsAvailable: boolean;
}
