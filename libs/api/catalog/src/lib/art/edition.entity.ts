import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Art } from './art.entity';

/** A way to buy an artwork (the original or a print), at an exact decimal price. */
@Entity('edition')
@Check('edition_price_not_negative', '"price" >= 0')
export class Edition {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne('Art', (art: Art) => art.editions, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  art: Art;

  @Index()
  @Column({ type: 'uuid' })
  artId: string;

  @Column({ type: 'varchar', length: 100 })
  editionType: string;

  /** numeric(12,2), read as a string by the pg driver: never a float. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}
