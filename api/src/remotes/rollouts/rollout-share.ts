import { createHash } from 'node:crypto';

/**
 * A member's bucket for one remote, 0..99: the first four bytes of SHA-256 of `${remote}:${memberId}`, modulo 100.
 * Stable (the same person gets the same version on every load and every replica), spread evenly, and salted by the
 * remote so the members who try a new calendar first are not always the ones who try every new remote first.
 */
export function rolloutBucket(remote: string, memberId: string): number {
  return createHash('sha256').update(`${remote}:${memberId}`).digest().readUInt32BE(0) % 100;
}

/** Whether the member is in a share of `share` percent: buckets 0..share-1, so a larger share keeps everyone already in. */
export function inRolloutShare(remote: string, memberId: string, share: number): boolean {
  return rolloutBucket(remote, memberId) < share;
}
