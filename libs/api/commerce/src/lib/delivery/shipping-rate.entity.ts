import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ShippingZone } from '@sawa/shared/domain';

/**
 * The studio's flat shipping rate for one zone in one currency (issue 24): an amount for the order (its first
 * item) plus an amount per extra item, exact decimals. Keyed by zone and currency, so a price per currency
 * extends it with more rows; today the checkout reads the rows in the shop's currency (SHOP_CURRENCY). A zone
 * without a row in that currency has no rate: shipping there is refused with a clear message.
 */
@Entity('shipping_rate')
@Check('shipping_rate_not_negative', '"first_item" >= 0 AND "extra_item" >= 0')
export class ShippingRate {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  zone: ShippingZone;

  @PrimaryColumn({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  firstItem: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  extraItem: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
