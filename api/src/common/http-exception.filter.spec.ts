import { HttpException, ServiceUnavailableException, type ArgumentsHost } from '@nestjs/common';
import {
  ALREADY_SAVED_MESSAGE,
  AUDITION_APPLICATION_ALREADY_IN_MESSAGE,
  DUES_MESSAGES,
  installPlainZodMessages,
  RequestLinkRequestSchema,
  SHOW_MESSAGES,
  TEAM_NAME_TAKEN_MESSAGE,
} from '@greenroom/contracts';
import { z } from 'zod';
import { AppMetrics } from '../metrics/app-metrics';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable';
import { HttpExceptionFilter, validationMessage } from './http-exception.filter';

describe('validationMessage', () => {
  // As the request pipe does for the app: issues without a schema message carry the plain default words.
  beforeAll(() => installPlainZodMessages());

  it('joins the issues into one sentence and names missing fields plainly', () => {
    const result = RequestLinkRequestSchema.safeParse({ choice: 'not-a-handle', redirect: '//evil.example' });
    expect(result.success).toBe(false);
    expect(validationMessage(result.error)).toBe(
      'email is required; choice must be a sign-in choice from check-email; redirect must be a path on this site',
    );
  });

  it('names the field of an unknown key, a wrong kind and a wrong format in words', () => {
    const result = z.strictObject({ count: z.number(), day: z.iso.date() }).safeParse({ count: 'x', day: 'soon', extra: 1 });
    expect(result.success).toBe(false);
    expect(validationMessage(result.error)).toBe(
      'count: This value is not the right kind: please check it.; day: This is not written the way it should be: please check it.; This form does not take the field extra.',
    );
  });

  it('keeps a schema message as written', () => {
    const result = RequestLinkRequestSchema.safeParse({ email: 'nope', choice: 'A'.repeat(43) });
    expect(validationMessage(result.error)).toBe('Please enter a valid email address');
  });
});

describe('validationMessage for sizes', () => {
  it("names the field and its limit instead of zod's default wording, and keeps a schema's own message", () => {
    const schema = z.object({
      City: z.string().max(100),
      filter: z.object({ Title: z.array(z.string()).max(100) }),
      limit: z.number().int().min(1),
      Bio: z.string().max(5, { message: 'A biography can be at most 5 characters.' }),
    });
    const result = schema.safeParse({ City: 'x'.repeat(101), filter: { Title: Array(101).fill('a') }, limit: 0, Bio: 'abcdefg' });
    expect(validationMessage(result.error)).toBe(
      'City can be at most 100 characters long; filter.Title can have at most 100 entries; limit must be at least 1; A biography can be at most 5 characters.',
    );
  });
});

describe('HttpExceptionFilter', () => {
  const metrics = new AppMetrics('api');
  function answer(exception: unknown): { status: number; body: unknown } {
    const result = { status: 0, body: undefined as unknown };
    const response = { status: (code: number) => ({ json: (body: unknown) => Object.assign(result, { status: code, body }) }) };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    new HttpExceptionFilter(metrics).catch(exception, host);
    return result;
  }

  it("answers body-parser's too-large error as a 413, not a 500", () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true, type: 'entity.too.large' });
    expect(answer(tooLarge)).toEqual({ status: 413, body: { statusCode: 413, message: 'The request is too large.' } });
    // The global parser's errors arrive wrapped by Nest's Express adapter, with the original as the cause.
    const wrapped = new HttpException(tooLarge.message, 413, { cause: tooLarge });
    expect(answer(wrapped)).toEqual({ status: 413, body: { statusCode: 413, message: 'The request is too large.' } });
  });

  const unavailable = { status: 503, body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE } };

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a server shutting down (57P01, wrapped by TypeORM)',
      Object.assign(new Error('terminating connection due to administrator command'), { driverError: { code: '57P01' } }),
    ],
    ['a server still starting (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
  ])('answers %s as 503 with a message', (_case, error) => {
    expect(answer(error)).toEqual(unavailable);
  });

  /** A unique violation as TypeORM throws it: a QueryFailedError around the driver's error. */
  const uniqueViolation = (constraint: string) =>
    Object.assign(new Error('duplicate key value violates unique constraint'), { driverError: { code: '23505', constraint } });

  it.each([
    ['UQ_2dedd01ff513b3af9515ab0dd79', SHOW_MESSAGES.nameTaken],
    ['audition_applications_member_show_key', AUDITION_APPLICATION_ALREADY_IN_MESSAGE],
    ['dues_payments_one_a_day_key', DUES_MESSAGES.alreadyRecordedToday],
    ['UQ_48c0c32e6247a2de155baeaf980', TEAM_NAME_TAKEN_MESSAGE],
    ['PK_06d5f2cd0dbc8e5cde97a6ac248', ALREADY_SAVED_MESSAGE],
  ])('answers a unique violation of %s as 409 with its words', (constraint, message) => {
    expect(answer(uniqueViolation(constraint))).toEqual({ status: 409, body: { statusCode: 409, message } });
  });

  it('still answers a query error as 500', () => {
    expect(answer(Object.assign(new Error('syntax error at or near "FROM"'), { code: '42601' }))).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'An unexpected error occurred. Please try again.' },
    });
  });

  it('counts each 503 under the dependency that caused it', async () => {
    const counted = async (dependency: string) =>
      (await metrics.dependencyUnavailable.get()).values.find((value) => value.labels.dependency === dependency)?.value ?? 0;
    const before = { postgresql: await counted('postgresql'), redis: await counted('redis') };
    answer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    answer(new ServiceUnavailableException('The mail queue is unavailable.'));
    answer(new ServiceUnavailableException('The mail queue is unavailable.'));
    expect({ postgresql: await counted('postgresql'), redis: await counted('redis') }).toEqual({
      postgresql: before.postgresql + 1,
      redis: before.redis + 2,
    });
  });
});
