import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The shop's own state, one row (id 1, made by its migration). A database is a demo shop from the
 * moment the demo catalogue is seeded into it until an admin chooses 'Start selling for real',
 * which is for good: the demo is never seeded again into that database.
 */
@Entity('shop_settings')
@Check('shop_settings_single_row', '"id" = 1')
export class ShopSettings {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** True while the database is a demo shop: payments go to the built-in sandbox, and every public page says so. */
  @Column({ type: 'boolean', default: false })
  demo: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  demoSeededAt: Date | null;

  /** When an admin started selling for real (the demo content was removed and the sandbox turned off). */
  @Column({ type: 'timestamptz', nullable: true })
  sellingForRealSince: Date | null;

  /** The admin who did it (user name). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  sellingForRealBy: string | null;

  /** The return policy per kind of work (RETURN_POLICY_KINDS); empty: nothing stated for that kind. */
  @Column({ type: 'text', default: '' })
  returnPolicyOriginal: string;

  @Column({ type: 'text', default: '' })
  returnPolicyLimited: string;

  @Column({ type: 'text', default: '' })
  returnPolicyOpen: string;

  /**
   * The studio's rates from dollars to its other currencies (issue 22), by currency code:
   * `{"RWF": {"perDollar": "1450", "step": "1000"}}`. Only applying one writes prices (editions' other_prices).
   */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  currencyRates: Record<string, { perDollar: string; step: string }>;

  /** Tax (issue 24): whether the studio is VAT-registered, its tax number (TIN) and its VAT rate in percent (exact, 2 decimals). */
  @Column({ type: 'boolean', default: false })
  vatRegistered: boolean;

  @Column({ type: 'varchar', length: 50, default: '' })
  taxNumber: string;

  @Column({ type: 'numeric', precision: 5, scale: 2, default: 18 })
  vatRate: string;

  /** Issue 24 item 2: a work longer than this on its longest side (cm) is always on quote; null: no limit. */
  @Column({ type: 'int', nullable: true })
  quoteOverLongestSideCm: number | null;

  /** A work heavier than this (kg, exact) is always on quote; null: no limit. */
  @Column({ type: 'numeric', precision: 8, scale: 2, nullable: true })
  quoteOverWeightKg: string | null;
}
