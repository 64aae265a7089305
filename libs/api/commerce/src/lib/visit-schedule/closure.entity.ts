import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A day the studio is closed to visits (a holiday): its weekly slots do not happen. One-off slots that day still do. */
@Entity('visit_closure')
export class VisitClosure {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The day in Kigali, `YYYY-MM-DD`. */
  @Column({ type: 'date', unique: true })
  date: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  note: string;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
