import { Provider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { AuthSettings } from '@sawa/api/auth';
import { Environment } from '@sawa/api/common';
import { sharedSecret } from '@sawa/api/database';

/**
 * The keys of one-click unsubscribe links. `current` signs and checks every link: UNSUBSCRIBE_SECRET, or
 * a key made once and shared by every instance through the database, never the admin tokens' key, so
 * rotating JWT_SECRET leaves every sent link working. `legacy` is the admin tokens' key, which signed the
 * links of versions before this one: it is accepted only for the subscribers of that time (see
 * `NewsletterSubscriber.legacyUnsubscribeLink`), and only as long as that key is unchanged.
 */
export class UnsubscribeKeys {
  constructor(
    readonly current: string,
    readonly legacy: string,
  ) {}
}

export const unsubscribeKeys: Provider = {
  provide: UnsubscribeKeys,
  inject: [ConfigService, DataSource, AuthSettings],
  useFactory: async (config: ConfigService<Environment, true>, dataSource: DataSource, auth: AuthSettings) =>
    new UnsubscribeKeys(config.get('UNSUBSCRIBE_SECRET', { infer: true }) ?? (await sharedSecret(dataSource, 'unsubscribe')), auth.secret),
};
