export * from './lib/database-url';
export * from './lib/embedded-postgres';
export * from './lib/data-source-options';
export * from './lib/snake-naming.strategy';
export * from './lib/postgres-errors';
export { MIGRATIONS } from './migrations';
export * from './lib/exclusive';
export * from './lib/shared-secrets';
