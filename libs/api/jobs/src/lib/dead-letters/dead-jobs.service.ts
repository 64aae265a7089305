import { Injectable } from '@nestjs/common';
import { notFound } from '@sawa/api/common';
import { JOBS_SCHEMA, JobQueue } from '../job-queue';

export interface DeadJob {
  id: string;
  queue: string;
  description: string;
  data: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

export interface JobQueueCounts {
  queue: string;
  description: string;
  waiting: number;
  running: number;
  dead: number;
}

interface DeadJobRow {
  id: string;
  name: string;
  data: unknown;
  output: { message?: string; value?: { message?: string } } | null;
  retry_count: number;
  created_on: Date;
  completed_on: Date;
  total: string;
}

/** The dead-letter view of the back office: jobs that failed every attempt, to read, retry or discard. */
@Injectable()
export class DeadJobsService {
  constructor(private readonly jobs: JobQueue) {}

  private describe(queue: string): string {
    return this.jobs.definitions().find((d) => d.name === queue)?.description ?? queue;
  }

  async list(page: number, pageSize: number): Promise<{ items: DeadJob[]; totalItems: number }> {
    const rows = await this.jobs.query<DeadJobRow>(
      `SELECT id, name, data, output, retry_count, created_on, completed_on, count(*) OVER () AS total
         FROM ${JOBS_SCHEMA}.job
        WHERE state = 'failed' AND name NOT LIKE '\\_\\_pgboss%'
        ORDER BY completed_on DESC, id
        LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    );
    const totalItems = rows.length > 0 ? Number(rows[0].total) : await this.countDead();
    return {
      items: rows.map((r) => ({
        id: r.id,
        queue: r.name,
        description: this.describe(r.name),
        data: JSON.stringify(r.data ?? {}),
        error: r.output?.message ?? r.output?.value?.message ?? 'Unknown error',
        attempts: r.retry_count + 1,
        createdAt: r.created_on,
        failedAt: r.completed_on,
      })),
      totalItems,
    };
  }

  private async countDead(): Promise<number> {
    const [row] = await this.jobs.query<{ n: string }>(`SELECT count(*) AS n FROM ${JOBS_SCHEMA}.job WHERE state = 'failed' AND name NOT LIKE '\\_\\_pgboss%'`);
    return Number(row.n);
  }

  /** Per kind of job registered in this app: waiting (created or retry), running (active) and dead (failed). */
  async counts(): Promise<JobQueueCounts[]> {
    const rows = await this.jobs.query<{ name: string; state: string; n: string }>(
      `SELECT name, state, count(*) AS n FROM ${JOBS_SCHEMA}.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
    );
    return this.jobs.definitions().map((d) => {
      const of = (...states: string[]) => rows.filter((r) => r.name === d.name && states.includes(r.state)).reduce((sum, r) => sum + Number(r.n), 0);
      return { queue: d.name, description: d.description, waiting: of('created', 'retry'), running: of('active'), dead: of('failed') };
    });
  }

  async retry(queue: string, id: string): Promise<void> {
    if (!this.isQueue(queue) || !(await this.jobs.retry(queue, id))) throw notFound(`dead job of ${queue}`, id);
  }

  async discard(queue: string, id: string): Promise<void> {
    if (!this.isQueue(queue) || !(await this.jobs.discard(queue, id))) throw notFound(`dead job of ${queue}`, id);
  }

  /** Only a kind of job this app registers has dead jobs (pg-boss throws on a name it could not have made). */
  private isQueue(queue: string): boolean {
    return this.jobs.definitions().some((d) => d.name === queue);
  }
}
