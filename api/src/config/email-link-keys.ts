import { randomBytes } from 'node:crypto';

/** One secret that signs or checks the links in e-mails; `id` travels in each link so old links still verify. */
export interface EmailLinkKey {
  id: string;
  secret: string;
}

export interface EmailLinkKeys {
  /** Newest first: the first key signs, every key verifies. */
  keys: EmailLinkKey[];
  /** True when no secret was set and a throw-away one was made for this process (never in production). */
  generated: boolean;
}

export const MIN_SECRET_BYTES = 32;
export const THROW_AWAY_SECRET_WARNING =
  'EMAIL_LINK_SECRET is not set: unsubscribe links are signed with a secret made for this process only, so other processes refuse them and they stop working when it restarts (npm start keeps one in .greenroom/email-link-secret)';
const MAKE_ONE = 'make one with: openssl rand -base64 32';
const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
/** The key id of the one-secret form, so a later move to the list form can keep verifying its links. */
export const SINGLE_SECRET_KEY_ID = '1';

/** How many bytes a secret written in hex or base64 carries; other text is not accepted as random. */
function secretBytes(secret: string): number {
  if (/^(?:[0-9a-fA-F]{2})+$/.test(secret)) return secret.length / 2;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret)) return Math.floor((secret.replace(/=+$/, '').length * 3) / 4);
  return 0;
}

function parseList(list: string, problems: string[]): EmailLinkKey[] {
  const keys: EmailLinkKey[] = [];
  for (const entry of list.split(',').map((part) => part.trim())) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator);
    if (separator < 0 || !KEY_ID.test(id)) {
      problems.push('EMAIL_LINK_SECRETS must be a comma-separated list of keyid:secret, newest first (key ids: up to 16 letters, digits, - or _)');
      return [];
    }
    if (keys.some((key) => key.id === id)) problems.push(`EMAIL_LINK_SECRETS names key id "${id}" twice`);
    keys.push({ id, secret: entry.slice(separator + 1) });
  }
  return keys;
}

/**
 * Reads EMAIL_LINK_SECRETS (`kid:secret,kid:secret`, newest first) or its one-secret form EMAIL_LINK_SECRET.
 * A secret that is set must hold at least 32 random bytes everywhere; production also refuses to run without one.
 */
export function emailLinkKeysFromEnv(
  env: { EMAIL_LINK_SECRET?: string; EMAIL_LINK_SECRETS?: string },
  production: boolean,
  problems: string[],
): EmailLinkKeys {
  const { EMAIL_LINK_SECRET: single, EMAIL_LINK_SECRETS: list } = env;
  if (single && list) {
    problems.push('Set EMAIL_LINK_SECRET or EMAIL_LINK_SECRETS, not both');
    return { keys: [], generated: false };
  }
  if (!single && !list) {
    if (production)
      problems.push(
        `EMAIL_LINK_SECRET must be at least ${MIN_SECRET_BYTES} random bytes in production (${MAKE_ONE}); it signs the unsubscribe links`,
      );
    // Outside production a link then only verifies in the process that signed it: `npm start` passes a kept secret.
    return { keys: [{ id: 'dev', secret: randomBytes(MIN_SECRET_BYTES).toString('base64url') }], generated: true };
  }
  const keys = single ? [{ id: SINGLE_SECRET_KEY_ID, secret: single }] : parseList(list ?? '', problems);
  for (const key of keys) {
    if (secretBytes(key.secret) >= MIN_SECRET_BYTES) continue;
    const name = single ? 'EMAIL_LINK_SECRET' : `EMAIL_LINK_SECRETS key "${key.id}"`;
    problems.push(`${name} must be at least ${MIN_SECRET_BYTES} random bytes written as base64 or hex (${MAKE_ONE})`);
  }
  return { keys, generated: false };
}
