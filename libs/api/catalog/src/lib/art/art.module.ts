import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageUploadsModule } from '@sawa/api/media';
import { ArtImage } from './art-image.entity';
import { ArtController } from './art.controller';
import { Art } from './art.entity';
import { ArtService } from './art.service';
import { CurrencyRatesService } from './currency-rates.service';
import { Edition } from './edition.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Art, Edition, ArtImage]), ImageUploadsModule],
  controllers: [ArtController],
  providers: [ArtService, CurrencyRatesService],
  exports: [ArtService, CurrencyRatesService],
})
export class ArtModule {}
