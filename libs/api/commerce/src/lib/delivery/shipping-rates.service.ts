import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import { ShopSettings } from '@sawa/api/shop';
import {
  effectiveShipping,
  QUOTE_THRESHOLD_LIMITS,
  type QuoteThreshold,
  type WorkMeasures,
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

/** A work of the cart as the delivery rules read it: its name, how many, and its edition's delivery and weight. */
export interface DeliveryItem {
  work: string;
  quantity: number;
  edition: { pickup: boolean; shipping: EditionShipping; shipsWithin: ShipsWithin; artId?: string } & WorkMeasures;
}

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
   * collectable, pickup only, on quote (its own setting or over the studio's threshold), or limited to Rwanda; and a
   * zone without a rate. One rule for the checkout and the quote the checkout page shows.
   * `quotedCents`: the shipping of a quote the studio answered (issue 24 item 4): works on quote may then be shipped,
   * every other rule holds, and the quoted amount is the charge.
   */
  async charge(
    manager: EntityManager,
    items: DeliveryItem[],
    method: DeliveryMethod,
    countryCode?: CountryCode,
    currency: string = this.settings.shopCurrency,
    quotedCents?: number,
  ): Promise<number> {
    if (method === 'shipping' && !countryCode) throw new BadRequestException(DELIVERY_MESSAGES.addressRequired);
    const threshold = await this.threshold(manager);
    const measured = await this.measured(manager, items);
    const quoted = quotedCents !== undefined;
    for (const item of measured) {
      const problem = deliveryProblem(item.work, { ...item.edition, shipping: effectiveShipping(item.edition, threshold) }, method, countryCode, quoted);
      if (problem) throw new BadRequestException(problem);
    }
    if (method === 'pickup' || !countryCode) return 0;
    if (quoted) return quotedCents;
    const zone = shippingZoneOf(countryCode);
    const rate = await this.rateCents(manager, zone, currency);
    if (!rate) throw new BadRequestException(DELIVERY_MESSAGES.noRate(zone));
    return flatRateCents(
      rate,
      items.reduce((sum, item) => sum + item.quantity, 0),
    );
  }

  /** The works of these that are shipped on quote (their edition's setting, or over the studio's threshold). */
  async onQuote(manager: EntityManager, items: DeliveryItem[]): Promise<string[]> {
    const threshold = await this.threshold(manager);
    const measured = await this.measured(manager, items);
    return [...new Set(measured.filter((item) => effectiveShipping(item.edition, threshold) === 'quote').map((item) => item.work))];
  }

  /**
   * The items with their work's longest side in cm (the largest of its numeric width, height and depth, issue 26), which
   * the threshold compares; a work without numeric dimensions is compared by its weight alone.
   */
  private async measured(manager: EntityManager, items: DeliveryItem[]): Promise<DeliveryItem[]> {
    const ids = [...new Set(items.flatMap((item) => (item.edition.artId && item.edition.longestSideCm == null ? [item.edition.artId] : [])))];
    if (!ids.length) return items;
    const rows: { id: string; side: string | null }[] = await manager.query(
      `SELECT id::text AS id, GREATEST(width_cm, height_cm, depth_cm)::text AS side FROM art WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const sides = new Map(rows.filter((row) => row.side !== null).map((row) => [row.id, Number(row.side)]));
    return items.map((item) => {
      const side = item.edition.artId ? sides.get(item.edition.artId) : undefined;
      return side === undefined ? item : { ...item, edition: { ...item.edition, longestSideCm: side } };
    });
  }

  /** The studio's threshold over which a work is always on quote (shop settings). */
  async threshold(manager: EntityManager = this.dataSource.manager): Promise<QuoteThreshold> {
    const row = await manager.findOneOrFail(ShopSettings, { where: { id: 1 }, select: { id: true, quoteOverLongestSideCm: true, quoteOverWeightKg: true } });
    return { longestSideCm: row.quoteOverLongestSideCm, weightKg: row.quoteOverWeightKg === null ? null : Number(row.quoteOverWeightKg) };
  }

  /** Sets the threshold (null: no limit of that kind), audited with what changed. */
  async updateThreshold(input: QuoteThreshold): Promise<QuoteThreshold> {
    const check = (value: number | null, max: number, what: string) => {
      if (value !== null && !(Number.isFinite(value) && value > 0 && value <= max))
        throw new BadRequestException(`${what} must be a positive number up to ${max}, or empty for no limit.`);
    };
    check(input.longestSideCm, QUOTE_THRESHOLD_LIMITS.longestSideCm, 'The longest side (cm)');
    check(input.weightKg, QUOTE_THRESHOLD_LIMITS.weightKg, 'The weight (kg)');
    if (input.longestSideCm !== null && !Number.isInteger(input.longestSideCm))
      throw new BadRequestException('The longest side (cm) must be a whole number of centimetres.');
    if (input.weightKg !== null && Math.round(input.weightKg * 100) !== input.weightKg * 100)
      throw new BadRequestException('The weight (kg) has at most two decimals.');
    return this.dataSource.transaction(async (manager) => {
      await manager.findOneOrFail(ShopSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = await this.threshold(manager);
      const text = (value: number | null, unit: string) => (value === null ? 'no limit' : `${value} ${unit}`);
      const changes = [
        ...change('on quote over longest side', text(before.longestSideCm, 'cm'), text(input.longestSideCm, 'cm')),
        ...change('on quote over weight', text(before.weightKg, 'kg'), text(input.weightKg, 'kg')),
      ];
      if (!changes.length) return before;
      await manager.update(
        ShopSettings,
        { id: 1 },
        { quoteOverLongestSideCm: input.longestSideCm, quoteOverWeightKg: input.weightKg === null ? null : input.weightKg.toFixed(2) },
      );
      await this.audit.record(manager, { action: 'settings.quote-threshold-changed', target: { type: 'shop', id: 'quote threshold' }, changes });
      return this.threshold(manager);
    });
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
