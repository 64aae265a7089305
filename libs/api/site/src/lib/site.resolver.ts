import { ConfigService } from '@nestjs/config';
import { Query, Resolver } from '@nestjs/graphql';
import { Environment } from '@sawa/api/common';
import { STUDIO } from '@sawa/shared/domain';
import { SiteSettings } from './site.types';

const NETWORKS = [
  ['instagram', 'SOCIAL_INSTAGRAM'],
  ['facebook', 'SOCIAL_FACEBOOK'],
  ['x', 'SOCIAL_X'],
  ['linkedin', 'SOCIAL_LINKEDIN'],
] as const;

@Resolver(() => SiteSettings)
export class SiteResolver {
  constructor(private readonly config: ConfigService<Environment, true>) {}

  @Query(() => SiteSettings, { description: "The studio's contact details and social profiles." })
  site(): SiteSettings {
    return {
      name: STUDIO.name,
      email: this.config.get('STUDIO_EMAIL', { infer: true }),
      phone: this.config.get('STUDIO_PHONE', { infer: true }) ?? null,
      address: this.config.get('STUDIO_ADDRESS', { infer: true }),
      url: this.config.get('PUBLIC_URL', { infer: true }) as string,
      social: NETWORKS.flatMap(([network, key]) => {
        const url = this.config.get(key, { infer: true });
        return url ? [{ network, url }] : [];
      }),
    };
  }
}
