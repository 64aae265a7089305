import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { IMAGE_STORAGE, ImageStorage } from '@sawa/api/media';
import { REDIS } from '@sawa/api/redis';

const TIMEOUT_MS = 3_000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS))),
  ]);
}

/** The shared services an instance needs: the database, Redis (when REDIS_URL is set) and the image storage. */
@Injectable()
export class DependencyHealth {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly db: TypeOrmHealthIndicator,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  /** Checks for terminus's HealthCheckService: each answers up, or down with the reason. */
  checks(): (() => Promise<HealthIndicatorResult>)[] {
    const checks = [...this.readinessChecks(), () => this.storageCheck()];
    if (this.redis) checks.push(() => this.redisCheck(this.redis!));
    return checks;
  }

  /**
   * What this process needs to serve at all: the database. Redis and the image storage are shared by
   * every instance, so a failure of theirs would take every instance out of a load balancer at once;
   * the requests that need them answer 503 on their own, and the rest keep working.
   */
  readinessChecks(): (() => Promise<HealthIndicatorResult>)[] {
    return [() => this.db.pingCheck('database', { timeout: TIMEOUT_MS })];
  }

  private async redisCheck(redis: Redis): Promise<HealthIndicatorResult> {
    const session = this.indicators.check('redis');
    try {
      await within(redis.ping(), 'Redis');
      return session.up();
    } catch (error) {
      return session.down({ message: (error as Error).message });
    }
  }

  private async storageCheck(): Promise<HealthIndicatorResult> {
    const session = this.indicators.check('storage');
    try {
      await within(this.storage.check(), 'The image storage');
      return session.up({ kind: this.storage.kind });
    } catch (error) {
      return session.down({ kind: this.storage.kind, message: (error as Error).message });
    }
  }
}
