import { BadRequestException, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import {
  CheckEmailRequest,
  CheckEmailResponse,
  LOGIN_LINK_TTL_MINUTES,
  LOGIN_RESULTS,
  LoginResult,
  LogoutResponse,
  MEMBER_LOG_ACTIONS,
  RequestLinkRequest,
  RequestLinkResponse,
  SIGN_IN_STATUSES,
  VerifyTokenResponse,
} from '@greenroom/contracts';
import { AppConfig } from '../config/app-config';
import { hashToken } from '../common/token-hash';
import { Transactions } from '../database/transactions';
import { EmailQueue } from '../mail/email-queue';
import { MemberLogService } from '../member-log/member-log.service';
import { MemberEntity } from '../members/entities/member.entity';
import { toMember } from '../members/member.mapper';
import { MembersService } from '../members/members.service';
import { AppMetrics } from '../metrics/app-metrics';
import { LOGIN_LINK_JOB, loginLinkJobId } from './login-link-job';
import { LoginLinkRateLimit, MAIL_UNAVAILABLE_MESSAGE } from './login-link-rate-limit';
import { LoginTokensRepository } from './login-tokens.repository';
import { SessionService } from './session.service';
import { SignInChoices } from './sign-in-choices';

export const NOT_A_MEMBER_MESSAGE = 'This email is not associated with any active member account.';
export const CHOICE_EXPIRED_MESSAGE = 'This sign-in choice is no longer valid. Please enter your email address again.';
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed. Please request a new login link.';
export const LINK_SENT_MESSAGE = 'A login link has been sent to your email address.';
export const SIGNED_IN_MESSAGE = 'You are signed in.';
export const SIGNED_OUT_MESSAGE = 'You have been signed out.';
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You have been signed out on every computer, tablet and phone.';

/** Sign-in by one-time e-mail link (docs/spec-summary.md §1.2–9). Every outcome is written to the member log. */
@Injectable()
export class AuthService {
  constructor(
    private readonly config: AppConfig,
    private readonly members: MembersService,
    private readonly sessions: SessionService,
    private readonly memberLog: MemberLogService,
    private readonly rateLimit: LoginLinkRateLimit,
    private readonly choices: SignInChoices,
    private readonly emailQueue: EmailQueue,
    private readonly metrics: AppMetrics,
    private readonly loginTokens: LoginTokensRepository,
    private readonly transactions: Transactions,
  ) {}

  async checkEmail({ email }: CheckEmailRequest, ipAddress: string | null): Promise<CheckEmailResponse> {
    // Only the client is counted: a count per e-mail address would let anyone use up a member's checks.
    if (!(await this.rateLimit.allowClient('check-email', ipAddress))) throw LoginLinkRateLimit.tooMany();
    const members = await this.members.findSignInMembers(email);
    if (members.length === 0) return { exists: false, members: [], message: NOT_A_MEMBER_MESSAGE };
    const choices = await this.choices.issue(
      email,
      members.map((member) => member.id),
    );
    return { exists: true, members: members.map((member, index) => ({ choice: choices[index], firstName: member.firstName })) };
  }

  async requestLink(request: RequestLinkRequest, ipAddress: string | null): Promise<RequestLinkResponse> {
    const logRequest = (result: LoginResult, memberId?: string) =>
      this.memberLog.record({ action: MEMBER_LOG_ACTIONS.loginLinkRequested, result, email: request.email, ipAddress, memberId });

    if (!(await this.rateLimit.allowClient('login-link', ipAddress))) {
      await logRequest(LOGIN_RESULTS.rateLimited);
      throw LoginLinkRateLimit.tooMany();
    }
    const memberId = await this.choices.claim(request.choice, request.email);
    if (!memberId) {
      await logRequest(LOGIN_RESULTS.unknownMember);
      throw new BadRequestException(CHOICE_EXPIRED_MESSAGE);
    }
    const member = await this.members.findSignInMember(memberId, request.email);
    if (!member) {
      await logRequest(LOGIN_RESULTS.unknownMember);
      throw new BadRequestException(NOT_A_MEMBER_MESSAGE);
    }
    // Counted only now, with a valid choice in hand: a made-up choice must not use up the member's links.
    if (!(await this.rateLimit.allowMailTo(request.email))) {
      await logRequest(LOGIN_RESULTS.rateLimited, member.id);
      throw LoginLinkRateLimit.tooMany();
    }

    // The row is committed before the job exists, so the worker always finds it. The worker mints the token.
    let loginTokenId: string | null = null;
    try {
      loginTokenId = await this.loginTokens.request(member.id, new Date(Date.now() + LOGIN_LINK_TTL_MINUTES * 60_000), ipAddress);
      // A sign-in job that gives up is deleted at once: nobody needs a week-old record of who asked to sign in.
      await this.emailQueue.enqueueJob(
        LOGIN_LINK_JOB,
        { loginTokenId, memberId: member.id, ...(request.redirect ? { redirect: request.redirect } : {}) },
        { jobId: loginLinkJobId(loginTokenId), keepFailed: false },
      );
    } catch {
      // A row without a hash can sign nobody in; removing it keeps a refused request from leaving anything behind.
      if (loginTokenId) await this.loginTokens.remove(loginTokenId).catch(() => undefined);
      throw new ServiceUnavailableException(MAIL_UNAVAILABLE_MESSAGE);
    }
    await logRequest(LOGIN_RESULTS.linkSent, member.id);
    return { message: LINK_SENT_MESSAGE };
  }

  async verifyToken(token: string, ipAddress: string | null): Promise<VerifyTokenResponse> {
    const loginToken = await this.loginTokens.findByHash(hashToken(token));
    const fail = async (result: LoginResult, member?: MemberEntity | null): Promise<never> => {
      this.metrics.signIns.inc({ result });
      await this.memberLog.record({ action: MEMBER_LOG_ACTIONS.login, result, email: member?.email ?? null, ipAddress, memberId: member?.id });
      throw new UnauthorizedException(VERIFICATION_FAILED_MESSAGE);
    };

    if (!loginToken) return fail(LOGIN_RESULTS.invalidToken);
    const member = loginToken.member;
    if (loginToken.usedAt) return fail(LOGIN_RESULTS.reusedToken, member);
    if (loginToken.expiresAt.getTime() <= Date.now()) return fail(LOGIN_RESULTS.expiredToken, member);
    if (!member || !SIGN_IN_STATUSES.includes(member.membershipStatus)) return fail(LOGIN_RESULTS.inactiveMember, member);

    const sessionToken = await this.transactions.run(async () => {
      // The conditional update is what makes the link single-use when two requests race.
      if (!(await this.loginTokens.claim(loginToken.id))) return null;
      const opened = await this.sessions.open(member.id);
      await this.memberLog.record({
        action: MEMBER_LOG_ACTIONS.login,
        result: LOGIN_RESULTS.success,
        email: member.email,
        ipAddress,
        memberId: member.id,
      });
      return opened;
    });
    if (!sessionToken) return fail(LOGIN_RESULTS.reusedToken, member);
    this.metrics.signIns.inc({ result: LOGIN_RESULTS.success });
    return { member: toMember(member), token: sessionToken, message: SIGNED_IN_MESSAGE };
  }

  async logout(member: MemberEntity, sessionId: string, ipAddress: string | null): Promise<LogoutResponse> {
    await this.sessions.revoke(sessionId);
    await this.memberLog.record({
      action: MEMBER_LOG_ACTIONS.logout,
      result: LOGIN_RESULTS.success,
      email: member.email,
      ipAddress,
      memberId: member.id,
    });
    return { message: SIGNED_OUT_MESSAGE };
  }

  /** Ends every session of the member, this one included: for a lost phone, or a computer left signed in elsewhere. */
  async logoutEverywhere(member: MemberEntity, ipAddress: string | null): Promise<LogoutResponse> {
    await this.sessions.revokeMemberSessions(member.id);
    await this.memberLog.record({
      action: MEMBER_LOG_ACTIONS.logoutEverywhere,
      result: LOGIN_RESULTS.success,
      email: member.email,
      ipAddress,
      memberId: member.id,
    });
    return { message: SIGNED_OUT_EVERYWHERE_MESSAGE };
  }
}
