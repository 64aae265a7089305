export * from './lib/decimal.scalar';
export * from './lib/image.type';
export * from './lib/paginated';
export * from './lib/format-error';
export * from './lib/graphql-api.module';
export * from './lib/read-upload';
export * from './lib/upload.scalar';
export * from './lib/request-loaders';
