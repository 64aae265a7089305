import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageUploadsModule } from '@sawa/api/media';
import { ArtImage } from './art-image.entity';
import { ArtController } from './art.controller';
import { Art } from './art.entity';
import { ArtService } from './art.service';
import { CurrencyRatesService } from './currency-rates.service';
import { Edition } from './edition.entity';
import { CatalogueSearch } from '../search/catalogue-search';
import { PostgresCatalogueSearch } from '../search/postgres-catalogue-search';

@Module({
  imports: [TypeOrmModule.forFeature([Art, Edition, ArtImage]), ImageUploadsModule],
  controllers: [ArtController],
  // The catalogue search's one implementation today; a search engine's would replace this line (docs/decisions.md).
  providers: [ArtService, CurrencyRatesService, { provide: CatalogueSearch, useClass: PostgresCatalogueSearch }],
  exports: [ArtService, CurrencyRatesService, CatalogueSearch],
})
export class ArtModule {}
