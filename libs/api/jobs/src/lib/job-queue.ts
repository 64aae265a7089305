import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import PgBoss from 'pg-boss';
import { DataSource, EntityManager } from 'typeorm';
import { exclusively } from '@sawa/api/database';
import { Environment } from '@sawa/api/common';
import { JobDefinition, JobHandler } from './job-definition';
import { currentSlot, jobIdOf } from './job-schedule';
import { JobWorker } from './job-worker';

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');

export interface JobsOptions {
  /** The app's PostgreSQL: the queue lives in its `pgboss` schema. */
  databaseUrl: string;
}

export interface SendOptions {
  /** Send inside this transaction: the job exists if and only if the transaction commits. */
  manager?: EntityManager;
  /** One job per key: sending again with the same key (from any instance) does nothing while the first is kept. */
  key?: string;
  startAfterSeconds?: number;
}

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss at start). */
export const JOBS_SCHEMA = 'pgboss';
/** Dead jobs stay retryable in the back office this long before pg-boss archives them. */
const DEAD_KEPT_SECONDS = 30 * 24 * 60 * 60;
/** How long a stopping process lets its running jobs finish. */
const STOP_GRACE_MS = 10_000;

interface Registration {
  definition: JobDefinition<object>;
  handler: JobHandler<object>;
}

