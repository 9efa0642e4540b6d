import { RequestMethod, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { AppConfig } from './config/app-config';

export const API_PREFIX = 'api';

/** Routes the spec places outside /api (the shell's server proxies /membership too). */
export const UNPREFIXED_ROUTES = [{ path: 'membership/calendar/events-at-a-glance', method: RequestMethod.GET }];

/** Everything main.ts and the integration tests set up the same way on a created app. */
export function configureApp(app: NestExpressApplication): INestApplication {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Mass e-mail attachments arrive base64 in JSON (20 MB of files is ~27 MB); larger bodies get a clear 4xx from the service.
  app.useBodyParser('json', { limit: '40mb' });
  app.setGlobalPrefix(API_PREFIX, { exclude: UNPREFIXED_ROUTES });
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Greenroom API')
      .setDescription('Members portal of a volunteer community theater. Errors are always { statusCode, message }.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, cleanupOpenApiDoc(document));
  return app;
}
