import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Asset } from '@sawa/api/media';
import type { Art } from './art.entity';

/** One of an artwork's gallery images, in order. */
@Entity('art_image')
export class ArtImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne('Art', (art: Art) => art.images, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  art: Art;

  @Index()
  @Column({ type: 'uuid' })
  artId: string;

  @ManyToOne(() => Asset, { nullable: false, onDelete: 'RESTRICT', eager: true })
  @JoinColumn()
  asset: Asset;

  @Column({ type: 'uuid' })
  assetId: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}
