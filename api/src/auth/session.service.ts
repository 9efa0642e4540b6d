import { Injectable, UnauthorizedException } from '@nestjs/common';
import { LOGIN_RESULTS, MEMBER_LOG_ACTIONS, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, SIGN_IN_STATUSES } from '@greenroom/contracts';
import type { RequestAuth } from '../common/request-auth';
import { hashToken, newToken } from '../common/token-hash';
import { MemberLogService } from '../member-log/member-log.service';
import { SessionRepository } from './session.repository';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 3_600_000;
/**
 * last_seen_at is written at most once a minute, so a session may end up to a minute before the
 * 30 idle minutes are over — never after.
 */
const TOUCH_INTERVAL_MS = 60_000;

@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly memberLog: MemberLogService,
  ) {}

  /** Opens a session and returns its bearer token (shown to the client once, stored only as a hash). */
  async open(memberId: string): Promise<string> {
    const token = newToken();
    const now = new Date();
    await this.sessions.insert({
      tokenHash: hashToken(token),
      memberId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
      revokedAt: null,
    });
    return token;
  }

  /** The member behind a bearer token, or 401. An idle or too old session ends here and is logged once. */
  async authenticate(token: string, ipAddress: string | null): Promise<RequestAuth> {
    const session = await this.sessions.findByTokenHash(hashToken(token));
    // No row for an unknown token or a soft-deleted member; a member whose status no longer allows sign-in is out too.
    if (!session || !SIGN_IN_STATUSES.includes(session.member.membershipStatus)) {
      throw new UnauthorizedException(SIGN_IN_REQUIRED_MESSAGE);
    }
    if (session.revokedAt) throw new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
    const now = Date.now();
    if (now - session.lastSeenAt.getTime() > IDLE_MS || now >= session.expiresAt.getTime()) {
      if (await this.sessions.end(session.id, new Date(now))) {
        await this.memberLog.record({
          action: MEMBER_LOG_ACTIONS.sessionTimeout,
          result: LOGIN_RESULTS.expired,
          email: session.member.email,
          ipAddress,
          memberId: session.memberId,
        });
      }
      throw new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.id, new Date(now));
    }
    return { member: session.member, sessionId: session.id };
  }

  /** Ends one session (logout). Resolves to false when it had already ended. */
  async revoke(sessionId: string): Promise<boolean> {
    return this.sessions.end(sessionId, new Date());
  }

  /**
   * Ends every session of a member, e.g. when an admin changes their Portal_Permission or status,
   * so the change cannot be outlived by a browser that is already signed in. Returns how many ended.
   */
  async revokeMemberSessions(memberId: string): Promise<number> {
    return this.sessions.endAllOf(memberId, new Date());
  }
}
