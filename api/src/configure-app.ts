import { RequestMethod, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { API_ROUTES } from '@greenroom/contracts';
import { SessionService } from './auth/session.service';
import { adminOnlyApiDocs } from './common/api-docs-access';
import { buildApiDocument } from './common/api-document';
import { DEFAULT_BODY_LIMIT, parsedBeforeGuards } from './common/body-limits';
import { routerPath } from './common/route.decorator';
import { securityHeaders } from './common/security-headers';
import { AppConfig } from './config/app-config';
import { AppMetrics } from './metrics/app-metrics';
import { httpMetrics } from './metrics/http-metrics.middleware';

export const API_PREFIX = 'api';

/**
 * The routes the spec places outside /api, read from their route objects (the shell's server proxies /membership
 * too; membership-routes.module.ts mounts them).
 */
export const UNPREFIXED_ROUTES = API_ROUTES.filter((route) => !route.path.startsWith(`/${API_PREFIX}/`)).map((route) => ({
  path: routerPath(route),
  method: RequestMethod[route.method],
}));

/** Everything main.ts and the integration tests set up the same way on a created app. */
export function configureApp(app: NestExpressApplication): INestApplication {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(httpMetrics(app.get(AppMetrics)));
  app.use(securityHeaders());
  // Registered here, Nest adds no default JSON parser of its own (its urlencoded one keeps the same 100 kB limit).
  app.useBodyParser('json', { limit: DEFAULT_BODY_LIMIT, type: parsedBeforeGuards });
  app.setGlobalPrefix(API_PREFIX, { exclude: UNPREFIXED_ROUTES });
  app.enableShutdownHooks();

  if (config.production) app.use(adminOnlyApiDocs(`/${API_PREFIX}/docs`, app.get(SessionService)));
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, buildApiDocument(app));
  return app;
}
