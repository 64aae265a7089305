import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CacheInvalidationService } from './cache-invalidation.service';
import { PublicCacheService } from './public-cache.service';
import { WriteBarrierInterceptor } from './write-barrier.interceptor';

/**
 * The public answer cache and what keeps it true: the database listener (every instance), the
 * commit barrier and the write barrier. Pages (apps/api web-app.ts), public REST and GraphQL
 * reads (publicReadsCache) read and fill it.
 */
@Global()
@Module({
  providers: [PublicCacheService, CacheInvalidationService, { provide: APP_INTERCEPTOR, useClass: WriteBarrierInterceptor }],
  exports: [PublicCacheService, CacheInvalidationService],
})
export class PublicCacheModule {}
