import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const secret = 'a-test-secret-of-some-length';

  it('round-trips member and list', () => {
    const token = signUnsubscribe({ memberId: 'm-1', list: 'Daily Event Reminder' }, secret);
    expect(verifyUnsubscribe(token, secret)).toEqual({ memberId: 'm-1', list: 'Daily Event Reminder' });
    expect(verifyUnsubscribe(signUnsubscribe({ memberId: 'm-2', list: null }, secret), secret)).toEqual({ memberId: 'm-2', list: null });
  });

  it('refuses a token signed with another secret or altered', () => {
    const token = signUnsubscribe({ memberId: 'm-1', list: 'Tribute' }, secret);
    expect(verifyUnsubscribe(token, 'another-secret-entirely')).toBeNull();
    const forged = Buffer.from(JSON.stringify({ m: 'm-9', l: 'Tribute' })).toString('base64url');
    expect(verifyUnsubscribe(`${forged}.${token.split('.')[1]}`, secret)).toBeNull();
    expect(verifyUnsubscribe('garbage', secret)).toBeNull();
  });
});
