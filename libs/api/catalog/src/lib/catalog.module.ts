import { Module } from '@nestjs/common';
import { ArtModule } from './art/art.module';
import { ArtResolver } from './art/art.resolver';
import { CurrencyRatesResolver } from './art/currency-rates.resolver';
import { ArtistModule } from './artist/artist.module';
import { ArtistResolver } from './artist/artist.resolver';
import { CatalogLoaders } from './catalog.loaders';
import { CategoryModule } from './category/category.module';
import { CategoryResolver } from './category/category.resolver';
import { CollectionModule } from './collection/collection.module';
import { CollectionResolver } from './collection/collection.resolver';
import { ShelfResolver } from './shelf/shelf.resolver';

/** Arts (with editions and images), artists, categories and collections, over REST and GraphQL. */
@Module({
  imports: [ArtModule, ArtistModule, CategoryModule, CollectionModule],
  providers: [CatalogLoaders, ArtResolver, CurrencyRatesResolver, ArtistResolver, CategoryResolver, CollectionResolver, ShelfResolver],
  exports: [ArtModule, ArtistModule, CategoryModule, CollectionModule, CatalogLoaders],
})
export class CatalogModule {}
