import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { AppConfig } from './config/app-config';

export const API_PREFIX = 'api';

/** Everything main.ts and the integration tests set up the same way on a created app. */
export function configureApp(app: NestExpressApplication): INestApplication {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // A route outside /api (the spec's /membership/calendar/events-at-a-glance) goes into this call's `exclude` option.
  app.setGlobalPrefix(API_PREFIX);
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
