import { CURRENCIES } from '@sawa/shared/domain';

/** The sandbox's payment accounts are named like the old site's test account: a name and the account's currency, e.g. SAWA-USD. */
export const SANDBOX_ACCOUNT = new RegExp(`-(${CURRENCIES.join('|')})$`);
