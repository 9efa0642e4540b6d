import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CONTRACTS } from '@greenroom/contracts';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { z } from 'zod';
import { withResponseContracts } from './response-docs';
import { routeAccessByOperationId, type RouteAccess } from './route-access';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  'x-access'?: string;
};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.toJSONSchema(ERROR_CONTRACTS.default, { io: 'output' }) } },
});

/** 'listTokens' -> 'List tokens'. */
function sentenceOf(method: string): string {
  const words = method.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function whoMayCall(access: RouteAccess): string {
  if (access.public) return 'Anyone';
  const roles = access.roles.length ? access.roles.join(', ') : 'nobody (no role is allowed)';
  return access.releaseToken ? `${roles}, or a release token` : roles;
}

/**
 * Who may call each operation (from the guard's own metadata), a summary, and the error answers it can give: what
 * a team outside the monorepo needs to call the API with a generated client.
 */
function withAccessAndErrors(document: OpenAPIObject, access: Map<string, RouteAccess>): void {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations as Record<string, Operation>)) {
      const [, method = ''] = (operation.operationId ?? '').split('_');
      const route = access.get(operation.operationId ?? '');
      operation.summary ??= sentenceOf(method);
      const responses = (operation.responses ??= {});
      if (operation.parameters?.length || operation.requestBody) {
        responses['400'] ??= errorAnswer('The request is not valid: the message says which field and why.');
      }
      if (!route || route.public) {
        operation.security = [];
      } else {
        operation.security = [{ bearer: [] }];
        operation['x-access'] = whoMayCall(route);
        operation.description = [operation.description, `Who may call it: ${whoMayCall(route)}.`].filter(Boolean).join('\n\n');
        responses['401'] ??= errorAnswer('Not signed in, or the session has ended.');
        responses['403'] ??= errorAnswer('Signed in, but without a role that may call this.');
      }
    }
  }
}

/** JSON Schema 2020-12 is OpenAPI 3.1's own dialect: the per-schema `$schema` marker is noise to its tools. */
function withoutDialectMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDialectMarkers);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$schema')
      .map(([key, entry]) => [key, withoutDialectMarkers(entry)]),
  );
}

/** The API's OpenAPI 3.1 document, served at /api/docs-json and linted in `npm test`. */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle('Greenroom API')
      .setDescription('Members portal of a volunteer community theater. Errors are always { statusCode, message }.')
      .setVersion('1')
      .setLicense('Proprietary: the theater company', 'https://greenroom.test/license')
      .addServer('/', 'The portal that serves this document')
      .addBearerAuth(undefined, 'bearer')
      .build(),
  );
  const complete = withResponseContracts(cleanupOpenApiDoc(document));
  withAccessAndErrors(complete, routeAccessByOperationId(app));
  return withoutDialectMarkers(complete) as OpenAPIObject;
}
