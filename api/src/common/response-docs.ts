import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CONTRACTS, RESPONSE_CONTRACTS, TextResponseSchema } from '@greenroom/contracts';
import { z } from 'zod';

type Response = { description: string; content?: Record<string, { schema: unknown }> };
type Operation = { responses?: Record<string, Response> };

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

function operationOf(document: OpenAPIObject, key: string): Operation | undefined {
  const [method, path] = key.split(' ') as [string, string];
  return document.paths[path]?.[method.toLowerCase() as 'get'] as Operation | undefined;
}

/**
 * Writes each call's answers from libs/contracts (the schemas the apps parse them with) into /api/docs: one source
 * for the shapes, no second description on the controllers.
 */
export function withResponseContracts(document: OpenAPIObject): OpenAPIObject {
  for (const [key, schema] of Object.entries(RESPONSE_CONTRACTS)) {
    const operation = operationOf(document, key);
    if (!operation) continue;
    const responses = (operation.responses ??= {});
    const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
    const mediaType = schema === TextResponseSchema ? 'text/csv' : 'application/json';
    responses[status] = { description: responses[status]?.description ?? '', content: { [mediaType]: { schema: jsonSchemaOf(schema) } } };
  }
  const error: Response = {
    description: 'Every error: { statusCode, message }',
    content: { 'application/json': { schema: jsonSchemaOf(ERROR_CONTRACTS.default) } },
  };
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations as Record<string, Operation>)) if (operation.responses) operation.responses.default ??= error;
  }
  const refused = operationOf(document, 'POST /api/remotes/{name}/releases');
  if (refused?.responses) {
    refused.responses['422'] = {
      description: 'The contract check refused the release',
      content: { 'application/json': { schema: jsonSchemaOf(ERROR_CONTRACTS['POST /api/remotes/{name}/releases']) } },
    };
  }
  return document;
}
