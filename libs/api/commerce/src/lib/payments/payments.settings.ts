import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { STUDIO } from '@sawa/shared/domain';

export type PaymentsMode = 'irembopay' | 'sandbox' | 'off';

/**
 * Where payments go. Real IremboPay whenever its secret key is set; otherwise the built-in
 * sandbox, which runs by default only with the embedded database (a developer's machine) and
 * on a server database only when PAYMENTS_SANDBOX=true; otherwise payments are off.
 */
@Injectable()
export class PaymentsSettings {
  readonly mode: PaymentsMode;
  readonly secretKey: string;
  readonly artAccount: string;
  readonly visitAccount: string;
  readonly artProductCode: string;
  readonly visitProductCode: string;
  readonly shopCurrency: string;
  readonly visitPrice: number;
  readonly visitCurrency: string;
  readonly expiryMinutes: number;
  readonly publicUrl: string;
  private readonly baseUrl?: string;

  constructor(config: ConfigService<Environment, true>) {
    const secret = config.get('IREMBOPAY_SECRET_KEY', { infer: true });
    const sandbox = config.get('PAYMENTS_SANDBOX', { infer: true });
    this.mode = secret ? 'irembopay' : sandbox === true || (sandbox === undefined && !config.get('DATABASE_URL', { infer: true })) ? 'sandbox' : 'off';
    // The sandbox runs in this process and signs its notifications with this key, exactly as IremboPay
    // signs with the merchant secret: random for each start, so nobody can forge a notification.
    this.secretKey = secret ?? randomBytes(32).toString('base64url');
    this.shopCurrency = config.get('SHOP_CURRENCY', { infer: true });
    this.visitCurrency = config.get('VISIT_CURRENCY', { infer: true });
    // The sandbox's accounts are named like the old site's test account: short name + currency.
    this.artAccount = config.get('IREMBOPAY_ACCOUNT_ID', { infer: true }) ?? `${STUDIO.shortName}-${this.shopCurrency}`;
    this.visitAccount =
      config.get('IREMBOPAY_VISIT_ACCOUNT_ID', { infer: true }) ??
      config.get('IREMBOPAY_ACCOUNT_ID', { infer: true }) ??
      `${STUDIO.shortName}-${this.visitCurrency}`;
    this.artProductCode = config.get('IREMBOPAY_ART_PRODUCT_CODE', { infer: true });
    this.visitProductCode = config.get('IREMBOPAY_VISIT_PRODUCT_CODE', { infer: true });
    this.visitPrice = config.get('VISIT_PRICE', { infer: true });
    this.expiryMinutes = config.get('INVOICE_EXPIRY_MINUTES', { infer: true });
    this.publicUrl = config.get('PUBLIC_URL', { infer: true }) as string;
    this.baseUrl = config.get('IREMBOPAY_BASE_URL', { infer: true })?.replace(/\/$/, '');
  }

  /** The API base: the configured one, or the sandbox served by this very process. */
  apiBase(ownPort: () => number): string {
    return this.mode === 'irembopay' ? (this.baseUrl as string) : `http://127.0.0.1:${ownPort()}/sandbox/irembopay`;
  }
}
