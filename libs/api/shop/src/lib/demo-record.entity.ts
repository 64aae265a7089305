import { Column, Entity, PrimaryColumn } from 'typeorm';

export type DemoRecordKind = 'art' | 'artist' | 'category' | 'collection' | 'team_member';

/**
 * A row the demo seed wrote (by table and id), so 'Start selling for real' removes exactly the demo
 * content and never anything the studio made itself. No foreign key: a row the studio deleted
 * meanwhile simply matches nothing.
 */
@Entity('demo_record')
export class DemoRecord {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: DemoRecordKind;

  @PrimaryColumn({ type: 'uuid' })
  recordId: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
