import { DynamicModule, Global, Module } from '@nestjs/common';
import { DeadJobsResolver } from './dead-letters/dead-jobs.resolver';
import { DeadJobsService } from './dead-letters/dead-jobs.service';
import { JOBS_OPTIONS, JobQueue, JobsOptions } from './job-queue';

/** The background job queue (pg-boss on the app's PostgreSQL) and its dead-letter view in the back office. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsOptions): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_OPTIONS, useValue: options }, JobQueue, DeadJobsService, DeadJobsResolver],
      exports: [JobQueue],
    };
  }
}
