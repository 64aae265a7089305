import { ConfigService } from '@nestjs/config';
import { Query, Resolver } from '@nestjs/graphql';
import { Environment, Public } from '@sawa/api/common';
import { ShopModeService } from '@sawa/api/shop';
import { STUDIO, studioMapUrl } from '@sawa/shared/domain';
import { SiteSettings } from './site.types';

const NETWORKS = [
  ['instagram', 'SOCIAL_INSTAGRAM'],
  ['facebook', 'SOCIAL_FACEBOOK'],
  ['x', 'SOCIAL_X'],
  ['linkedin', 'SOCIAL_LINKEDIN'],
] as const;

@Resolver(() => SiteSettings)
export class SiteResolver {
  constructor(
    private readonly config: ConfigService<Environment, true>,
    private readonly shop: ShopModeService,
  ) {}

  @Query(() => SiteSettings, { description: "The studio's contact details and social profiles, and whether payments are simulated (a demo shop)." })
  @Public()
  async site(): Promise<SiteSettings> {
    // Read from the database each time: every instance shows the notice exactly while payments are simulated.
    const payments = await this.shop.refresh();
    return {
      paymentsSimulated: payments === 'sandbox',
      paymentsAvailable: payments !== 'off',
      name: STUDIO.name,
      email: this.config.get('STUDIO_EMAIL', { infer: true }),
      phone: this.config.get('STUDIO_PHONE', { infer: true }) ?? null,
      address: this.config.get('STUDIO_ADDRESS', { infer: true }),
      mapUrl: studioMapUrl(this.config.get('STUDIO_ADDRESS', { infer: true }), this.config.get('STUDIO_MAP_URL', { infer: true })),
      url: this.config.getOrThrow('PUBLIC_URL', { infer: true }),
      shopCurrency: this.config.get('SHOP_CURRENCY', { infer: true }),
      currencies: this.config.get('SHOP_CURRENCIES', { infer: true }),
      displayCurrency: this.config.get('DISPLAY_CURRENCY', { infer: true }),
      social: NETWORKS.flatMap(([network, key]) => {
        const url = this.config.get(key, { infer: true });
        return url ? [{ network, url }] : [];
      }),
    };
  }
}
