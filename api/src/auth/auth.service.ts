import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  APPLICATION_WAITING_MESSAGE,
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
import { MemberLogService } from '../member-log/member-log.service';
import { MemberEntity } from '../members/entities/member.entity';
import { toMember } from '../members/member.mapper';
import { MembersService } from '../members/members.service';
import { AppMetrics } from '../metrics/app-metrics';
import { Outbox } from '../outbox/outbox';
import { loginLinkJob } from './login-link-job';
import { LoginLinkRateLimit } from './login-link-rate-limit';
import { LoginTokensRepository } from './login-tokens.repository';
import { SessionService } from './session.service';
import { SignInChoices } from './sign-in-choices';

export const NOT_A_MEMBER_MESSAGE = 'This email is not associated with any active member account.';
export const CHOICE_EXPIRED_MESSAGE = 'This sign-in choice is no longer valid. Please enter your email address again.';
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed. Please request a new login link.';
export const LINK_ALREADY_USED_MESSAGE =
  'This login link has already been used, and each link works only once. If you are not signed in on this device, ask for a new link below.';
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
    private readonly outbox: Outbox,
    private readonly metrics: AppMetrics,
    private readonly loginTokens: LoginTokensRepository,
    private readonly transactions: Transactions,
  ) {}

  async checkEmail({ email }: CheckEmailRequest, ipAddress: string | null): Promise<CheckEmailResponse> {
    // Only the client is counted: a count per e-mail address would let anyone use up a member's checks.
    if (!(await this.rateLimit.allowClient('check-email', ipAddress))) throw LoginLinkRateLimit.tooMany();
    const members = await this.members.findSignInMembers(email);
    if (members.length === 0) {
      return (await this.members.hasPendingApplication(email))
        ? { exists: false, members: [], message: APPLICATION_WAITING_MESSAGE, applicationWaiting: true }
        : { exists: false, members: [], message: NOT_A_MEMBER_MESSAGE };
    }
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

    // The row and its job (outbox) commit together; the job reaches the queue after the commit, so the worker always
    // finds the row, and the worker's sweep moves a job that Redis refused or lost. The worker mints the token.
    const job = await this.transactions.run(async () => {
      const loginTokenId = await this.loginTokens.request(member.id, new Date(Date.now() + LOGIN_LINK_TTL_MINUTES * 60_000), ipAddress);
      const staged = loginLinkJob({ loginTokenId, memberId: member.id, ...(request.redirect ? { redirect: request.redirect } : {}) });
      await this.outbox.stage(staged);
      return staged;
    });
    await this.outbox.release(job);
    await logRequest(LOGIN_RESULTS.linkSent, member.id);
    return { message: LINK_SENT_MESSAGE };
  }

  async verifyToken(token: string, ipAddress: string | null): Promise<VerifyTokenResponse> {
    const loginToken = await this.loginTokens.findByHash(hashToken(token));
    const fail = async (result: LoginResult, member?: MemberEntity | null): Promise<never> => {
      this.metrics.signIns.inc({ result });
      await this.memberLog.record({ action: MEMBER_LOG_ACTIONS.login, result, email: member?.email ?? null, ipAddress, memberId: member?.id });
      // Only the holder of a link learns that it was used: its 256 random bits are the proof of having it.
      throw new UnauthorizedException(result === LOGIN_RESULTS.reusedToken ? LINK_ALREADY_USED_MESSAGE : VERIFICATION_FAILED_MESSAGE);
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
