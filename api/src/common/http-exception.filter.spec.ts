import { RequestLinkRequestSchema } from '@greenroom/contracts';
import { validationMessage } from './http-exception.filter';

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
