import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { badInput, Environment } from '@sawa/api/common';
import { matchSiteRoute, pathWithoutSecrets } from '@sawa/shared/domain';
import { PageView } from './page-view.entity';

/** User agents of crawlers, previewers and tools: their visits are not people's. */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl|wget|python|java\/|go-http|axios|node-fetch|phantom|monitor/i;
/**
 * The path as stored: a private page (an order number or a visit reference is the only key to it) is
 * stored under its route's pattern, never the key itself; however it is spelt (site-routes.ts).
 */
export const storedPath = pathWithoutSecrets;

/** Rows one pruning statement deletes at most. */
const PRUNE_BATCH = 10_000;

export interface DailyViews {
  day: string;
  views: number;
}
export interface PathViews {
  path: string;
  views: number;
}

@Injectable()
export class AnalyticsService {
  private readonly ownHost: string;

  constructor(
    @InjectRepository(PageView) private readonly views: Repository<PageView>,
    config: ConfigService<Environment, true>,
  ) {
    this.ownHost = new URL(config.getOrThrow('PUBLIC_URL', { infer: true })).host;
  }

  /** Records a view unless it comes from a bot or is a back-office page. Returns whether it was counted. */
  async record(rawPath: unknown, rawReferrer: unknown, userAgent: string | undefined): Promise<boolean> {
    if (typeof rawPath !== 'string' || !rawPath.startsWith('/') || rawPath.length > 500) throw badInput('path must be a site path starting with /');
    if (!userAgent || BOT.test(userAgent)) return false;
    const pathname = rawPath.split(/[?#]/)[0] || '/';
    // The back office and its sign-in are not counted.
    if (matchSiteRoute(pathname).route.kind === 'back-office') return false;
    const path = storedPath(pathname);
    await this.views.insert({ path, referrer: this.referrerHost(rawReferrer), day: () => 'CURRENT_DATE' });
    return true;
  }

  private referrerHost(raw: unknown): string | null {
    if (typeof raw !== 'string' || !raw) return null;
    try {
      const host = new URL(raw).host.slice(0, 255);
      return host && host !== this.ownHost ? host : null;
    } catch {
      return null;
    }
  }

  /**
   * Deletes the views of days more than `days` days ago (PAGE_VIEW_RETENTION_DAYS), in batches so no
   * statement holds many rows at once; stops between batches when `signal` aborts. Returns how many went.
   */
  async prune(days: number, signal?: AbortSignal): Promise<number> {
    let deleted = 0;
    for (;;) {
      signal?.throwIfAborted();
      const [, count]: [unknown, number] = await this.views.query(
        `DELETE FROM page_view WHERE id IN (SELECT id FROM page_view WHERE day < CURRENT_DATE - $1::int LIMIT $2)`,
        [days, PRUNE_BATCH],
      );
      deleted += count;
      if (count < PRUNE_BATCH) return deleted;
    }
  }

  /** Views per day for the last `days` days, today included, with zero for days without any. */
  async viewsPerDay(days: number): Promise<DailyViews[]> {
    const rows: { day: string; views: string }[] = await this.views.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(v.id) AS views
         FROM generate_series(CURRENT_DATE - ($1::int - 1), CURRENT_DATE, interval '1 day') AS d(day)
         LEFT JOIN page_view v ON v.day = d.day::date
        GROUP BY d.day ORDER BY d.day`,
      [days],
    );
    return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
  }

  async topPages(days: number, limit: number): Promise<PathViews[]> {
    const rows: { path: string; views: string }[] = await this.views.query(
      `SELECT path, count(*) AS views FROM page_view WHERE day > CURRENT_DATE - $1::int GROUP BY path ORDER BY count(*) DESC, path LIMIT $2`,
      [days, limit],
    );
    return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
  }
}
