import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { VISIT_SCHEDULE_DEFAULTS } from '@sawa/shared/domain';

/** The studio's rules for booking visits (one row): notice, horizon, party size, how late a visit may change, how long it lasts. */
@Entity('visit_schedule')
@Check('"id" = 1')
export class VisitSchedule {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  /** A visit is booked at least this many hours before it starts. */
  @Column({ type: 'int', default: VISIT_SCHEDULE_DEFAULTS.noticeHours })
  noticeHours: number;

  /** Visits can be booked this many days ahead (from today, in Kigali). */
  @Column({ type: 'int', default: VISIT_SCHEDULE_DEFAULTS.horizonDays })
  horizonDays: number;

  @Column({ type: 'int', default: VISIT_SCHEDULE_DEFAULTS.maxPartySize })
  maxPartySize: number;

  /** A visitor may reschedule or cancel online until this many hours before the visit. */
  @Column({ type: 'int', default: VISIT_SCHEDULE_DEFAULTS.changeCutoffHours })
  changeCutoffHours: number;

  @Column({ type: 'int', default: VISIT_SCHEDULE_DEFAULTS.visitMinutes })
  visitMinutes: number;

  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
