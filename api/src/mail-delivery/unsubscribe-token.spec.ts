import { createHmac } from 'node:crypto';
import { signLink } from './signed-link';
import { UNSUBSCRIBE_LINK_DAYS, signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const current = { id: 'k2', secret: 'c2VjcmV0LW9mLXRoZS1jdXJyZW50LWtleS0wMTIzNDU2Nzg5' };
  const previous = { id: 'k1', secret: 'c2VjcmV0LW9mLXRoZS1wcmV2aW91cy1rZXktMDEyMzQ1Njc4' };
  const now = new Date('2026-11-23T12:00:00Z');
  const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 3600_000);

  it('round-trips member and list, signed by the newest key and named by its id', () => {
    const token = signUnsubscribe({ memberId: 'm-1', list: 'Daily Event Reminder' }, [current, previous], now);
    expect(token.startsWith('k2.')).toBe(true);
    expect(verifyUnsubscribe(token, [current, previous], now)).toEqual({
      status: 'valid',
      target: { memberId: 'm-1', list: 'Daily Event Reminder' },
    });
    expect(verifyUnsubscribe(signUnsubscribe({ memberId: 'm-2', list: null }, [current], now), [current], now)).toEqual({
      status: 'valid',
      target: { memberId: 'm-2', list: null },
    });
  });

  it('still verifies a link signed with a key that has since been rotated out of signing', () => {
    const old = signUnsubscribe({ memberId: 'm-1', list: 'Tribute' }, [previous], now);
    expect(verifyUnsubscribe(old, [current, previous], now).status).toBe('valid');
    expect(verifyUnsubscribe(old, [current], now).status).toBe('invalid');
  });

  it(`expires after ${UNSUBSCRIBE_LINK_DAYS} days`, () => {
    const token = signUnsubscribe({ memberId: 'm-1', list: null }, [current], now);
    expect(verifyUnsubscribe(token, [current], daysLater(UNSUBSCRIBE_LINK_DAYS - 1)).status).toBe('valid');
    expect(verifyUnsubscribe(token, [current], daysLater(UNSUBSCRIBE_LINK_DAYS)).status).toBe('expired');
  });

  it('refuses another purpose, another secret, an altered payload, the old {m,l} form and garbage', () => {
    expect(verifyUnsubscribe(signLink('sign-in', { m: 'm-1', l: null }, [current], daysLater(1)), [current], now).status).toBe('invalid');
    expect(
      verifyUnsubscribe(signUnsubscribe({ memberId: 'm-1', list: null }, [{ id: 'k2', secret: previous.secret }], now), [current], now).status,
    ).toBe('invalid');
    const [id, , mac] = signUnsubscribe({ memberId: 'm-1', list: 'Tribute' }, [current], now).split('.');
    const altered = Buffer.from(JSON.stringify({ m: 'm-9', l: 'Tribute', p: 'unsubscribe', x: 4102444800 })).toString('base64url');
    expect(verifyUnsubscribe(`${id}.${altered}.${mac}`, [current], now).status).toBe('invalid');
    const oldForm = Buffer.from(JSON.stringify({ m: 'm-1', l: null })).toString('base64url');
    expect(verifyUnsubscribe(`${oldForm}.${createHmac('sha256', current.secret).update(oldForm).digest('base64url')}`, [current], now).status).toBe(
      'invalid',
    );
    expect(verifyUnsubscribe('garbage', [current], now).status).toBe('invalid');
  });
});
