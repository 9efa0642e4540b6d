import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { API_ROUTES } from '@greenroom/contracts';
import type { IncomingMessage } from 'node:http';
import { json, type Request } from 'express';
import type { Observable } from 'rxjs';

/** Every JSON or form body, before anything else runs: enough for any form of the portal. */
export const DEFAULT_BODY_LIMIT = '100kb';
/** Mass e-mail attachments arrive base64 in JSON (20 MB of files is ~27 MB); the service refuses more with a clear 400. */
export const ATTACHMENT_BODY_LIMIT = '40mb';
/** The routes that take attachments, skipped by the global parser: their body waits for the guard. */
const ATTACHMENT_PATHS = new Set<string>(API_ROUTES.filter((route) => route.bodyLimit === 'attachments').map((route) => route.path));

/**
 * What the global JSON parser reads: JSON bodies of every route but the attachment routes. body-parser types its
 * request as Node's, but under Express it receives Express's.
 */
export function parsedBeforeGuards(message: IncomingMessage): boolean {
  const request = message as Request;
  return !ATTACHMENT_PATHS.has(request.path) && request.is('application/json') === 'application/json';
}

/**
 * Reads an attachment route's large JSON body. Nest runs interceptors after the guards, so only an Admin's
 * request is ever read; a body over the limit answers 413 through the exception filter.
 */
@Injectable()
export class AttachmentBodyInterceptor implements NestInterceptor {
  private readonly parse = json({ limit: ATTACHMENT_BODY_LIMIT });

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.parse(http.getRequest(), http.getResponse(), (error?: unknown) => (error ? reject(error) : resolve())),
    );
    return next.handle();
  }
}
