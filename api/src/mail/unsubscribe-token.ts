import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link removes: a member from a list, or (list null) from mass e-mails. */
export interface UnsubscribeTarget {
  memberId: string;
  list: string | null;
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Links in e-mails work without signing in, so they carry their own proof: an HMAC over member and list. */
export function signUnsubscribe(target: UnsubscribeTarget, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ m: target.memberId, l: target.list })).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

export function verifyUnsubscribe(token: string, secret: string): UnsubscribeTarget | null {
  const [payload, given] = token.split('.');
  if (!payload || !given) return null;
  const expected = Buffer.from(signature(payload, secret));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { m, l } = parsed as { m?: unknown; l?: unknown };
    if (typeof m !== 'string' || (l !== null && typeof l !== 'string')) return null;
    return { memberId: m, list: l };
  } catch {
    return null;
  }
}
