import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { AvifVariantJob } from './avif-variant.job';
import { DiskImageStorage } from './disk-image.storage';
import { ImageProcessor } from './image-processor';
import { IMAGE_STORAGE, ImageStorage } from './image-storage';
import { ImageWorkQueue } from './image-work.queue';
import { MediaService } from './media.service';
import { S3ImageStorage } from './s3-image.storage';

@Global()
@Module({
  providers: [
    ImageProcessor,
    ImageWorkQueue,
    AvifVariantJob,
    MediaService,
    {
      // An S3-compatible bucket when S3_BUCKET is set (several instances share it), otherwise the local disk.
      provide: IMAGE_STORAGE,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>): ImageStorage =>
        config.get('S3_BUCKET', { infer: true }) ? new S3ImageStorage(config) : new DiskImageStorage(config),
    },
  ],
  exports: [MediaService, IMAGE_STORAGE, AvifVariantJob, ImageWorkQueue],
})
export class MediaModule {}
