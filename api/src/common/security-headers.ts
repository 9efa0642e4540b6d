import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';

type Policy = Record<string, string[]>;

/** JSON answers load nothing and may not be framed. The unsubscribe page sets its own (unsubscribe-page.ts). */
const API_POLICY: Policy = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * Bull Board and the OpenAPI docs are single-page apps served from their own files: scripts and fetches from
 * this origin only; both draw with style attributes and <style> blocks, and use data: images. Bull Board's
 * Google font is left out (an Admin's visit is not announced to Google; the system font serves).
 */
const TOOL_PAGE_POLICY: Policy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};
const TOOL_PAGES = ['/api/admin/queues', '/api/docs'];

function headersWith(directives: Policy): RequestHandler {
  return helmet({ contentSecurityPolicy: { useDefaults: false, directives }, frameguard: { action: 'deny' }, strictTransportSecurity: false });
}

/**
 * helmet's headers on every answer (nosniff, no framing, no referrer, a content security policy per kind of
 * page). HSTS only when the request came over https (req.secure: directly, or X-Forwarded-Proto from a proxy
 * TRUST_PROXY trusts), so a plain-http development portal is never told to insist on https.
 */
export function securityHeaders(): RequestHandler {
  const api = headersWith(API_POLICY);
  const toolPage = headersWith(TOOL_PAGE_POLICY);
  const hsts = strictTransportSecurity({ maxAge: 365 * 24 * 3600, includeSubDomains: true });
  return (request: Request, response: Response, next: NextFunction) => {
    const isToolPage = TOOL_PAGES.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`));
    (isToolPage ? toolPage : api)(request, response, () => (request.secure ? hsts(request, response, next) : next()));
  };
}
