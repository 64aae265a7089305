export * from './lib/site.module';
