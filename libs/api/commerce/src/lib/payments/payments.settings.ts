import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { rotateSharedSecret, sharedSecret } from '@sawa/api/database';
import { PaymentsMode, ShopModeService } from '@sawa/api/shop';
import { badInput } from '@sawa/api/common';
import { DEFAULT_CHECKOUT_CURRENCY, PRICE_MESSAGES, SANDBOX_PAYMENT_METHOD, STUDIO } from '@sawa/shared/domain';
import { SandboxInvoiceRecord } from '../sandbox/sandbox-invoice.entity';
import { SANDBOX_ACCOUNT } from './sandbox-account';
import type { TakenBy } from './payment-provider';

export type { PaymentsMode };

/** The name of the sandbox's key in the shared secrets. */
const SANDBOX_KEY = 'payments-sandbox';

/**
 * Where payments go and with which accounts. The mode (IremboPay, the built-in sandbox, or off)
 * follows one rule, kept by ShopModeService: IremboPay whenever its secret key is set; otherwise
 * the sandbox with PAYMENTS_SANDBOX=true or while the database is a demo shop; otherwise off.
 */
@Injectable()
export class PaymentsSettings {
  private readonly merchantSecret?: string;
  readonly artAccount: string;
  /** IREMBOPAY_PAYMENT_ACCOUNT_RWF / _USD as configured (accountFor). */
  private readonly accounts: Record<string, string | undefined>;
  private readonly configuredArtAccount?: string;
  readonly visitAccount: string;
  readonly artProductCode: string;
  readonly visitProductCode: string;
  /** The invoice line of an order's shipping (a flat rate). */
  readonly shippingProductCode: string;
  readonly shopCurrency: string;
  /** The currencies the shop sells in (SHOP_CURRENCIES). */
  readonly sold: readonly string[];
  readonly visitPrice: number;
  readonly visitCurrency: string;
  readonly expiryMinutes: number;
  readonly publicUrl: string;
  private readonly baseUrl?: string;

  constructor(
    config: ConfigService<Environment, true>,
    private readonly shop: ShopModeService,
    private readonly dataSource: DataSource,
  ) {
    this.merchantSecret = config.get('IREMBOPAY_SECRET_KEY', { infer: true });
    this.shopCurrency = config.get('SHOP_CURRENCY', { infer: true });
    this.sold = config.get('SHOP_CURRENCIES', { infer: true });
    this.visitCurrency = config.get('VISIT_CURRENCY', { infer: true });
    // The sandbox's accounts are named like the old site's test account: short name + currency.
    this.artAccount = config.get('IREMBOPAY_ACCOUNT_ID', { infer: true }) ?? `${STUDIO.shortName}-${this.shopCurrency}`;
    this.configuredArtAccount = config.get('IREMBOPAY_ACCOUNT_ID', { infer: true });
    this.accounts = {
      RWF: config.get('IREMBOPAY_PAYMENT_ACCOUNT_RWF', { infer: true }),
      USD: config.get('IREMBOPAY_PAYMENT_ACCOUNT_USD', { infer: true }),
    };
    this.visitAccount =
      config.get('IREMBOPAY_VISIT_ACCOUNT_ID', { infer: true }) ??
      config.get('IREMBOPAY_ACCOUNT_ID', { infer: true }) ??
      `${STUDIO.shortName}-${this.visitCurrency}`;
    this.artProductCode = config.get('IREMBOPAY_ART_PRODUCT_CODE', { infer: true });
    this.visitProductCode = config.get('IREMBOPAY_VISIT_PRODUCT_CODE', { infer: true });
    this.shippingProductCode = config.get('IREMBOPAY_SHIPPING_PRODUCT_CODE', { infer: true });
    this.visitPrice = config.get('VISIT_PRICE', { infer: true });
    this.expiryMinutes = config.get('INVOICE_EXPIRY_MINUTES', { infer: true });
    this.publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
    this.baseUrl = config.get('IREMBOPAY_BASE_URL', { infer: true })?.replace(/\/$/, '');
    // Checked whenever the sandbox may run (it starts with a demo seed, after this), not only when it runs now.
    if (!this.merchantSecret && config.get('PAYMENTS_SANDBOX', { infer: true }) !== false) assertSandboxAccounts(this);
  }

