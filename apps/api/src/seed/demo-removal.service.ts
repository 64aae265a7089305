import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import { conflict } from '@sawa/api/common';
import { Art, ArtImage } from '@sawa/api/catalog';
import { Order, PaymentsSettings, releaseHeld } from '@sawa/api/commerce';
import { MediaService } from '@sawa/api/media';
import { DemoRecordKind, ShopModeService, ShopSettings } from '@sawa/api/shop';

export interface DemoItem {
  kind: DemoRecordKind;
  id: string;
  name: string;
  /** Why it stays (the studio's own content still uses it); undefined: it goes. */
  keptBecause?: string;
}

export interface DemoPlan {
  items: DemoItem[];
  /** Orders and visit bookings made while the shop was a demo: their payments, if any, were simulated. */
  testOrders: number;
  testVisits: number;
}

/**
 * Test orders and visits: those the sandbox took (each records which payments took it when it is made and when its
 * invoice is). One IremboPay took is real, even on a demo shop whose credentials were set before selling for real: a
 * live invoice may still be paid. One owed a refund stays whatever took it, until the studio settles it.
 */
const TEST_ORDER = `(payment_mode = 'sandbox' AND NOT refund_due)`;

/**
 * 'Start selling for real': the demo shop becomes the studio's shop, in one transaction and for good.
 * - Demo works, team members, and the demo artists, collections and categories that hold none of the
 *   studio's own content go, with their images and files. Anything the studio made itself stays, and so
 *   does a demo artist, collection or category that still holds some of it (the result says why).
 * - Test orders and visits go too: their payments were simulated, so they are no sale to keep, to ship,
 *   to count in revenue or to report to the conservation partner. Stock a test order held on the studio's
 *   own works is put back first, so a simulated sale never leaves a real work sold.
 * - The shop is no longer a demo: the sandbox stops (unless PAYMENTS_SANDBOX=true asks for it) and the
 *   demo is never seeded again into this database.
 */
