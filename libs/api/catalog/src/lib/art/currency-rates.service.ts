import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import { badInput, type Environment, type Page, pageWindow } from '@sawa/api/common';
import { ShopSettings } from '@sawa/api/shop';
import { BASE_CURRENCY, convertPrice, type CurrencyRate, PRICE_MESSAGES, rateProblem } from '@sawa/shared/domain';
import { assertSold, type PriceContext } from './edition-prices';
import { Edition } from './edition.entity';

/** An edition that has no price in some currency the shop sells in. */
export interface EditionLackingPrice {
  editionId: string;
  artworkId: string;
  artworkName: string;
  productCode: string;
  type: string;
  /** The currencies it has no price in. */
  missing: string[];
}

/**
 * The currencies the shop sells in (SHOP_CURRENCIES) and the studio's rates from dollars (issue 22). A rate is a
 * setting: only `apply` writes prices with it, and it stores them, so no price is ever converted when it is read.
 */
@Injectable()
export class CurrencyRatesService {
  readonly sold: readonly string[];

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    config: ConfigService<Environment, true>,
  ) {
    this.sold = config.get('SHOP_CURRENCIES', { infer: true });
  }

  /** The other currencies than dollars, in SHOP_CURRENCIES order. */
  get others(): string[] {
    return this.sold.filter((c) => c !== BASE_CURRENCY);
  }

  /** A currency the shop sells in, or a clear refusal (BAD_USER_INPUT / 400). */
  assertSold(currency: string): void {
    assertSold(currency, this.sold);
  }

  async rates(manager: EntityManager = this.dataSource.manager): Promise<CurrencyRate[]> {
    const settings = await manager.findOneOrFail(ShopSettings, { where: { id: 1 }, select: { id: true, currencyRates: true } });
    return this.others.flatMap((currency) => {
      const rate = settings.currencyRates[currency];
      return rate ? [{ currency, perDollar: rate.perDollar, step: rate.step }] : [];
    });
  }

  /** What an artwork write prices its editions with (read in its transaction). */
  async priceContext(manager: EntityManager): Promise<PriceContext> {
    const rates = await this.rates(manager);
    return { sold: this.sold, rates: Object.fromEntries(rates.map(({ currency, ...rate }) => [currency, rate])) };
  }

  /** Sets (or, with `rate` null, removes) the rate of a currency; recorded in the audit log. Writes no price. */
  async setRate(currency: string, rate: { perDollar: string; step: string } | null): Promise<CurrencyRate[]> {
    const code = currency.trim().toUpperCase();
    this.assertSold(code);
    const clean = rate && { perDollar: trimZeros(rate.perDollar.trim()), step: trimZeros(rate.step.trim()) };
    if (code === BASE_CURRENCY) throw badInput(PRICE_MESSAGES.rateBase);
    if (clean) {
      const problem = rateProblem({ currency: code, ...clean });
      if (problem) throw badInput(problem);
    }
    return this.dataSource.transaction(async (manager) => {
      const settings = await manager.findOneOrFail(ShopSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = settings.currencyRates[code];
      const rates = { ...settings.currencyRates };
      if (clean) rates[code] = clean;
      else delete rates[code];
      await manager.update(ShopSettings, { id: 1 }, { currencyRates: rates });
      await this.audit.record(manager, {
        action: 'settings.currency-rate-changed',
        target: { type: 'shop', id: `rate ${code}` },
        changes: change(`1 USD in ${code}`, before ? describe(code, before) : null, clean ? describe(code, clean) : null),
      });
      return this.rates(manager);
    });
  }

  /**
   * Stores, for every edition (or, with `onlyMissing`, every edition without a price in that currency), its dollar
   * price through the rate, rounded to its step. Returns how many editions it priced.
   */
  async apply(currency: string, onlyMissing: boolean): Promise<number> {
    const code = currency.trim().toUpperCase();
    this.assertSold(code);
    if (code === BASE_CURRENCY) throw badInput(PRICE_MESSAGES.rateBase);
    return this.dataSource.transaction(async (manager) => {
      const settings = await manager.findOneOrFail(ShopSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const rate = settings.currencyRates[code];
      if (!rate) throw badInput(PRICE_MESSAGES.noRate(code));
      const editions = await manager
        .createQueryBuilder(Edition, 'e')
        .select(['e.id', 'e.price', 'e.otherPrices'])
        .where(onlyMissing ? `NOT e.other_prices ? :code` : 'TRUE', { code })
        .setLock('pessimistic_write')
        .getMany();
      let priced = 0;
      for (const edition of editions) {
        const amount = convertPrice(edition.price, { currency: code, ...rate });
        if (edition.otherPrices[code] === amount) continue;
        await manager.update(Edition, { id: edition.id }, { otherPrices: { ...edition.otherPrices, [code]: amount } });
        priced++;
      }
      await this.audit.record(manager, {
        action: 'settings.currency-rate-applied',
        target: { type: 'shop', id: `rate ${code}` },
        changes: change(`${code} prices set (${onlyMissing ? 'editions without one' : 'every edition'})`, null, `${priced} at ${describe(code, rate)}`),
      });
      return priced;
    });
  }

  /** Editions lacking a price in some currency sold, newest artworks first. */
  async lacking(input: { page?: number; pageSize?: number }): Promise<Page<EditionLackingPrice>> {
    const others = this.others;
    if (!others.length) return { items: [], totalItems: 0 };
    const { skip, take } = pageWindow(input);
    const where = `NOT (e.other_prices ?& $1::text[])`;
    const [{ count }] = await this.dataSource.query<{ count: string }[]>(`SELECT count(*) FROM edition e WHERE ${where}`, [others]);
    const rows = await this.dataSource.query<
      { id: string; art_id: string; art_name: string; product_code: string; edition_type: string; other_prices: Record<string, string> }[]
    >(
      `SELECT e.id, e.art_id, a.art_name, a.product_code, e.edition_type, e.other_prices FROM edition e JOIN art a ON a.id = e.art_id
       WHERE ${where} ORDER BY a.created_at DESC, a.id, e.position LIMIT $2 OFFSET $3`,
      [others, take, skip],
    );
    return {
      totalItems: Number(count),
      items: rows.map((r) => ({
        editionId: r.id,
        artworkId: r.art_id,
        artworkName: r.art_name,
        productCode: r.product_code,
        type: r.edition_type,
        missing: others.filter((c) => !(c in r.other_prices)),
      })),
    };
  }
}

/** "1450.00" -> "1450", "0.5000" -> "0.5": a rate as people write it. */
function trimZeros(value: string): string {
  return /^\d+\.\d+$/.test(value) ? value.replace(/\.?0+$/, '') : value;
}

function describe(currency: string, rate: { perDollar: string; step: string }): string {
  return `1 USD = ${rate.perDollar} ${currency}, rounded to ${rate.step} ${currency}`;
}