  /**
   * The payment account an order in `currency` is invoiced on (issue 22): IREMBOPAY_PAYMENT_ACCOUNT_<currency>, else the
   * one account of before (IREMBOPAY_ACCOUNT_ID: IremboPay answers each invoice with its currency, checked against the
   * order's), else, in the sandbox, its account in that currency (SAWA-RWF, SAWA-USD). The sandbox keeps
   * IREMBOPAY_ACCOUNT_ID only for the currency its name carries.
   */
  accountFor(currency: string): string {
    const own = this.accounts[currency];
    if (own) return own;
    const single = this.configuredArtAccount;
    if (single && (this.mode !== 'sandbox' || SANDBOX_ACCOUNT.exec(single)?.[1] === currency)) return single;
    return `${STUDIO.shortName}-${currency}`;
  }

  /**
   * The currency a checkout asks for, as a code the shop sells in: left out, dollars (DEFAULT_CHECKOUT_CURRENCY, the
   * legacy meaning of a price); any other currency is refused with the message the catalogue gives (PRICE_MESSAGES).
   */
  checkoutCurrency(asked: string | null | undefined, fallback: string = DEFAULT_CHECKOUT_CURRENCY): string {
    const code = asked?.trim().toUpperCase() || fallback;
    if (!this.sold.includes(code)) throw badInput(/^[A-Z]{3}$/.test(code) ? PRICE_MESSAGES.notSold(code, this.sold) : PRICE_MESSAGES.badCurrency(asked ?? ''));
    return code;
  }

  get mode(): PaymentsMode {
    return this.shop.paymentsMode();
  }

  /** Which payments take an order or visit made now (recorded on it: 'Start selling for real' removes only sandbox ones). */
  takenBy(): TakenBy {
    return this.mode === 'sandbox' ? 'sandbox' : 'irembopay';
  }

  /**
   * The key notifications are signed with and the sandbox's API key: the merchant secret, or, for the
   * sandbox, which signs exactly as IremboPay does, a random key shared by every instance through the
   * database (made by the first that needs it), so a notification the sandbox of one instance sends is
   * verified by whichever instance receives it, and nobody outside can forge one. Read from the database
   * at each use, never kept in memory: a key replaced by any instance (see endDemo) is the only one any
   * instance accepts from that moment on.
   */
  async secretKey(): Promise<string> {
    return this.merchantSecret ?? sharedSecret(this.dataSource, SANDBOX_KEY);
  }

  /**
   * In the transaction of 'Start selling for real': whatever the sandbox signed or issued so far is void on
   * every instance at once. Its key is replaced (a notification still on its way, a retry, is refused) and,
   * unless PAYMENTS_SANDBOX=true keeps the sandbox, its invoices are forgotten.
   */
  async endDemo(manager: EntityManager): Promise<void> {
    await rotateSharedSecret(manager, SANDBOX_KEY);
    if (this.shop.paymentsModeWhenSelling() !== 'sandbox') await manager.createQueryBuilder().delete().from(SandboxInvoiceRecord).execute();
  }

  /** The method a payment is stored with: SANDBOX for every payment the sandbox takes, whatever its notification says. */
  recordedPaymentMethod(claimed: string | undefined | null): string | null {
    return this.mode === 'sandbox' ? SANDBOX_PAYMENT_METHOD : (claimed ?? null);
  }

  /** The API base: the configured one, or the sandbox served by this very process. */
  apiBase(ownPort: () => number): string {
    return this.mode === 'irembopay' ? (this.baseUrl as string) : `http://127.0.0.1:${ownPort()}/sandbox/irembopay`;
  }
}

/**
 * The sandbox's accounts carry their currency in their name (SAWA-USD): one that cannot take the
 * currency prices are in would refuse or mis-price every invoice, so the app refuses to start.
 * (IremboPay's own accounts say their currency only in an invoice's answer, checked there.)
 */
function assertSandboxAccounts(settings: Pick<PaymentsSettings, 'artAccount' | 'visitAccount' | 'shopCurrency' | 'visitCurrency'>): void {
  const problems = [
    [settings.artAccount, settings.shopCurrency, 'IREMBOPAY_ACCOUNT_ID', 'SHOP_CURRENCY'],
    [settings.visitAccount, settings.visitCurrency, 'IREMBOPAY_VISIT_ACCOUNT_ID', 'VISIT_CURRENCY'],
  ].flatMap(([account, currency, accountVariable, currencyVariable]) => {
    const accountCurrency = SANDBOX_ACCOUNT.exec(account)?.[1];
    if (accountCurrency === currency) return [];
    return [
      `  ${accountVariable}=${JSON.stringify(account)}: the payment sandbox's account ${accountCurrency ? `is in ${accountCurrency}` : 'names no currency (e.g. SAWA-USD)'}, but ${currencyVariable} is ${currency}`,
    ];
  });
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}
