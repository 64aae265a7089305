export * from './lib/actor';
export * from './lib/audit-changes';
export * from './lib/audit-entry.entity';
export * from './lib/audit-log.service';
export * from './lib/audit.module';
export * from './lib/audit.types';
