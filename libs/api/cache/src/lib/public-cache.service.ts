import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { PublicCache } from './public-cache';

/** The app's one public cache, sized by CACHE_MAX_BYTES (0 turns it off); no answer older than CACHE_MAX_AGE_SECONDS is served. */
@Injectable()
export class PublicCacheService extends PublicCache {
  constructor(config: ConfigService<Environment, true>) {
    super(config.get('CACHE_MAX_BYTES', { infer: true }), config.get('CACHE_MAX_AGE_SECONDS', { infer: true }) * 1000);
  }
}
