/** When a scheduled job runs: every `every` seconds (slots aligned to the Unix epoch, so every day is at 00:00 UTC), or at the times of a cron expression (UTC). */
export type JobSchedule = { every: number } | { cron: string };

/**
 * One kind of background job: its queue, how it is retried, how long one run may hold it, and
 * optionally when it runs by itself. Declared once (next to its handler) with `defineJob`, then
 * registered with `JobQueue.register` and sent with `JobQueue.send`, typed by its data.
 */
export interface JobDefinition<T extends object> {
  /** The queue's name (letters, digits, dots, hyphens). */
  readonly name: string;
  /** What a job of this kind is for, shown in the back office. */
  readonly description: string;
  /** Further attempts after a failure before the job is dead (kept, visible and retryable in the back office). */
  readonly retryLimit: number;
  /** First retry delay; with `retryBackoff` each further one waits about twice as long (with jitter). */
  readonly retryDelaySeconds: number;
  readonly retryBackoff: boolean;
  /**
   * How long one run may take. A job held longer (its instance died, or it hangs) counts as failed and
   * is retried by any instance: that is how no job is lost when an instance is killed mid-job.
   */
  readonly expireInSeconds: number;
  /** Jobs of this kind run at the same time in one process (default 1). */
  readonly concurrency?: number;
  /**
   * `standard`: every job sent runs. `stately`: at most one job waiting and one running (sending again
   * while one waits does nothing): for sweeps, where one pending run covers any number of requests.
   */
  readonly policy?: 'standard' | 'stately';
  readonly schedule?: JobSchedule;
  /** The data of a job that the schedule sends. */
  readonly scheduledData?: T;
  /** Type witness only: the shape of a job's data. */
  readonly __data?: T;
}

export function defineJob<T extends object>(definition: Omit<JobDefinition<T>, '__data'>): JobDefinition<T> {
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(definition.name)) throw new Error(`Job name ${definition.name} must be lower-case letters, digits, dots and hyphens`);
  return definition;
}

/** What a handler is told about the job it runs. */
export interface JobContext {
  id: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** Aborted when the process stops or the run exceeds `expireInSeconds`: stop at the next safe point and throw. */
  signal: AbortSignal;
}

export type JobHandler<T extends object> = (data: T, context: JobContext) => Promise<void> | void;
