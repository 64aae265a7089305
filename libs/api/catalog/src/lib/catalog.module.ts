import { Module } from '@nestjs/common';
import { ArtModule } from './art/art.module';
import { ArtistModule } from './artist/artist.module';
import { CategoryModule } from './category/category.module';
import { CollectionModule } from './collection/collection.module';

/** Arts (with editions and images), artists, categories and collections. */
@Module({
  imports: [ArtModule, ArtistModule, CategoryModule, CollectionModule],
  exports: [ArtModule, ArtistModule, CategoryModule, CollectionModule],
})
export class CatalogModule {}
