import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { convertPrice, defaultEditionShipping, isOriginalEdition } from '@sawa/shared/domain';
import { exclusively } from '@sawa/api/database';
import { Art, ArtImage, Artist, Category, Collection, Edition } from '@sawa/api/catalog';
import { ImageTransaction, MediaService, PreparedImage } from '@sawa/api/media';
import { TeamMember } from '@sawa/api/team';
import { DemoRecordKind, ShopModeService } from '@sawa/api/shop';
import { DEMO_ARTISTS, DEMO_ARTS, DEMO_FRANC_RATE, DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_TEAM, demoAttributes } from './demo-catalogue';
import { paint, PALETTES, Subject } from './demo-artwork.painter';

export const DEMO_SEED_OPTIONS = Symbol('DEMO_SEED_OPTIONS');

/**
 * Fills an empty catalogue with the demo content so a fresh `npm start` shows a living site, and
 * makes the database a demo shop (payments go to the built-in sandbox, every public page says so)
 * until an admin chooses 'Start selling for real'. On by default with the embedded database;
 * SEED_DEMO=false turns it off, SEED_DEMO=true turns it on for a server database. It never touches
 * a catalogue that already has content, nor a database that once started selling for real.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(DEMO_SEED_OPTIONS) private readonly options: { embedded: boolean },
    private readonly config: ConfigService<Environment, true>,
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly shop: ShopModeService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const wanted = this.config.get('SEED_DEMO', { infer: true }) ?? this.options.embedded;
    if (!wanted) return;
    // Of several instances starting together, one seeds; the others wait and find the catalogue full.
    await exclusively(this.dataSource, 'demo-seed', () => this.seedIfEmpty());
  }

  private async seedIfEmpty(): Promise<void> {
    const [arts, artists, categories] = await Promise.all([
      this.dataSource.getRepository(Art).count(),
      this.dataSource.getRepository(Artist).count(),
      this.dataSource.getRepository(Category).count(),
    ]);
    if (arts + artists + categories > 0) return;
    const started = Date.now();
    if (await this.seed()) this.logger.log(`Demo catalogue seeded in ${Date.now() - started} ms: this database is a demo shop`);
  }

  /**
   * Everything in one transaction, with the record of what is demo content and the shop's demo state:
   * a failure leaves an empty catalogue, no files and no demo shop. False when the database once
   * started selling for real (the demo never comes back there).
   */
  async seed(): Promise<boolean> {
    if (await this.shop.soldForReal()) return false;
    const records: { kind: DemoRecordKind; id: string }[] = [];
    const record = <T extends { id: string }>(kind: DemoRecordKind, row: T): T => (records.push({ kind, id: row.id }), row);
    // Paint and re-encode every picture first (seconds of CPU), in the order of the seeds; the
    // transaction below only writes files and rows.
    let seed = 1;
    const pictures = async (sizes: [Subject, number, number][]) => {
      const prepared: PreparedImage[] = [];
      for (const [subject, width, height] of sizes) {
        seed += 1;
        const buffer = await paint({ width, height, subject, seed, palette: PALETTES[seed % PALETTES.length] });
        prepared.push(await this.media.prepare({ buffer, originalname: `${subject}-${seed}.png`, mimetype: 'image/png', size: buffer.length }));
      }
      return prepared;
    };
    const artistPictures = await pictures(DEMO_ARTISTS.map(() => ['portrait', 960, 1200]));
    const categoryPictures = await pictures(DEMO_CATEGORIES.map((c) => [c.subject, 1200, 900]));
    const collectionPictures = await pictures(DEMO_COLLECTIONS.map((c) => [c.subject, 1200, 900]));
    const artPictures = await pictures(
      DEMO_ARTS.flatMap((a, index): [Subject, number, number][] => {
        const portrait = index % 3 === 1;
        return [
          [a.subject, portrait ? 1200 : 1600, portrait ? 1500 : 1200],
          [a.subject, 1200, 900],
        ];
      }),
    );
    const teamPictures = await pictures(DEMO_TEAM.map((t) => [t.subject, 800, 1000]));
    const picture = (tx: ImageTransaction, from: PreparedImage[]) => tx.store(from.shift()!);
    // Every picture's files are written before the transaction opens (MediaService.transaction).
    const staged = [...artistPictures, ...categoryPictures, ...collectionPictures, ...artPictures, ...teamPictures];

    const seeded = await this.media.transaction(async (tx) => {
      const m = tx.manager;
      if (!(await this.shop.maySeedDemo(m))) return false;
      const artists = new Map<string, Artist>();
      for (const a of DEMO_ARTISTS) {
        const image = await picture(tx, artistPictures);
        const artist = m.create(Artist, {
          name: a.name,
          description: a.description,
          imageId: image.id,
          x: 'x' in a ? a.x : null,
          instagram: 'instagram' in a ? a.instagram : null,
          linkedin: 'linkedin' in a ? a.linkedin : null,
          facebook: 'facebook' in a ? a.facebook : null,
        });
        artists.set(a.key, record('artist', await m.save(artist)));
      }

      const categories = new Map<string, Category>();
      for (const c of DEMO_CATEGORIES) {
        const image = await picture(tx, categoryPictures);
        categories.set(c.key, record('category', await m.save(m.create(Category, { name: c.name, imageId: image.id }))));
      }

      const collections = new Map<string, Collection>();
      for (const c of DEMO_COLLECTIONS) {
        const image = await picture(tx, collectionPictures);
        const category = categories.get(c.category)!;
        collections.set(c.key, record('collection', await m.save(m.create(Collection, { name: c.name, imageId: image.id, categoryId: category.id }))));
      }

      // The first works of DEMO_ARTS get the newest dates, so they lead New Releases.
      const base = Date.now() - DEMO_ARTS.length * 60_000;
      // Both currencies when the shop sells in francs (SHOP_CURRENCIES).
      const francs = this.config.get('SHOP_CURRENCIES', { infer: true }).includes('RWF');
      for (const [index, a] of DEMO_ARTS.entries()) {
        const cover = await picture(tx, artPictures);
        const detail = await picture(tx, artPictures);
        const art = await m.save(
          m.create(Art, {
            name: a.name,
            productCode: a.code,
            description: a.description,
            size: a.size,
            material: a.material,
            ...demoAttributes(a, index),
            artistId: artists.get(a.artist)!.id,
            categoryId: 'category' in a.place ? categories.get(a.place.category)!.id : null,
            collectionId: 'collection' in a.place ? collections.get(a.place.collection)!.id : null,
            coverImageId: cover.id,
            createdAt: new Date(base + (DEMO_ARTS.length - index) * 60_000),
          }),
        );
        record('art', art);
        await m.save(
          a.editions.map((e, position) =>
            m.create(Edition, {
              artId: art.id,
              type: e.type,
              price: e.price,
              otherPrices: francs ? { RWF: convertPrice(e.price, DEMO_FRANC_RATE) } : {},
              position,
              editionSize: isOriginalEdition(e.type) ? 1 : (e.editionSize ?? null),
              withheld: e.withheld ?? 0,
              // An original is on quote, a print at the flat rate (as the back office makes a new edition).
              shipping: defaultEditionShipping(e.type),
            }),
          ),
        );
        await m.save(m.create(ArtImage, { artId: art.id, assetId: detail.id, position: 0 }));
      }

      for (const t of DEMO_TEAM) {
        const image = await picture(tx, teamPictures);
        record('team_member', await m.save(m.create(TeamMember, { name: t.name, position: t.position, imageId: image.id })));
      }
      await this.shop.recordDemoSeeded(m, records);
      return true;
    }, staged);
    await this.shop.refresh();
    return seeded;
  }
}
