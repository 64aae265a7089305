export * from './lib/privacy.module';
export * from './lib/customer-erasure.service';
export * from './lib/retention.job';
