import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The caller's address; with "trust proxy" set, Express reads it from X-Forwarded-For. */
export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | null => context.switchToHttp().getRequest<Request>().ip ?? null,
);