@Injectable()
export class DemoRemovalService {
  private readonly logger = new Logger('DemoShop');

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly shop: ShopModeService,
    private readonly payments: PaymentsSettings,
    private readonly audit: AuditLog,
  ) {}

  /** What 'Start selling for real' would remove and keep now (the back office shows it before asking). */
  async plan(): Promise<DemoPlan> {
    return this.dataSource.transaction('REPEATABLE READ', (m) => this.planIn(m));
  }

  async startSellingForReal(adminName: string): Promise<DemoPlan> {
    const plan = await this.media.transaction(async (tx) => {
      const m = tx.manager;
      const settings = await m.findOne(ShopSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      if (!settings?.demo) throw conflict('This shop already sells for real: there is no demo content to remove.');
      // Every artwork row locked in id order, as checkout locks them: a checkout racing this waits, then finds its
      // demo work gone or its order's stock already counted; the two can never deadlock.
      await m.query('SELECT id FROM art ORDER BY id FOR UPDATE');
      const plan = await this.planIn(m);
      const going = (kind: DemoRecordKind) => plan.items.filter((i) => i.kind === kind && !i.keptBecause).map((i) => i.id);

      const holding: { id: string }[] = await m.query(`SELECT id FROM customer_order WHERE ${TEST_ORDER} AND holds_stock ORDER BY id FOR UPDATE`);
      for (const { id } of holding) await releaseHeld(m, await m.findOneByOrFail(Order, { id }));
      await m.query(`DELETE FROM customer_order WHERE ${TEST_ORDER}`);
      await m.query(`DELETE FROM booking WHERE ${TEST_ORDER}`);

      const arts = going('art');
      if (arts.length) {
        // Orders that stay keep their lines as snapshots; the work they pointed to is gone.
        await m.query('UPDATE order_line SET art_id = NULL WHERE art_id = ANY($1)', [arts]);
        const images = await m.find(ArtImage, { where: arts.map((artId) => ({ artId })) });
        const covers = await m.find(Art, { where: arts.map((id) => ({ id })), select: { id: true, coverImageId: true } });
        await m.delete(Art, arts);
        for (const asset of [...covers.map((a) => a.coverImageId), ...images.map((i) => i.assetId)]) await tx.release(asset);
      }
      // Collections before their categories; artists once no work points to them.
      for (const kind of ['collection', 'category', 'artist', 'team_member'] as const) {
        const ids = going(kind);
        if (!ids.length) continue;
        const [rows] = await m.query<[{ image_id: string }[], number]>(`DELETE FROM ${kind} WHERE id = ANY($1) RETURNING image_id`, [ids]);
        for (const row of rows) await tx.release(row.image_id);
      }
      await this.shop.recordSellingForReal(m, adminName);
      await this.payments.endDemo(m);
      await this.audit.record(m, {
        action: 'shop.selling-for-real',
        target: { type: 'shop', id: 'shop mode' },
        changes: change('demo', true, false),
        details: {
          demoRecordsRemoved: plan.items.filter((i) => !i.keptBecause).length,
          testOrdersRemoved: plan.testOrders,
          testVisitsRemoved: plan.testVisits,
        },
      });
      return plan;
    });
    await this.shop.refresh();
    const removed = plan.items.filter((i) => !i.keptBecause).length;
    this.logger.log(
      `${adminName} started selling for real: ${removed} demo records, ${plan.testOrders} test orders and ${plan.testVisits} test visits removed; payments: ${this.shop.paymentsMode()}`,
    );
    return plan;
  }

  private async planIn(m: EntityManager): Promise<DemoPlan> {
    const named = (table: string, kind: DemoRecordKind, nameColumn: string) =>
      m.query<{ id: string; name: string }[]>(
        `SELECT t.id, t.${nameColumn} AS name FROM ${table} t JOIN demo_record d ON d.kind = '${kind}' AND d.record_id = t.id ORDER BY t.${nameColumn}, t.id`,
      );
    const own = (column: string) =>
      `SELECT DISTINCT ${column} AS id FROM art a WHERE ${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM demo_record d WHERE d.kind = 'art' AND d.record_id = a.id)`;
    // One after the other: a transaction is one connection.
    const arts = await named('art', 'art', 'art_name');
    const artists = await named('artist', 'artist', 'name');
    const categories = await named('category', 'category', 'name');
    const collections = await named('collection', 'collection', 'name');
    const team = await named('team_member', 'team_member', 'name');
    const idsOf = async (sql: string) => new Set((await m.query<{ id: string }[]>(sql)).map((r) => r.id));
    const artistsInUse = await idsOf(own('a.artist_id'));
    const collectionsInUse = await idsOf(own('a.collection_id'));
    const categoriesInUse = await idsOf(own('a.category_id'));
    const items: DemoItem[] = [
      ...arts.map((a) => ({ kind: 'art' as const, ...a })),
      ...artists.map((a) => ({ kind: 'artist' as const, ...a, keptBecause: artistsInUse.has(a.id) ? 'works of your own are by this artist' : undefined })),
      ...collections.map((c) => ({
        kind: 'collection' as const,
        ...c,
        keptBecause: collectionsInUse.has(c.id) ? 'it holds works of your own' : undefined,
      })),
    ];
    // A category stays when it holds the studio's works, or a collection that stays (the studio's own or a kept demo one).
    const keptCollections = new Set(items.filter((i) => i.kind === 'collection' && i.keptBecause).map((i) => i.id));
    const collectionCategories: { id: string; category: string }[] = await m.query(
      `SELECT c.id, c.category_id AS category FROM collection c WHERE NOT EXISTS (SELECT 1 FROM demo_record d WHERE d.kind = 'collection' AND d.record_id = c.id) OR c.id = ANY($1)`,
      [[...keptCollections]],
    );
    const categoriesWithCollections = new Set(collectionCategories.map((c) => c.category));
    items.push(
      ...categories.map((c) => ({
        kind: 'category' as const,
        ...c,
        keptBecause: categoriesInUse.has(c.id)
          ? 'it holds works of your own'
          : categoriesWithCollections.has(c.id)
            ? 'it holds a collection that stays'
            : undefined,
      })),
      ...team.map((t) => ({ kind: 'team_member' as const, ...t })),
    );
    const [{ orders }] = await m.query<{ orders: number }[]>(`SELECT count(*)::int AS orders FROM customer_order WHERE ${TEST_ORDER}`);
    const [{ visits }] = await m.query<{ visits: number }[]>(`SELECT count(*)::int AS visits FROM booking WHERE ${TEST_ORDER}`);
    return { items, testOrders: orders, testVisits: visits };
  }
}
