import { ForbiddenException } from '@nestjs/common';
import { assertOwnEmail } from './own-email';

const member = { email: 'Pat.Doe@Example.org' };
const REFUSAL = 'You can only change your own member information.';

describe('assertOwnEmail', () => {
  it('lets a call without an e-mail through: the session decides who the member is', () => {
    expect(() => assertOwnEmail(member, undefined, REFUSAL)).not.toThrow();
  });

  it('counts a blank e-mail as not sent', () => {
    expect(() => assertOwnEmail(member, '', REFUSAL)).not.toThrow();
    expect(() => assertOwnEmail(member, '   ', REFUSAL)).not.toThrow();
  });

  it('accepts the member’s own e-mail, trimmed and in any case', () => {
    expect(() => assertOwnEmail(member, 'pat.doe@example.org', REFUSAL)).not.toThrow();
    expect(() => assertOwnEmail(member, '  PAT.DOE@example.ORG ', REFUSAL)).not.toThrow();
  });

  it('refuses another member’s e-mail with the caller’s message', () => {
    expect(() => assertOwnEmail(member, 'someone.else@example.org', REFUSAL)).toThrow(new ForbiddenException(REFUSAL));
  });
});
