import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { MulterModule } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { Environment } from '@sawa/api/common';
import { ADMIN_UPLOAD_LIMITS } from './multipart-limits';

/**
 * Import into a feature module: its file interceptors keep uploads in memory within the admin forms' limits (those routes
 * are admin-only, and guards run before interceptors: nothing anonymous is parsed here). Visitors' uploads use VisitorImageInterceptor.
 */
@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => ({
        storage: memoryStorage(),
        limits: { ...ADMIN_UPLOAD_LIMITS, fileSize: config.get('UPLOAD_MAX_BYTES', { infer: true }) },
      }),
    }),
  ],
  exports: [MulterModule],
})
export class ImageUploadsModule {}
