import { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigService } from '@nestjs/config';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import { NOTIFICATION_ROUTE } from '@sawa/api/commerce';
import { createValidationPipe, Environment, jsonBody, LegacyExceptionFilter } from '@sawa/api/common';
import { UPLOADS_ROUTE } from '@sawa/api/media';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { mountGraphqlIde } from './graphql-ide';
import { mountWebApp } from './web-app';

/** Everything about the HTTP app that main.ts and the tests share, so tests run what production runs. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(ConfigService<Environment, true>);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  // gzip or brotli for text (HTML, JS, CSS, JSON, SVG); images are already compressed.
  app.use(compression({ threshold: 1024 }));
  // Payment notifications are verified over their exact bytes: that route keeps its body raw.
  app.use(NOTIFICATION_ROUTE, express.raw({ type: () => true, limit: '100kb' }));
  app.use(jsonBody('1mb'));
  mountGraphqlIde(app);
  // GraphQL multipart requests (file uploads), on /graphql only, within the upload limits.
  app.use('/graphql', graphqlUploadExpress({ maxFileSize: config.get('UPLOAD_MAX_BYTES', { infer: true }), maxFiles: 12 }));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new LegacyExceptionFilter());
  app.useStaticAssets(join(config.get('DATA_DIR', { infer: true }), 'uploads'), {
    prefix: UPLOADS_ROUTE,
    immutable: true,
    maxAge: '365d',
    index: false,
    fallthrough: false,
  });

  mountWebApp(app);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Sawa Art Studio API')
      .setDescription(
        'The legacy REST contract (`/api/v1`, SPEC §7). Lists and items are wrapped in the legacy envelope: ' +
          '`{status, results, data: {data}}` for arts, artists, categories and collections, `{status, results, data}` for the team. ' +
          'Errors answer `{status: "fail" | "error", message}`. Ids are UUIDs exposed as `_id`. Write routes need `Authorization: Bearer <token>`.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
