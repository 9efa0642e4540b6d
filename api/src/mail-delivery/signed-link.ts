import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailLinkKey } from '../config/email-link-keys';

/** What a link in an e-mail may carry besides its purpose and expiry. */
export type LinkClaims = Record<string, string | null>;

export type LinkCheck = { status: 'valid'; claims: LinkClaims } | { status: 'expired' } | { status: 'invalid' };

function signature(signed: string, secret: string): string {
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

/**
 * `<key id>.<payload>.<HMAC of both>`: the key id picks the secret to check it with, so a rotated secret still
 * verifies the links already sent; the payload names a purpose (a link made for one job does not do another)
 * and an expiry.
 */
export function signLink(purpose: string, claims: LinkClaims, keys: readonly EmailLinkKey[], expiresAt: Date): string {
  const [key] = keys;
  const payload = Buffer.from(JSON.stringify({ ...claims, p: purpose, x: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  const signed = `${key.id}.${payload}`;
  return `${signed}.${signature(signed, key.secret)}`;
}

/** The claims of a link made for `purpose`; expiry is only reported for links that are otherwise genuine. */
export function readLink(token: string, purpose: string, keys: readonly EmailLinkKey[], now = new Date()): LinkCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { status: 'invalid' };
  const [id, payload, given] = parts;
  const key = keys.find((candidate) => candidate.id === id);
  if (!key) return { status: 'invalid' };
  const expected = Buffer.from(signature(`${id}.${payload}`, key.secret));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { status: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { status: 'invalid' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { status: 'invalid' };
  const { p, x, ...claims } = parsed as Record<string, unknown>;
  if (p !== purpose || typeof x !== 'number') return { status: 'invalid' };
  if (x * 1000 <= now.getTime()) return { status: 'expired' };
  if (!Object.values(claims).every((value) => value === null || typeof value === 'string')) return { status: 'invalid' };
  return { status: 'valid', claims: claims as LinkClaims };
}
