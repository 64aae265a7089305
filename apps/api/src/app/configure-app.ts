import { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigService } from '@nestjs/config';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import compression from 'compression';
import type { HttpLogger } from 'pino-http';
import express from 'express';
import { NOTIFICATION_ROUTE, SANDBOX_API_ROUTE } from '@sawa/api/commerce';
import { createValidationPipe, Environment, jsonBody, LegacyExceptionFilter, trustProxySetting } from '@sawa/api/common';
import { ADMIN_MAX_FILES, IMAGE_STORAGE, ImageStorage, UPLOADS_ROUTE, uploadsHandler, VISITOR_UPLOAD_LIMITS } from '@sawa/api/media';
import { JwtService } from '@nestjs/jwt';
import { boundedGraphqlUploads, GRAPHQL_JSON_LIMIT } from '@sawa/api/graphql';
import { PublicCacheService, publicReadsCache } from '@sawa/api/cache';
import { API_DOCS_POLICY, securityHeaders, usePolicy } from './content-security-policy';
import { ACCESS_LOG } from './access-log';
import { answerClientErrors } from './client-errors';
import { mountGraphqlIde } from './graphql-ide';
import { mountWebApp } from './web-app';

/** Everything about the HTTP app that main.ts and the tests share, so tests run what production runs. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(ConfigService<Environment, true>);
  app.useLogger(app.get(Logger));
  // The access log sees every request (pages, files, cached answers), masked: see access-log.ts.
  app.use(app.get<HttpLogger>(ACCESS_LOG));
  // Who the client is (req.ip, req.secure) behind the proxies TRUST_PROXY names; rate limits key on it.
  app.set('trust proxy', trustProxySetting(config.get('TRUST_PROXY', { infer: true })));
  app.disable('x-powered-by');
  answerClientErrors(app.getHttpServer());
  // Security headers on every answer, files and errors included (pages set their own nonce policy).
  app.use(securityHeaders());
  // gzip or brotli for text (HTML, JS, CSS, JSON, SVG); images are already compressed.
  app.use(compression({ threshold: 1024 }));
  // Payment notifications are verified over their exact bytes: that route keeps its body raw.
  app.use(NOTIFICATION_ROUTE, express.raw({ type: () => true, limit: '100kb' }));
  // So do the sandbox's invoice routes: it reads amounts as the digits sent, as IremboPay does, never as floats.
  app.use(SANDBOX_API_ROUTE, express.raw({ type: () => true, limit: '100kb' }));
  // GraphQL's JSON bodies are small (the longest text field is 10,000 characters); uploads are multipart and bounded below.
  app.use('/graphql', jsonBody(GRAPHQL_JSON_LIMIT));
  app.use(jsonBody('1mb'));
  // Public catalogue reads (REST and GraphQL) every anonymous visitor sees alike, from memory (@sawa/api/cache).
  app.use(publicReadsCache(app.get(PublicCacheService)));
  mountGraphqlIde(app);
  // GraphQL multipart requests (file uploads), on /graphql only, bounded before any file reaches the disk.
  const jwt = app.get(JwtService);
  app.use(
    '/graphql',
    boundedGraphqlUploads({
      maxFileSize: config.get('UPLOAD_MAX_BYTES', { infer: true }),
      adminMaxFiles: ADMIN_MAX_FILES,
      visitorMaxFiles: VISITOR_UPLOAD_LIMITS.files,
      isAdmin: (authorization) =>
        authorization?.startsWith('Bearer ')
          ? jwt.verifyAsync(authorization.slice('Bearer '.length)).then(
              () => true,
              () => false,
            )
          : Promise.resolve(false),
    }),
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new LegacyExceptionFilter());
  // Uploaded images may be shown by other sites and mail clients.
  app.use(UPLOADS_ROUTE, (_req: express.Request, res: express.Response, next: express.NextFunction) => {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  // Stored images, from the disk or the S3 bucket, streamed with immutable caching.
  app.use(UPLOADS_ROUTE, uploadsHandler(app.get<ImageStorage>(IMAGE_STORAGE)));

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
  app.use('/api/docs', usePolicy(API_DOCS_POLICY));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
