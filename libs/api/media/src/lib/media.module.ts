import { Module } from '@nestjs/common';

/** The public URL prefix of stored images. */
export const UPLOADS_ROUTE = '/uploads';

@Module({})
export class MediaModule {}
