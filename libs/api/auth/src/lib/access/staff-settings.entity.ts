import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The studio's rules for its staff's sign-in, one row (id 1, made by its migration). */
@Entity('staff_settings')
@Check('staff_settings_single_row', '"id" = 1')
export class StaffSettings {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** Everyone must use two-step sign-in, not only Owners (set on the back office's Staff page). */
  @Column({ type: 'boolean', default: false })
  twoStepForEveryone: boolean;
}
