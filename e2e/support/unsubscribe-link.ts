import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SINGLE_SECRET_KEY_ID } from '../../api/src/config/email-link-keys';
import { signUnsubscribe, UNSUBSCRIBE_LINK_DAYS } from '../../api/src/mail-delivery/unsubscribe-token';

/**
 * The secret the portal under test signs its unsubscribe links with: the environment's, else the one
 * scripts/portal keeps for this checkout (.greenroom/email-link-secret), as `node scripts/e2e.mjs` starts it.
 */
function portalSecret(): string {
  if (process.env.EMAIL_LINK_SECRET) return process.env.EMAIL_LINK_SECRET;
  const file = path.join(__dirname, '..', '..', '.greenroom', 'email-link-secret');
  if (!fs.existsSync(file)) throw new Error(`no e-mail link secret at ${file}: start the portal with node scripts/e2e.mjs`);
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The path of an unsubscribe link like the one in an e-mail. By default for no one, on a list no member is on, so
 * following it changes nothing (the error pages); with `memberId`, for a real member on `list` (the confirm page is
 * for them). `sentDaysAgo` past the link's lifetime gives an expired link.
 */
export function unsubscribePath(sentDaysAgo = 0, memberId: string = randomUUID(), list = 'Accessibility check (no members)'): string {
  const sentAt = new Date(Date.now() - sentDaysAgo * 24 * 3600_000);
  const token = signUnsubscribe({ memberId, list }, [{ id: SINGLE_SECRET_KEY_ID, secret: portalSecret() }], sentAt);
  return `/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

export const EXPIRED_DAYS_AGO = UNSUBSCRIBE_LINK_DAYS + 1;
