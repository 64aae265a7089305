import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import {
  DELIVERY_MESSAGES,
  deliveryProblem,
  flatRateCents,
  fromCents,
  normaliseMoney,
  SHIPPING_ZONE_CODES,
  SHIPPING_ZONES,
  shippingZoneOf,
  toCents,
  type CountryCode,
  type DeliveryMethod,
  type EditionShipping,
  type ShippingZone,
  type ShipsWithin,
} from '@sawa/shared/domain';
import { PaymentsSettings } from '../payments/payments.settings';
import { ShippingRate } from './shipping-rate.entity';

export interface ZoneRate {
  zone: ShippingZone;
  currency: string;
  /** null: the studio has set no rate for this zone (shipping there is refused). */
  firstItem: string | null;
  extraItem: string | null;
}

/**
 * The studio's flat shipping rates per zone and currency (issue 22: an order is charged its shipping in its own
 * currency, RWF for a Rwandan address); a currency left out is the shop's (SHOP_CURRENCY).
 */
@Injectable()
export class ShippingRatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PaymentsSettings,
    private readonly audit: AuditLog,
  ) {}

  /** Every zone, in SHIPPING_ZONES order, with its rate in `currency` (the shop's unless given) or none. */
  async rates(manager: EntityManager = this.dataSource.manager, currency: string = this.settings.shopCurrency): Promise<ZoneRate[]> {
    const rows = await manager.find(ShippingRate, { where: { currency } });
    return SHIPPING_ZONE_CODES.map((zone) => {
      const row = rows.find((r) => r.zone === zone);
      return { zone, currency, firstItem: row ? fromCents(toCents(row.firstItem)) : null, extraItem: row ? fromCents(toCents(row.extraItem)) : null };
    });
  }

  /**
   * What delivering these works costs, in cents of the shop's currency: 0 for pickup, else the zone's flat rate for
   * the number of items. Refuses (400, the message naming the work) an edition that cannot reach the buyer so: not
   * collectable, pickup only, on quote, or limited to Rwanda; and a zone without a rate. One rule for the checkout and
   * the quote the checkout page shows.
   */
  async charge(
    manager: EntityManager,
    items: { work: string; quantity: number; edition: { pickup: boolean; shipping: EditionShipping; shipsWithin: ShipsWithin } }[],
    method: DeliveryMethod,
    countryCode?: CountryCode,
    currency: string = this.settings.shopCurrency,
  ): Promise<number> {
    if (method === 'shipping' && !countryCode) throw new BadRequestException(DELIVERY_MESSAGES.addressRequired);
    for (const item of items) {
      const problem = deliveryProblem(item.work, item.edition, method, countryCode);
      if (problem) throw new BadRequestException(problem);
    }
    if (method === 'pickup' || !countryCode) return 0;
    const zone = shippingZoneOf(countryCode);
    const rate = await this.rateCents(manager, zone, currency);
    if (!rate) throw new BadRequestException(DELIVERY_MESSAGES.noRate(zone));
    return flatRateCents(
      rate,
      items.reduce((sum, item) => sum + item.quantity, 0),
    );
  }

  /** The zone's rate in cents, or null when the studio set none. */
  async rateCents(
    manager: EntityManager,
    zone: ShippingZone,
    currency: string = this.settings.shopCurrency,
  ): Promise<{ firstItemCents: number; extraItemCents: number } | null> {
    const row = await manager.findOne(ShippingRate, { where: { zone, currency } });
    return row ? { firstItemCents: toCents(row.firstItem), extraItemCents: toCents(row.extraItem) } : null;
  }

  /**
   * Sets the rates given (a zone left out keeps its rate; both amounts null removes the zone's rate, so shipping
   * there is refused), recorded in the audit log with what changed.
   */
  async update(
    input: { zone: ShippingZone; firstItem?: string | null; extraItem?: string | null }[],
    currency: string = this.settings.shopCurrency,
  ): Promise<ZoneRate[]> {
    const zones = new Set<string>();
    for (const row of input) {
      if (!SHIPPING_ZONE_CODES.includes(row.zone)) throw new BadRequestException(`zone must be one of ${SHIPPING_ZONE_CODES.join(', ')}`);
      if (zones.has(row.zone)) throw new BadRequestException(`The zone ${SHIPPING_ZONES[row.zone]} appears twice.`);
      zones.add(row.zone);
      const set = [row.firstItem, row.extraItem].filter((v) => v !== null && v !== undefined).length;
      if (set === 1)
        throw new BadRequestException(
          `${SHIPPING_ZONES[row.zone]}: give both the amount per order and the amount per extra item (0.00 for none), or neither to remove the rate.`,
        );
    }
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', ['shipping-rates']);
      const before = await this.rates(manager, currency);
      for (const row of input) {
        if (row.firstItem === null || row.firstItem === undefined) await manager.delete(ShippingRate, { zone: row.zone, currency });
        else
          await manager.upsert(
            ShippingRate,
            { zone: row.zone, currency, firstItem: normaliseMoney(row.firstItem), extraItem: normaliseMoney(row.extraItem as string) },
            ['zone', 'currency'],
          );
      }
      const after = await this.rates(manager, currency);
      const text = (r: ZoneRate) => (r.firstItem === null ? 'none' : `${r.firstItem} + ${r.extraItem} per extra item ${currency}`);
      const changes = after.flatMap((r, i) => change(SHIPPING_ZONES[r.zone], text(before[i]), text(r)));
      if (changes.length)
        await this.audit.record(manager, { action: 'settings.shipping-rates-changed', target: { type: 'shop', id: 'shipping rates' }, changes });
      return after;
    });
  }
}
