export * from './lib/job-definition';
export * from './lib/job-queue';
export * from './lib/jobs.module';
