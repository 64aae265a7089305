import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageUploadsModule } from '@sawa/api/media';
import { Art } from '../art/art.entity';
import { ArtistController } from './artist.controller';
import { Artist } from './artist.entity';
import { ArtistService } from './artist.service';

@Module({
  imports: [TypeOrmModule.forFeature([Artist, Art]), ImageUploadsModule],
  controllers: [ArtistController],
  providers: [ArtistService],
  exports: [ArtistService],
})
export class ArtistModule {}
