import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { serviceUnavailable } from '@sawa/api/common';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit and login-throttle counters in the shared Redis (one atomic Lua script per hit, from
 * @nest-lab/throttler-storage-redis), so every instance counts the same hits: ten wrong logins spread
 * over two instances are ten. While Redis is away a limited route answers 503 instead of letting the
 * request through uncounted: a limit is never skipped.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly counters: ThrottlerStorageRedisService;

  constructor(redis: Redis) {
    this.counters = new ThrottlerStorageRedisService(redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    try {
      return await this.counters.increment(`sawa:throttle:${key}`, ttl, limit, blockDuration, throttlerName);
    } catch (error) {
      throw serviceUnavailable('cache', error);
    }
  }
}
