import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { Art, ArtImage, Artist, Category, Collection, Edition } from '@sawa/api/catalog';
import { ImageTransaction, MediaService } from '@sawa/api/media';
import { TeamMember } from '@sawa/api/team';
import { DEMO_ARTISTS, DEMO_ARTS, DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_TEAM } from './demo-catalogue';
import { paint, PALETTES, Subject } from './demo-artwork.painter';

export const DEMO_SEED_OPTIONS = Symbol('DEMO_SEED_OPTIONS');

/**
 * Fills an empty catalogue with the demo content so a fresh `npm start` shows a living site.
 * On by default with the embedded database; SEED_DEMO=false turns it off, SEED_DEMO=true turns
 * it on for a server database. It never touches a catalogue that already has content.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(DEMO_SEED_OPTIONS) private readonly options: { embedded: boolean },
    private readonly config: ConfigService<Environment, true>,
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const wanted = this.config.get('SEED_DEMO', { infer: true }) ?? this.options.embedded;
    if (!wanted) return;
    const [arts, artists, categories] = await Promise.all([
      this.dataSource.getRepository(Art).count(),
      this.dataSource.getRepository(Artist).count(),
      this.dataSource.getRepository(Category).count(),
    ]);
    if (arts + artists + categories > 0) return;
    const started = Date.now();
    await this.seed();
    this.logger.log(`Demo catalogue seeded in ${Date.now() - started} ms`);
  }

  /** Everything in one transaction: a failure leaves an empty catalogue and no files. */
  async seed(): Promise<void> {
    let seed = 1;
    const picture = async (tx: ImageTransaction, subject: Subject, width: number, height: number) => {
      seed += 1;
      const buffer = await paint({ width, height, subject, seed, palette: PALETTES[seed % PALETTES.length] });
      return tx.store({ buffer, originalname: `${subject}-${seed}.png`, mimetype: 'image/png', size: buffer.length });
    };

    await this.media.transaction(async (tx) => {
      const m = tx.manager;
      const artists = new Map<string, Artist>();
      for (const a of DEMO_ARTISTS) {
        const image = await picture(tx, 'portrait', 960, 1200);
        const artist = m.create(Artist, {
          name: a.name,
          description: a.description,
          imageId: image.id,
          x: 'x' in a ? a.x : null,
          instagram: 'instagram' in a ? a.instagram : null,
          linkedin: 'linkedin' in a ? a.linkedin : null,
          facebook: 'facebook' in a ? a.facebook : null,
        });
        artists.set(a.key, await m.save(artist));
      }

      const categories = new Map<string, Category>();
      for (const c of DEMO_CATEGORIES) {
        const image = await picture(tx, c.subject, 1200, 900);
        categories.set(c.key, await m.save(m.create(Category, { name: c.name, imageId: image.id })));
      }

      const collections = new Map<string, Collection>();
      for (const c of DEMO_COLLECTIONS) {
        const image = await picture(tx, c.subject, 1200, 900);
        const category = categories.get(c.category)!;
        collections.set(c.key, await m.save(m.create(Collection, { name: c.name, imageId: image.id, categoryId: category.id })));
      }

      // The first works of DEMO_ARTS get the newest dates, so they lead New Releases.
      const base = Date.now() - DEMO_ARTS.length * 60_000;
      for (const [index, a] of DEMO_ARTS.entries()) {
        const portrait = index % 3 === 1;
        const cover = await picture(tx, a.subject, portrait ? 1200 : 1600, portrait ? 1500 : 1200);
        const detail = await picture(tx, a.subject, 1200, 900);
        const art = await m.save(
          m.create(Art, {
            artName: a.name,
            productCode: a.code,
            artDescription: a.description,
            artSize: a.size,
            artMaterial: a.material,
            quantity: a.quantity,
            artistId: artists.get(a.artist)!.id,
            categoryId: 'category' in a.place ? categories.get(a.place.category)!.id : null,
            collectionId: 'collection' in a.place ? collections.get(a.place.collection)!.id : null,
            coverImageId: cover.id,
            createdAt: new Date(base + (DEMO_ARTS.length - index) * 60_000),
          }),
        );
        await m.save(a.editions.map((e, position) => m.create(Edition, { artId: art.id, editionType: e.type, price: e.price, position })));
        await m.save(m.create(ArtImage, { artId: art.id, assetId: detail.id, position: 0 }));
      }

      for (const t of DEMO_TEAM) {
        const image = await picture(tx, t.subject, 800, 1000);
        await m.save(m.create(TeamMember, { name: t.name, position: t.position, imageId: image.id }));
      }
    });
  }
}
