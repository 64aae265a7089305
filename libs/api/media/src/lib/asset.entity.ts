import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ImageFormat = 'jpeg' | 'webp' | 'avif';

export interface ImageVariant {
  width: number;
  format: ImageFormat;
  /** Public path, for example `/uploads/3f9a…c2-960.webp`. */
  path: string;
}

/**
 * A stored, re-encoded image. `path` is the legacy image path (the largest JPEG);
 * variants follow the naming rule `/uploads/{key}-{width}.{jpg|webp|avif}`.
 */
@Entity('asset')
export class Asset {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Content hash of the re-encoded image; also the file name stem. */
  @Column({ type: 'varchar', length: 64, unique: true })
  key: string;

  @Column({ type: 'varchar', length: 300 })
  path: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants: ImageVariant[];

  /** True while slow formats (AVIF) are still being made by the background job. */
  @Column({ type: 'boolean', default: false })
  pending: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
