export * from './lib/asset.entity';
export * from './lib/media.module';
