import type { INestApplication } from '@nestjs/common';
import type { Role } from '@greenroom/contracts';
import { SessionService } from '../../src/auth/session.service';
import { SEEDED } from './members';

/** A bearer token for each of these seeded accounts, from sessions opened directly (no sign-in e-mail round trip). */
export async function seededTokens<R extends Role>(app: INestApplication, roles: readonly R[]): Promise<Record<R, string>> {
  const sessions = app.get(SessionService);
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = await sessions.open(SEEDED[role].id);
  return tokens;
}
