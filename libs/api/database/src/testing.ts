export * from './testing/test-database';
