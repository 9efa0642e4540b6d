import type { EmailLinkKey } from '../config/email-link-keys';
import { readLink, signLink } from './signed-link';

/** What an unsubscribe link removes: a member from a list, or (list null) from mass e-mails. */
export interface UnsubscribeTarget {
  memberId: string;
  list: string | null;
}

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';
/** Long enough for an e-mail read weeks later; after that My Email Subscriptions does the same. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

export type UnsubscribeCheck = { status: 'valid'; target: UnsubscribeTarget } | { status: 'expired' } | { status: 'invalid' };

/** Links in e-mails work without signing in, so they carry their own proof: a signed member and list. */
export function signUnsubscribe(target: UnsubscribeTarget, keys: readonly EmailLinkKey[], now = new Date()): string {
  const expiresAt = new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 24 * 3600_000);
  return signLink(UNSUBSCRIBE_PURPOSE, { m: target.memberId, l: target.list }, keys, expiresAt);
}

export function verifyUnsubscribe(token: string, keys: readonly EmailLinkKey[], now = new Date()): UnsubscribeCheck {
  const check = readLink(token, UNSUBSCRIBE_PURPOSE, keys, now);
  if (check.status !== 'valid') return check;
  const { m, l } = check.claims;
  if (typeof m !== 'string' || l === undefined) return { status: 'invalid' };
  return { status: 'valid', target: { memberId: m, list: l } };
}
