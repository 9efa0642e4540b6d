import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import type { SearchKey } from './member-search.repository';

export const INVALID_CURSOR_MESSAGE = 'This list of results is out of date. Please search again.';

const KeySchema = z.tuple([z.string().max(300), z.string().max(300), z.guid()]);

/** The page's last (last name, first name, id), as the opaque `nextCursor` a client sends back for the next page. */
export function encodeSearchCursor(key: SearchKey): string {
  return Buffer.from(JSON.stringify([key.lastName, key.firstName, key.id])).toString('base64url');
}

/** A cursor the API did not make (or a tampered one) is a 400, never a query with odd values. */
export function decodeSearchCursor(cursor: string): SearchKey {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestException(INVALID_CURSOR_MESSAGE);
  }
  const parsed = KeySchema.safeParse(decoded);
  if (!parsed.success) throw new BadRequestException(INVALID_CURSOR_MESSAGE);
  const [lastName, firstName, id] = parsed.data;
  return { lastName, firstName, id };
}
