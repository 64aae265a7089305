import { isPhoneNumber, phoneMatchKey } from './phone';

/**
 * Mobile money in Rwanda, as IremboPay takes it: a payment request pushed to the payer's phone, which
 * they approve with their PIN. IremboPay pushes only for invoices in Rwandan francs, and only to a
 * number of the network chosen (MTN: 078 and 079; Airtel: 072 and 073).
 */
export const MOBILE_MONEY_CURRENCY = 'RWF';

/** IremboPay's provider codes, with the names payers know them by. */
export const MOBILE_MONEY_PROVIDERS = { MTN: 'MTN MoMo', AIRTEL: 'Airtel Money' } as const;
export type MobileMoneyProvider = keyof typeof MOBILE_MONEY_PROVIDERS;

const NETWORK_PREFIXES: Record<MobileMoneyProvider, readonly string[]> = { MTN: ['078', '079'], AIRTEL: ['072', '073'] };

/**
 * A Rwandan mobile number in the local form IremboPay takes as the account identifier ('0788123456'), from what
 * people type ('+250 788 123 456', '250788123456', '0788-123-456'): a phone number (PHONE_PATTERN) whose national
 * number (phoneMatchKey) is a mobile one; undefined otherwise.
 */
export function rwandanMobileNumber(value: string): string | undefined {
  if (!isPhoneNumber(value)) return undefined;
  const national = phoneMatchKey(value);
  return /^7\d{8}$/.test(national) ? `0${national}` : undefined;
}

/** The network a Rwandan mobile number belongs to, by its prefix. */
export function mobileMoneyNetwork(number: string): MobileMoneyProvider | undefined {
  const local = rwandanMobileNumber(number);
  if (!local) return undefined;
  return (Object.keys(NETWORK_PREFIXES) as MobileMoneyProvider[]).find((provider) => NETWORK_PREFIXES[provider].includes(local.slice(0, 3)));
}

/** The last digits of a number, to name it without showing it ('ending in 456'). */
export const phoneEnding = (number: string): string => number.replace(/\D/g, '').slice(-3);

export const MOBILE_MONEY_MESSAGES = {
  notRwandan: 'Enter a Rwandan mobile number, such as 078 123 4567.',
  wrongNetwork: (provider: MobileMoneyProvider, number: string) =>
    `${number} is not an ${MOBILE_MONEY_PROVIDERS[provider]} number (${MOBILE_MONEY_PROVIDERS[provider]} numbers start with ${NETWORK_PREFIXES[provider].join(' or ')}).`,
  currency: (currency: string) => `Mobile money takes payments in Rwandan francs only; pay this ${currency} invoice by card with Pay now.`,
  notPayable: (what: 'visit' | 'order') => `This ${what} is not waiting for a payment.`,
  alreadyPaid: 'This invoice is already paid.',
  expired: 'The time to pay this invoice has passed.',
  failed: 'The mobile money request could not be sent. Please try again in a moment, or pay by card with Pay now.',
  sent: (provider: MobileMoneyProvider, ending: string) =>
    `A payment request was sent to your phone (${MOBILE_MONEY_PROVIDERS[provider]}, number ending in ${ending}). Approve it with your PIN; this page shows the payment as soon as it arrives.`,
} as const;
