import { CheckEmailRequestSchema, RequestLinkRequestSchema, VerifyTokenRequestSchema } from './auth';

describe('auth request schemas', () => {
  it('trims and lower-cases the e-mail before checking its shape', () => {
    expect(CheckEmailRequestSchema.parse({ email: '  Jane.Doe@Example.COM ' })).toEqual({ email: 'jane.doe@example.com' });
  });

  it('rejects a malformed e-mail with the spec message', () => {
    const result = CheckEmailRequestSchema.safeParse({ email: 'jane@@example' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('accepts only same-site redirect paths', () => {
    const base = { email: 'a@b.co', choice: 'Zm9yLWEtc2lnbi1pbi1jaG9pY2UtZnJvbS1jaGVjay0' };
    expect(RequestLinkRequestSchema.safeParse({ ...base, redirect: '/my-teams' }).success).toBe(true);
    expect(RequestLinkRequestSchema.safeParse({ ...base, redirect: '//evil.example' }).success).toBe(false);
    expect(RequestLinkRequestSchema.safeParse({ ...base, redirect: 'https://evil.example' }).success).toBe(false);
  });

  it('accepts a 43-character base64url token and nothing else', () => {
    expect(VerifyTokenRequestSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(VerifyTokenRequestSchema.safeParse({ token: 'a'.repeat(42) }).success).toBe(false);
    expect(VerifyTokenRequestSchema.safeParse({ token: '<script>' + 'a'.repeat(35) }).success).toBe(false);
  });
});
