import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionService } from '../auth/session.service';

export const QUEUE_DASHBOARD_COOKIE = 'greenroom_queue_dashboard';
export const QUEUE_DASHBOARD_PATH = 'admin/queues';

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Bull Board is a plain Express app outside Nest's guards, and a browser tab cannot send the bearer token,
 * so the Admin's session token travels in an HttpOnly, SameSite=Strict cookie scoped to the dashboard's path
 * (set by POST /api/admin/queues-session) and is checked here on every request, like the guard would.
 */
@Injectable()
export class QueueDashboardAuth implements NestMiddleware {
  constructor(private readonly sessions: SessionService) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const token = cookieValue(request.headers.cookie, QUEUE_DASHBOARD_COOKIE);
    if (!token) {
      response.status(401).json({ statusCode: 401, message: 'Please open the queue dashboard from Email Notification Management.' });
      return;
    }
    try {
      const auth = await this.sessions.authenticate(token, request.ip ?? null);
      if (auth.member.portalPermission !== 'Admin') {
        response.status(403).json({ statusCode: 403, message: 'You do not have permission to access this feature.' });
        return;
      }
    } catch {
      response.status(401).json({ statusCode: 401, message: 'Your session has expired. Please sign in again.' });
      return;
    }
    next();
  }
}
