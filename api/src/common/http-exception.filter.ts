import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { hasPlainZodMessage, ZOD_WORDS, type ApiErrorBody } from '@greenroom/contracts';
import type { Response } from 'express';
import { ZodValidationException } from 'nestjs-zod';
import { z } from 'zod';
import { AppMetrics } from '../metrics/app-metrics';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
import { uniqueViolationOf } from './unique-violation';

const GENERIC_MESSAGE = 'An unexpected error occurred. Please try again.';

/** zod's default wording for a size ("Too big: expected string to have <=100 characters") names neither the field nor the limit plainly. */
function describeSize(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, field: string): string {
  const tooBig = issue.code === 'too_big';
  const limit = tooBig ? issue.maximum : issue.minimum;
  if (issue.origin === 'string') return `${field} can be ${tooBig ? 'at most' : 'no shorter than'} ${limit} characters long`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${field} can have ${tooBig ? 'at most' : 'no fewer than'} ${limit} entries`;
  if (issue.origin === 'number' || issue.origin === 'int') {
    const bound = tooBig ? (issue.inclusive ? 'at most' : 'less than') : issue.inclusive ? 'at least' : 'more than';
    return `${field} must be ${bound} ${limit}`;
  }
  return issue.message;
}

/**
 * A schema's own message is written for people and kept. An issue without one carries the contracts' plain default
 * words (installPlainZodMessages, set by the request pipe), which do not say which field they are about: the answer names it.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.') || 'A value';
  if (!hasPlainZodMessage(issue)) return issue.message;
  if (issue.message === ZOD_WORDS.required) return `${field} is required`;
  if (issue.code === 'too_big' || issue.code === 'too_small') return describeSize(issue, field);
  return issue.code === 'unrecognized_keys' ? issue.message : `${field}: ${issue.message}`;
}

/** The validation issues, as one readable sentence. */
export function validationMessage(error: unknown): string {
  if (!(error instanceof z.ZodError)) return 'The request is not valid.';
  return [...new Set(error.issues.map(describeIssue))].join('; ');
}

function httpMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** A refused release's reasons (ReleaseRefusedBody): a list a client shows one per line. */
function problemsOf(exception: HttpException): { problems?: string[] } {
  const response = exception.getResponse();
  const problems = typeof response === 'object' && response !== null ? (response as { problems?: unknown }).problems : undefined;
  return Array.isArray(problems) && problems.every((problem) => typeof problem === 'string') ? { problems } : {};
}

/**
 * body-parser's errors (http-errors): a 4xx with `expose` is the client's fault, e.g. a body over the size limit.
 * Nest's Express adapter hands the ones thrown before the route (the global parser's) on wrapped in an HttpException.
 */
function clientErrorOf(exception: unknown): ApiErrorBody | null {
  const error = exception instanceof HttpException ? exception.cause : exception;
  if (typeof error !== 'object' || error === null) return null;
  const { status, expose, type } = error as { status?: unknown; expose?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500 || expose !== true) return null;
  const message = type === 'entity.too.large' ? 'The request is too large.' : 'The request is not valid.';
  return { statusCode: status, message };
}

/** Every error leaves the API as { statusCode, message }; unknown errors are logged and answered generically. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(private readonly metrics: AppMetrics) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const clientError = clientErrorOf(exception);
    const duplicate = uniqueViolationOf(exception);
    let body: ApiErrorBody;
    if (exception instanceof ZodValidationException) {
      body = { statusCode: HttpStatus.BAD_REQUEST, message: validationMessage(exception.getZodError()) };
    } else if (clientError) {
      body = clientError;
    } else if (exception instanceof HttpException) {
      body = { statusCode: exception.getStatus(), message: httpMessage(exception), ...problemsOf(exception) };
      // The services answer 503 only when Redis is away (the queues, the rate-limit counters, the sign-in choices).
      if (body.statusCode === 503) this.metrics.dependencyUnavailable.inc({ dependency: 'redis' });
      if (body.statusCode >= 500) this.logger.error(exception);
    } else if (duplicate) {
      body = duplicate;
    } else if (isDatabaseUnavailable(exception)) {
      // PostgreSQL down or restarting: say so (503, try again) instead of an unexpected error; the pool reconnects.
      this.logger.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      body = { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
      this.metrics.dependencyUnavailable.inc({ dependency: 'postgresql' });
    } else {
      this.logger.error(exception);
      body = { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: GENERIC_MESSAGE };
    }
    response.status(body.statusCode).json(body);
  }
}
