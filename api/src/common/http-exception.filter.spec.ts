import type { ArgumentsHost } from '@nestjs/common';
import { RequestLinkRequestSchema } from '@greenroom/contracts';
import { HttpExceptionFilter, validationMessage } from './http-exception.filter';

describe('validationMessage', () => {
  it('joins the issues into one sentence and names missing fields plainly', () => {
    const result = RequestLinkRequestSchema.safeParse({ memberId: 'not-a-uuid', redirect: '//evil.example' });
    expect(result.success).toBe(false);
    expect(validationMessage(result.error)).toBe('email is required; memberId must be a member id; redirect must be a path on this site');
  });

  it('keeps a schema message as written', () => {
    const result = RequestLinkRequestSchema.safeParse({ email: 'nope', memberId: '7d3f7a52-3c0e-4c47-9f0b-2a3c1a1b2c3d' });
    expect(validationMessage(result.error)).toBe('Please enter a valid email address');
  });
});

describe('HttpExceptionFilter', () => {
  function answer(exception: unknown): { status: number; body: unknown } {
    const result = { status: 0, body: undefined as unknown };
    const response = { status: (code: number) => ({ json: (body: unknown) => Object.assign(result, { status: code, body }) }) };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    new HttpExceptionFilter().catch(exception, host);
    return result;
  }

  it("answers body-parser's too-large error as a 413, not a 500", () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true, type: 'entity.too.large' });
    expect(answer(tooLarge)).toEqual({ status: 413, body: { statusCode: 413, message: 'The request is too large.' } });
  });
});
