import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Asset } from '@sawa/api/media';

@Entity('team_member')
export class TeamMember {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  position: string;

  @ManyToOne(() => Asset, { nullable: false, onDelete: 'RESTRICT', eager: true })
  @JoinColumn()
  image: Asset;

  @Column({ type: 'uuid' })
  imageId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
