import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Asset } from '@sawa/api/media';
import type { Art } from '../art/art.entity';

@Entity('artist')
export class Artist {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @ManyToOne(() => Asset, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  image: Asset;

  @Column({ type: 'uuid' })
  imageId: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  x: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  instagram: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  linkedin: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  facebook: string | null;

  @OneToMany('Art', (art: Art) => art.artist)
  artworks: Art[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
