import type { NestExpressApplication } from '@nestjs/platform-express';
import { Reflector } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { API_BASE_PATH } from '@shop/common';
import { REPO_ROOT, type AppConfig } from './config/app-config';
import { AllExceptionsFilter } from './core/http/exception.filter';
import { bodyParsers } from './core/http/body-limits';
import { NoStoreInterceptor } from './core/http/no-store.interceptor';
import { precompressedFiles } from './core/http/precompressed';
import { requestLogger } from './core/http/request-logger';
import { securityHeaders } from './core/http/security-headers';
import { ResponseEnvelopeInterceptor } from './core/http/response.interceptor';
import { TextInputPipe } from './core/validation/text-input.pipe';
import { createValidationPipe } from './core/validation/validation';
import { ListingService } from './listing/listing.service';
import { publicListHandler } from './listing/public-list.handler';

const ADMIN_DIST = path.join(REPO_ROOT, 'admin', 'dist');
const ADMIN_ASSETS = path.join(ADMIN_DIST, 'assets') + path.sep;

/** Serves the back office build at /admin/ and answers its index.html for every client-side route. */
function serveAdmin(app: NestExpressApplication): void {
  // the build's brotli and gzip copies of its hashed files, for browsers that take them (the rest: the plain file below)
  app.use('/admin/assets', precompressedFiles(ADMIN_ASSETS, 'public, max-age=31536000, immutable'));
  app.use(
    '/admin',
    express.static(ADMIN_DIST, {
      index: false,
      immutable: true,
      maxAge: '365d',
      fallthrough: true,
      // only the build's hashed files never change; the rest keep their names across releases (the stall's service
      // worker and manifest above all: a browser must see a new worker the day it ships)
      setHeaders: (res, file) => {
        if (!file.startsWith(ADMIN_ASSETS)) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Vary', 'Accept-Encoding');
      },
    }),
  );
  app.use('/admin', (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path.extname(req.path)) return next(); // a missing asset is a 404, not the app
    // the market stall has a page of its own, which preloads only the stall's files (admin/stall.html)
    const stall = /^\/stall\/?$/.test(req.path) ? path.join(ADMIN_DIST, 'stall.html') : null;
    const index = stall && fs.existsSync(stall) ? stall : path.join(ADMIN_DIST, 'index.html');
    if (!fs.existsSync(index)) return res.status(503).type('text/plain').send('The back office has not been built yet: run npm run build -w admin.');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, { dotfiles: 'allow' }); // the checkout itself may sit under a dot folder
  });
}

/** Everything the running shop and the e2e tests share: prefix, parsers, validation, errors, envelope, headers, docs. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  for (const parser of bodyParsers(config.bodyLimit, config.jwtSecret)) app.use(parser);
  app.use(securityHeaders());
  if (config.logRequests) app.use(API_BASE_PATH, requestLogger());
  // shoppers' lists skip Nest's router, guard, interceptors and pipes, with the same answer (see the handler)
  app.use(publicListHandler(app.get(ListingService)));
  app.setGlobalPrefix(API_BASE_PATH.replace(/^\//, ''));
  app.useGlobalPipes(new TextInputPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalInterceptors(new NoStoreInterceptor(app.get(Reflector)), new ResponseEnvelopeInterceptor());
  serveAdmin(app);
  const docs = new DocumentBuilder()
    .setTitle('Retro Cap Shop API')
    .setDescription('Catalog, sales and staff API of the shop. Success bodies are { data }, errors { statusCode, message, error, errors? }.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs), { jsonDocumentUrl: 'api/docs-json' });
}
