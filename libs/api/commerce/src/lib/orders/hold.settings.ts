import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';

/**
 * How long and how much one buyer may hold (README, configuration): a short first hold, one
 * extension when the buyer opens the payment page, a few open orders per e-mail and per phone, a cap on the
 * lines one client address holds in waiting orders, and a sane size per order. Together they make holding the whole shop off sale impractical.
 */
@Injectable()
export class HoldSettings {
  readonly firstHoldMinutes: number;
  readonly extensionMinutes: number;
  readonly perEmail: number;
  readonly perPhone: number;
  readonly linesPerClient: number;
  readonly maxLines: number;
  readonly maxQuantity: number;

  constructor(config: ConfigService<Environment, true>) {
    this.firstHoldMinutes = config.get('HOLD_MINUTES', { infer: true });
    this.extensionMinutes = config.get('HOLD_EXTENSION_MINUTES', { infer: true });
    this.perEmail = config.get('HOLDS_PER_EMAIL', { infer: true });
    this.perPhone = config.get('HOLDS_PER_PHONE', { infer: true });
    this.linesPerClient = config.get('HOLD_LINES_PER_CLIENT', { infer: true });
    this.maxLines = config.get('ORDER_MAX_LINES', { infer: true });
    this.maxQuantity = config.get('ORDER_MAX_QUANTITY', { infer: true });
  }
}

/** A phone number as its digits, so "+250 788 555 000" and "+250788555000" are one buyer. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');
