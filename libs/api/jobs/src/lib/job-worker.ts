import { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { JobDefinition, JobHandler } from './job-definition';

/** The job ran longer than its definition allows, or the process is stopping. */
class JobInterrupted extends Error {}

/**
 * One worker of one queue in this process: takes a job (`FOR UPDATE SKIP LOCKED`: no two workers of
 * any instance get the same one), runs the handler, then marks it completed or failed (failed: the
 * queue retries it with backoff, then keeps it as dead). A run is bounded by the job's time limit. If
 * the process dies mid-job, the job stays "active" until its time limit passes, then the queue's upkeep
 * hands it to another instance.
 *
 * pg-boss's own `work()` is not used: it does not await completing a job, so a database that goes away
 * at that moment becomes an unhandled rejection (a crash); here every step is awaited and a failed
 * step is logged, and the job is left for its time limit.
 */
export class JobWorker<T extends object> {
  private readonly logger: Logger;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private current: AbortController | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly definition: JobDefinition<T>,
    private readonly handler: JobHandler<T>,
    private readonly pollIntervalMs: number,
  ) {
    this.logger = new Logger(`Job ${definition.name}`);
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** A job was just sent by this process: look at once instead of at the next poll. */
  notify(): void {
    this.wake?.();
  }

  /**
   * Takes no new job and lets the running one finish within `graceMs`; past that it is asked to stop
   * (its signal aborts), and its failure sends it back to the queue for another run.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    this.wake?.();
    if (!this.loop) return;
    const within = (ms: number) => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref());
    const finished = await Promise.race([this.loop.then(() => true), within(graceMs)]);
    if (finished) return;
    this.current?.abort(new JobInterrupted('the process is stopping'));
    await Promise.race([this.loop, within(2_000)]);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      // pg-boss answers [] when the database cannot be reached: the loop waits and asks again.
      const [job] = await this.boss.fetch<T>(this.definition.name, { batchSize: 1, includeMetadata: true });
      if (this.stopping) {
        if (job) await this.settle('give back', () => this.boss.fail(this.definition.name, job.id, { message: 'the process stopped before it started' }));
        break;
      }
      if (!job) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollIntervalMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
        continue;
      }
      await this.process(job);
    }
  }

  private async process(job: PgBoss.JobWithMetadata<T>): Promise<void> {
    const controller = new AbortController();
    this.current = controller;
    const limit = setTimeout(
      () => controller.abort(new JobInterrupted(`it ran longer than ${this.definition.expireInSeconds} s`)),
      this.definition.expireInSeconds * 1000,
    );
    try {
      const interrupted = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }),
      );
      await Promise.race([this.handler(job.data, { id: job.id, attempt: job.retryCount + 1, signal: controller.signal }), interrupted]);
      await this.settle('complete', () => this.boss.complete(this.definition.name, job.id));
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      const last = job.retryCount >= job.retryLimit;
      this.logger.warn(
        `Job ${job.id} failed (attempt ${job.retryCount + 1} of ${job.retryLimit + 1}${last ? ', kept as dead' : ', will be retried'}): ${message}`,
      );
      await this.settle('fail', () => this.boss.fail(this.definition.name, job.id, { message }));
    } finally {
      clearTimeout(limit);
      this.current = undefined;
    }
  }

  /** Completing or failing a job needs the database; if it is away, the job is retried after its time limit. */
  private async settle(what: string, step: () => Promise<unknown>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.logger.warn(`Could not ${what} a job (${(error as Error).message}); it will be retried after its time limit`);
    }
  }
}
