import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WeeklySlot } from './weekly-slot.entity';

/**
 * One visit time on the calendar, kept as a row once something is recorded about it: a booking (the row
 * is what the booking locks to count places), a block, or because the studio added it as a one-off slot.
 * A weekly slot's other dates need no row: the calendar makes them from the weekly schedule.
 */
@Entity('visit_slot')
@Check('"weekly_slot_id" IS NOT NULL OR "capacity" IS NOT NULL')
@Check('"capacity" IS NULL OR "capacity" > 0')
export class VisitSlot {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The instant the visit starts (stored as such; shown on the studio's clock). */
  @Column({ type: 'timestamptz', unique: true })
  startsAt: Date;

  /** The weekly slot this date comes from; null for a one-off slot, or once its weekly slot was removed. */
  @ManyToOne(() => WeeklySlot, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'weekly_slot_id' })
  weeklySlot?: WeeklySlot | null;

  @Column({ type: 'uuid', nullable: true })
  weeklySlotId: string | null;

  /** Its places; null: its weekly slot's (so a change of the weekly places applies to every date). */
  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  /** A one-off slot the studio added (not from the weekly schedule). */
  @Column({ type: 'boolean', default: false })
  extra: boolean;

  /** No new online booking (the visits already booked stay): set by the studio, or when its weekly slot was removed. */
  @Column({ type: 'boolean', default: false })
  blocked: boolean;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
