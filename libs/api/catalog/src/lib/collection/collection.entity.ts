import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Asset } from '@sawa/api/media';
import { Category } from '../category/category.entity';

@Entity('collection')
export class Collection {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @ManyToOne(() => Asset, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  image: Asset;

  @Column({ type: 'uuid' })
  imageId: string;

  @ManyToOne(() => Category, (category) => category.collections, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  category: Category;

  @Column({ type: 'uuid' })
  categoryId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
