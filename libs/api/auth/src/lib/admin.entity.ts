import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('admin')
export class Admin {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  userName: string;

  /** argon2id hash; never leaves the server. */
  @Column({ type: 'varchar', length: 200, select: false })
  passwordHash: string;

  /**
   * Raised by every password change (`passwordChange`); each token carries the value it was signed
   * under (`gen`), so changing the password ends every session made with the old one.
   */
  @Column({ type: 'int', default: 0 })
  sessionGeneration: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
