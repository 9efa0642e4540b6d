import { createHmac } from 'node:crypto';
import type { EmailLinkKey } from '../config/email-link-keys';

/** What the database keeps to make a link's token again: which secret, and the link's own random nonce. */
export interface FeedTokenSource {
  keyId: string;
  nonce: string;
}

/**
 * The secret of a calendar link: an HMAC of its stored nonce under a server secret (the e-mail link keys, the
 * purpose in the message keeps the two uses apart). The owner can be shown the link again, while a copy of the
 * database alone — nonce and token hash — does not give it away. 256 bits, base64url: 43 characters.
 */
export function feedToken(key: EmailLinkKey, nonce: string): string {
  return createHmac('sha256', key.secret).update(`calendar-feed:${nonce}`).digest('base64url');
}

/** The token of a stored source again; null once its key is no longer configured. */
export function storedFeedToken({ keyId, nonce }: FeedTokenSource, keys: readonly EmailLinkKey[]): string | null {
  const key = keys.find((candidate) => candidate.id === keyId);
  return key ? feedToken(key, nonce) : null;
}
