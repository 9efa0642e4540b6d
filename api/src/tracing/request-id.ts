import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a load balancer's id may look like (UUIDs, hex, base64url, dotted traces); anything else is replaced. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * pino-http's genReqId: the X-Request-Id the load balancer (or a client) sent, or a new UUID; answered in the
 * response's X-Request-Id, so a member's report or a browser trace leads to the log lines of that request.
 */
export function requestIdFor(request: IncomingMessage, response: ServerResponse): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  const id = typeof sent === 'string' && ACCEPTABLE.test(sent) ? sent : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}
