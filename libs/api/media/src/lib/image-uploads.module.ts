import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { MulterModule } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { Environment } from '@sawa/api/common';

/** Import into a feature module: its file interceptors keep uploads in memory within the configured limits. */
@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => ({
        storage: memoryStorage(),
        limits: { fileSize: config.get('UPLOAD_MAX_BYTES', { infer: true }), files: 12, fields: 50, fieldSize: 1024 * 1024 },
      }),
    }),
  ],
  exports: [MulterModule],
})
export class ImageUploadsModule {}
