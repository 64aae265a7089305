import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { EditionShipping, ShipsWithin } from '@sawa/shared/domain';
import type { Art } from './art.entity';

/**
 * A way to buy an artwork (the original or a print), at an exact decimal price, with its own stock:
 * an Original Art Work is an edition of one, a limited print has an edition size, an open edition
 * none. `reserved` and `sold` are written only by orders; `withheld` (units kept back from the shop)
 * and the edition size only by the studio. The database keeps every count within the size.
 */
@Entity('edition')
@Check('edition_price_not_negative', '"price" >= 0')
@Check('edition_counts_not_negative', '"reserved" >= 0 AND "sold" >= 0 AND "withheld" >= 0')
@Check('edition_counts_within_size', '"edition_size" IS NULL OR ("edition_size" >= 1 AND "reserved" + "sold" + "withheld" <= "edition_size")')
@Check('edition_open_withholds_nothing', '"edition_size" IS NOT NULL OR "withheld" = 0')
@Check('edition_other_prices_object', `jsonb_typeof("other_prices") = 'object' AND NOT "other_prices" ? 'USD'`)
@Check('edition_rwf_price_whole', `NOT "other_prices" ? 'RWF' OR ("other_prices" ->> 'RWF') ~ '^(0|[1-9][0-9]{0,9})$'`)
@Check('edition_shipping_known', `"shipping" IN ('flat_rate', 'quote', 'none') AND "ships_within" IN ('world', 'rwanda')`)
@Check('edition_original_is_unique', `"edition_type" <> 'Original Art Work' OR "edition_size" = 1`)
export class Edition {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne('Art', (art: Art) => art.editions, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  art: Art;

  @Index()
  @Column({ type: 'uuid' })
  artId: string;

  /** e.g. "Original Art Work", "Giclée print (A3)". */
  @Column({ name: 'edition_type', type: 'varchar', length: 100 })
  type: string;

  /**
   * The dollar price (USD, the legacy contract's `editions[].price`), numeric(12,2), read as a string by the pg
   * driver: never a float. Today's checkout charges it in SHOP_CURRENCY (issue 22 item 3 changes that).
   */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price: string;

  /**
   * The edition's prices in the shop's other currencies (SHOP_CURRENCIES), as exact decimal text by currency code:
   * `{"RWF": "125000"}` (francs whole). A currency left out: no price in it. Stored, never converted at request time.
   */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  otherPrices: Record<string, string>;

  @Column({ type: 'int', default: 0 })
  position: number;

  /** null: an open edition (no limit); 1 for an Original Art Work. */
  @Column({ type: 'int', nullable: true })
  editionSize: number | null;

  /** Units held by pending orders. */
  @Column({ type: 'int', default: 0 })
  reserved: number;

  /** Units sold through the shop (paid or shipped orders). */
  @Column({ type: 'int', default: 0 })
  sold: number;

  /** Units the studio keeps back from the shop (sold at the gallery, artist's proofs, not for sale). */
  @Column({ type: 'int', default: 0 })
  withheld: number;

  /** How it reaches a buyer (issue 24, EDITION_SHIPPING): collected at the studio in Musanze (free), when true. */
  @Column({ type: 'boolean', default: true })
  pickup: boolean;

  /** 'flat_rate' (the zone table), 'quote' (originals, sculptures: the studio quotes) or 'none' (pickup only). */
  @Column({ type: 'varchar', length: 10, default: 'flat_rate' })
  shipping: EditionShipping;

  /** 'world', or 'rwanda': shipped to Rwandan addresses only. */
  @Column({ type: 'varchar', length: 10, default: 'world' })
  shipsWithin: ShipsWithin;

  /** Its weight packed for shipping, in kg (issue 24): over the studio's threshold it is always on quote. null: not known. */
  @Column({ type: 'numeric', precision: 8, scale: 2, nullable: true })
  weightKg: string | null;
}
