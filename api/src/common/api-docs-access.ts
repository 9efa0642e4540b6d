import { HttpException, HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { NO_PERMISSION_MESSAGE } from '../auth/access.guard';
import { SessionService, SIGN_IN_REQUIRED_MESSAGE } from '../auth/session.service';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable';

/**
 * In production, /api/docs (the page, its assets, -json and -yaml) is for Admins only: the full map of every
 * route and shape is no visitor's business. Swagger UI is plain Express, outside Nest's guards, so this checks
 * the bearer session itself, as the guard would (e.g. `curl -H "Authorization: Bearer <token>" …/api/docs-json`).
 */
export function adminOnlyApiDocs(docsPath: string, sessions: SessionService): RequestHandler {
  // Swagger serves the page under docsPath/ and the documents beside it (docsPath-json, docsPath-yaml). Express
  // matches routes whatever their case (/api/DOCS-json is served too), so the comparison ignores case as well.
  const docs = docsPath.toLowerCase();
  const isDocs = (raw: string) => {
    const path = raw.toLowerCase();
    return path === docs || path.startsWith(`${docs}/`) || path.startsWith(`${docs}-`);
  };
  const refuse = (response: Response, statusCode: number, message: string) => response.status(statusCode).json({ statusCode, message });
  return (request: Request, response: Response, next: NextFunction) => {
    if (!isDocs(request.path)) return next();
    const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return refuse(response, HttpStatus.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
    sessions.authenticate(token, request.ip ?? null).then(
      ({ member }) => (member.portalPermission === 'Admin' ? next() : refuse(response, HttpStatus.FORBIDDEN, NO_PERMISSION_MESSAGE)),
      (error: unknown) => {
        if (error instanceof HttpException) refuse(response, error.getStatus(), error.message);
        else refuse(response, HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
      },
    );
  };
}
