export * from './lib/analytics.module';
export * from './lib/page-view.entity';
export * from './lib/analytics.service';
