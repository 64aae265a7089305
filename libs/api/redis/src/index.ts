export * from './lib/redis.module';
export * from './lib/redis-throttler.storage';
