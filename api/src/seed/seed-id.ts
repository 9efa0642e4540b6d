import { createHash } from 'node:crypto';

/**
 * A stable UUID for a seeded row, derived from what the row is (e.g. 'team', 'Costumes'), so a second
 * seed run finds the same ids and inserts nothing.
 */
export function seedId(kind: string, key: string): string {
  const hex = createHash('sha256').update(`greenroom-seed:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
