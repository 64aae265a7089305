import { Global, Module } from '@nestjs/common';
import { AvifVariantQueue } from './avif-variant.queue';
import { DiskImageStorage } from './disk-image.storage';
import { ImageProcessor } from './image-processor';
import { IMAGE_STORAGE } from './image-storage';
import { MediaService } from './media.service';

@Global()
@Module({
  providers: [ImageProcessor, AvifVariantQueue, MediaService, { provide: IMAGE_STORAGE, useClass: DiskImageStorage }],
  exports: [MediaService, IMAGE_STORAGE, AvifVariantQueue],
})
export class MediaModule {}
