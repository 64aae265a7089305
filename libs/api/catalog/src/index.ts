export * from './lib/art/art.entity';
export * from './lib/art/art-image.entity';
export * from './lib/art/edition.entity';
export * from './lib/artist/artist.entity';
export * from './lib/category/category.entity';
export * from './lib/collection/collection.entity';
export * from './lib/catalog.module';
