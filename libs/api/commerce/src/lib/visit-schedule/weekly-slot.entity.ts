import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A visit time that comes back every week: a weekday and a time on the studio's clock (Kigali), with its places. */
@Entity('visit_weekly_slot')
@Unique(['weekday', 'startTime'])
@Check('"weekday" BETWEEN 1 AND 7')
@Check(`"start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)
@Check('"places" > 0')
export class WeeklySlot {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** 1 = Monday … 7 = Sunday. */
  @Column({ type: 'smallint' })
  weekday: number;

  /** `HH:MM` in Kigali. */
  @Column({ type: 'varchar', length: 5 })
  startTime: string;

  @Column({ type: 'int' })
  places: number;
}
