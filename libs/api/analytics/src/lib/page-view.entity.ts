import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One page view: the path, where the visitor came from (the referring site's host only) and
 * the day. No cookie, no IP address, no user agent and no time of day are stored.
 */
@Entity('page_view')
@Index(['day', 'path'])
export class PageView {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 500 })
  path: string;

  /** Host of an external referrer (e.g. `www.google.com`); null for direct visits and internal navigation. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  referrer: string | null;

  @Column({ type: 'date' })
  day: string;
}