/**
 * The background job queue: pg-boss 10 on the app's own PostgreSQL (no other server to run; see
 * docs/decisions.md). Features register their kinds of job (`register`, in `onModuleInit`) and send
 * them (`send`, inside their transaction when given a manager). Processes with `APP_ROLE` `worker` or
 * `all` run the jobs, the schedules and the queue's upkeep; `web` processes only send.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private readonly workers = new Map<string, JobWorker<object>[]>();
  private readonly queuesReady = new Map<string, Promise<void>>();
  private started: Promise<void> | undefined;
  private scheduleTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private bootstrapped = false;
  private lastErrorLog = 0;
  private errorsSinceLog = 0;
  /** True when this process runs jobs (APP_ROLE worker or all). */
  readonly runsJobs: boolean;
  private readonly pollIntervalMs: number;

  constructor(
    @Inject(JOBS_OPTIONS) options: JobsOptions,
    config: ConfigService<Environment, true>,
    private readonly dataSource: DataSource,
  ) {
    this.runsJobs = config.get('APP_ROLE', { infer: true }) !== 'web';
    this.pollIntervalMs = config.get('JOBS_POLL_INTERVAL_SECONDS', { infer: true }) * 1000;
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: JOBS_SCHEMA,
      application_name: 'sawa-jobs',
      max: 4,
      // pg-boss's cron is not used (minute resolution, and its internal worker does not await completion); see `runSchedules`.
      schedule: false,
      // Upkeep (expired jobs of dead instances back to the queue, archiving) where jobs run; pg-boss
      // takes an advisory lock so one instance does it at a time.
      supervise: this.runsJobs,
      maintenanceIntervalSeconds: config.get('JOBS_MAINTENANCE_INTERVAL_SECONDS', { infer: true }),
      archiveFailedAfterSeconds: DEAD_KEPT_SECONDS,
      migrate: true,
    });
    // Without a listener an 'error' event would end the process: the database being away is logged instead.
    this.boss.on('error', (error) => this.logThrottled(error));
  }

  /** Declares a kind of job and the function that runs it (in `onModuleInit`, or later). */
  register<T extends object>(definition: JobDefinition<T>, handler: JobHandler<T>): void {
    if (this.registrations.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice`);
    const registration = { definition: definition as JobDefinition<object>, handler: handler as JobHandler<object> };
    this.registrations.set(definition.name, registration);
    // Registered after start (a module loaded later): its workers start now.
    if (this.bootstrapped && this.runsJobs && !this.stopped) this.startWorkers(registration);
  }

  definitions(): JobDefinition<object>[] {
    return [...this.registrations.values()].map((r) => r.definition);
  }

  /** Queues a job; with `manager`, inside that transaction. Resolves to the job's id, or null when a job with the same key already exists. */
  async send<T extends object>(definition: JobDefinition<T>, data: T, options: SendOptions = {}): Promise<string | null> {
    await this.ready(definition);
    const { manager } = options;
    const id = await this.boss.send(definition.name, data, {
      id: options.key === undefined ? undefined : jobIdOf(definition.name, options.key),
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireInSeconds,
      startAfter: options.startAfterSeconds,
      // pg-boss writes through this connection: the job is part of the caller's transaction.
      db: manager ? { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) } : undefined,
    });
    // Run at once if this process works this queue (after commit, when sent in a transaction: the worker
    // may look before it, then it finds the job at its next poll).
    if (id && !options.startAfterSeconds) for (const worker of this.workers.get(definition.name) ?? []) worker.notify();
    return id;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
    for (const registration of this.registrations.values()) await this.ready(registration.definition);
    this.bootstrapped = true;
    if (!this.runsJobs) return;
    for (const registration of this.registrations.values()) this.startWorkers(registration);
    this.startSchedules();
  }

  private startWorkers({ definition, handler }: Registration): void {
    const workers = Array.from({ length: definition.concurrency ?? 1 }, () => new JobWorker(this.boss, definition, handler, this.pollIntervalMs));
    this.workers.set(definition.name, workers);
    workers.forEach((w) => w.start());
  }

  /** Runs before the database pool closes: running jobs may finish (they need it), then the queue stops. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.scheduleTimer);
    await Promise.all([...this.workers.values()].flat().map((w) => w.stop(STOP_GRACE_MS)));
    if (this.started) {
      await this.started.catch(() => undefined);
      await this.boss.stop({ graceful: false, close: true }).catch((error: Error) => this.logger.warn(`Stopping the queue: ${error.message}`));
    }
  }

  /** Raw SQL on the queue's tables (the dead-letter view), through pg-boss's own pool. */
  async query<R>(text: string, values: unknown[] = []): Promise<R[]> {
    await this.start();
    const result = await this.boss.getDb().executeSql(text, values);
    if (!result) throw new Error('The job queue is stopped');
    return result.rows as R[];
  }

  /** A dead job back to the queue (one more attempt). False when it is not a dead job of that queue. */
  async retry(queue: string, id: string): Promise<boolean> {
    await this.start();
    const result = (await this.boss.retry(queue, id)) as unknown as { affected: number };
    for (const worker of this.workers.get(queue) ?? []) worker.notify();
    return result.affected > 0;
  }

  /** Deletes a dead job for good. False when it is not a dead job of that queue. */
  async discard(queue: string, id: string): Promise<boolean> {
    const rows = await this.query<{ id: string }>(`DELETE FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2 AND state = 'failed' RETURNING id`, [queue, id]);
    return rows.length > 0;
  }

  private start(): Promise<void> {
    this.started ??= this.boss.start().then(() => undefined);
    return this.started;
  }

  /** The queue's row exists (with this definition's retry and expiry) before the first job is sent to it. */
  private ready(definition: JobDefinition<object>): Promise<void> {
    let ready = this.queuesReady.get(definition.name);
    if (!ready) {
      ready = this.start()
        // pg-boss creates a queue's partition table; instances starting together would deadlock doing it at once.
        .then(() =>
          exclusively(this.dataSource, 'job-queues', async () => {
            const options = {
              name: definition.name,
              policy: definition.policy ?? 'standard',
              retryLimit: definition.retryLimit,
              retryDelay: definition.retryDelaySeconds,
              retryBackoff: definition.retryBackoff,
              expireInSeconds: definition.expireInSeconds,
            } as const;
            if (await this.boss.getQueue(definition.name)) await this.boss.updateQueue(definition.name, options);
            else await this.boss.createQueue(definition.name, options);
          }),
        )
        .catch((error) => {
          this.queuesReady.delete(definition.name);
          throw error;
        });
      this.queuesReady.set(definition.name, ready);
    }
    return ready;
  }

  /**
   * Scheduled jobs: every worker process sends the job of the current slot under an id made from the
   * slot, so however many instances do it, each slot makes exactly one job (and a slot missed while no
   * worker ran is not made up later). Checked every second; a slot is sent once per process.
   */
  private startSchedules(): void {
    const sent = new Map<string, number>();
    const tick = () => {
      const now = new Date();
      for (const definition of this.definitions()) {
        if (!definition.schedule) continue;
        const slot = currentSlot(definition.schedule, now).getTime();
        if (sent.get(definition.name) === slot) continue;
        sent.set(definition.name, slot);
        void this.send(definition, definition.scheduledData ?? {}, { key: `schedule:${new Date(slot).toISOString()}` }).catch((error) => {
          sent.delete(definition.name);
          this.logThrottled(error);
        });
      }
    };
    tick();
    this.scheduleTimer = setInterval(tick, 1_000);
    this.scheduleTimer.unref();
  }

  /** A database that is away produces an error at every poll: log the first, then a count every 30 s. */
  private logThrottled(error: unknown): void {
    this.errorsSinceLog += 1;
    const now = Date.now();
    if (now - this.lastErrorLog < 30_000) return;
    this.logger.warn(
      `Job queue: ${(error as Error)?.message ?? String(error)}${this.errorsSinceLog > 1 ? ` (${this.errorsSinceLog} errors since the last report)` : ''}`,
    );
    this.lastErrorLog = now;
    this.errorsSinceLog = 0;
  }
}
