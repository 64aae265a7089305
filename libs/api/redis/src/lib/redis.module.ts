import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Redis } from 'ioredis';
import { Environment } from '@sawa/api/common';

/** The shared Redis client, or null when REDIS_URL is unset (one instance: limits counted in memory). */
export const REDIS = Symbol('REDIS');

/**
 * One connection to the Redis all instances share (REDIS_URL). A command never waits for a Redis that
 * is away: no offline queue, one attempt, a 2 s timeout, so the caller fails at once (and answers 503);
 * the client reconnects by itself in the background, so the app recovers without a restart.
 */
export function createRedis(url: string, logger = new Logger('Redis')): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) logger.warn(`Redis is away: ${error.message}; reconnecting`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.log('Redis is back');
    down = false;
  });
  return redis;
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    await this.redis.quit().catch(() => this.redis!.disconnect());
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>): Redis | null => {
        const url = config.get('REDIS_URL', { infer: true });
        return url ? createRedis(url) : null;
      },
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
