import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Asset } from '@sawa/api/media';
import { Artist } from '../artist/artist.entity';
import { Category } from '../category/category.entity';
import { Collection } from '../collection/collection.entity';
import { ArtImage } from './art-image.entity';
import { Edition } from './edition.entity';
import type { Availability, EditionKindFacet, Medium, Orientation, SizeClass } from '@sawa/shared/domain';

/** The search document over accent- and case-folded text (sawa_fold, migration ForgivingSearch). */
export const ART_SEARCH_EXPRESSION =
  "setweight(to_tsvector('simple', sawa_fold(coalesce(art_name, ''))), 'A') || setweight(to_tsvector('simple', sawa_fold(coalesce(product_code, ''))), 'A') || setweight(to_tsvector('simple', sawa_fold(coalesce(art_description, ''))), 'B')";

/** An artwork (columns keep the legacy `art_*` names). It belongs to exactly one of a category or a collection (enforced by the database). */
@Entity('art')
// The title sort (catalogue search), in index order to its last page; migration ForgivingSearch.
@Index('art_name_id_idx', ['name', 'id'])
@Check('art_exactly_one_of_category_or_collection', '("category_id" IS NULL) <> ("collection_id" IS NULL)')
@Check('art_conservation_percent_range', '"conservation_percent" IS NULL OR ("conservation_percent" >= 0 AND "conservation_percent" <= 100)')
@Check(
  'art_medium_known',
  `"medium" IS NULL OR "medium" IN ('oil', 'acrylic', 'watercolour', 'mixed_media', 'drawing', 'photography', 'print', 'bronze', 'wood', 'stone', 'textile', 'other')`,
)
@Check(
  'art_dimensions_positive',
  '("width_cm" IS NULL OR "width_cm" > 0) AND ("height_cm" IS NULL OR "height_cm" > 0) AND ("depth_cm" IS NULL OR "depth_cm" > 0)',
)
@Check('art_year_range', '"year" IS NULL OR ("year" >= 1800 AND "year" <= 9999)')
// Expression indexes on the lowest price in dollars and francs (migration ArtworkAttributes), for the price filters.
@Index('art_lowest_usd_idx', { synchronize: false })
@Index('art_lowest_rwf_idx', { synchronize: false })
@Index('art_price_sort_idx', ['priceTier', 'sortPrice', 'id'])
// The artist facet's bounded counts of works for sale, read from the index alone (migration FacetCountIndexes).
@Index('art_artist_availability_idx', ['artistId', 'availability'])
export class Art {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'art_name', type: 'varchar', length: 200 })
  name: string;

  @Index('art_product_code_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  productCode: string;

  @Column({ name: 'art_description', type: 'text' })
  description: string;

  @Column({ name: 'art_size', type: 'varchar', length: 200 })
  size: string;

  @Column({ name: 'art_material', type: 'varchar', length: 200 })
  material: string;

  /** This work's own conservation share in percent (0 to 100); null: the studio's CONSERVATION_SHARE_PERCENT. */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  conservationPercent: string | null;

  /** From MEDIA (libs/shared/domain artwork-attributes.ts); null: not said. */
  @Index('art_medium_idx')
  @Column({ type: 'varchar', length: 20, nullable: true })
  medium: Medium | null;

  /** Centimetres, exact to the millimetre (numeric(6,1), read as a string); null: not said. */
  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true })
  widthCm: string | null;

  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true })
  heightCm: string | null;

  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true })
  depthCm: string | null;

  @Index('art_year_idx')
  @Column({ type: 'int', nullable: true })
  year: number | null;

  /** Computed by PostgreSQL from width and height (trigger art_shape): never written by the application. */
  @Index('art_orientation_idx')
  @Column({ type: 'varchar', length: 10, nullable: true, insert: false, update: false })
  orientation: Orientation | null;

  /** Computed by PostgreSQL from the longest side (trigger art_shape). */
  @Index('art_size_class_idx')
  @Column({ type: 'varchar', length: 10, nullable: true, insert: false, update: false })
  sizeClass: SizeClass | null;

  /** The kinds of edition it offers, computed from its editions (trigger edition_refresh_offer). */
  @Index('art_edition_kinds_idx', { synchronize: false })
  @Column({ type: 'text', array: true, default: () => "'{}'", insert: false, update: false })
  editionKinds: EditionKindFacet[];

  /** forSale while some edition can be bought, else sold (trigger edition_refresh_offer). */
  @Index('art_availability_idx')
  @Column({ type: 'varchar', length: 10, default: 'sold', insert: false, update: false })
  availability: Availability;

  /** The lowest price of an edition for sale, per currency, as exact decimal text (trigger edition_refresh_offer). */
  @Column({ type: 'jsonb', default: () => "'{}'", insert: false, update: false })
  lowestPrices: Record<string, string>;

  /** The price sort's tier: 0 for sale with a price, 1 for sale without one, 2 sold (trigger edition_refresh_offer). */
  @Column({ type: 'smallint', default: 2, insert: false, update: false })
  priceTier: number;

  /** The price sort's dollar key: the cheapest priced edition for sale; for a sold work, its cheapest edition. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, insert: false, update: false })
  sortPrice: string | null;

  /**
   * Raised by every change an admin's open form could overwrite: an edit, and every reservation,
   * sale or release of one of its editions. A save carrying an older version is refused (409).
   */
  @Column({ type: 'int', default: 1 })
  version: number;

  @ManyToOne(() => Artist, (artist) => artist.artworks, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  artist: Artist;

  @Index()
  @Column({ type: 'uuid' })
  artistId: string;

  @ManyToOne(() => Category, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  category: Category | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => Collection, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  collection: Collection | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  collectionId: string | null;

  @ManyToOne(() => Asset, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  coverImage: Asset | null;

  @Column({ type: 'uuid', nullable: true })
  coverImageId: string | null;

  @OneToMany(() => ArtImage, (image) => image.art, { cascade: ['insert'] })
  images: ArtImage[];

  @OneToMany(() => Edition, (edition) => edition.art, { cascade: ['insert'] })
  editions: Edition[];

  /** Full-text search document (name, product code, description), GIN-indexed; maintained by PostgreSQL. */
  @Index('art_search_idx', { synchronize: false })
  @Column({
    type: 'tsvector',
    select: false,
    insert: false,
    update: false,
    generatedType: 'STORED',
    asExpression: ART_SEARCH_EXPRESSION,
  })
  searchVector?: string;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
