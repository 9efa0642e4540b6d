import { Injectable, Logger } from '@nestjs/common';
import { hashToken, newToken } from '../common/token-hash';
import { AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import type { EmailJobHandler } from '../mail-delivery/email-job-handler';
import { MailService } from '../mail-delivery/mail.service';
import { Outbox } from '../outbox/outbox';
import { LOGIN_LINK_JOB, loginLinkJobId, type LoginLinkJobData } from './login-link-job';
import { loginLinkEmail } from './login-link-email';
import { LoginTokensRepository } from './login-tokens.repository';

/**
 * Worker side of a sign-in link: mints the token, stores its hash on the row the API created, and sends.
 * The token exists only in this process's memory and in the e-mail, never in Redis or the outbox.
 */
@Injectable()
export class LoginLinkMailer implements EmailJobHandler {
  readonly jobName = LOGIN_LINK_JOB;
  readonly kind = 'sign-in-link';
  private readonly logger = new Logger(LoginLinkMailer.name);

  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly loginTokens: LoginTokensRepository,
    private readonly outbox: Outbox,
    private readonly transactions: Transactions,
  ) {}

  run(data: unknown): Promise<void> {
    return this.send(data as LoginLinkJobData);
  }

  /**
   * Once per requested link: the job's outbox row is locked while the token is minted and the e-mail sent, and
   * deleted in the same commit (Outbox.settle). A copy of the job that the sweep put back finds the row gone and sends
   * nothing; a failed send leaves the row owed, and the retry mints anew.
   */
  async send(data: LoginLinkJobData): Promise<void> {
    const settled = await this.outbox.settle(loginLinkJobId(data.loginTokenId), () => this.mintAndSend(data));
    if (settled !== undefined) return;
    // No outbox row: the link was sent (its hash was minted first), or the job was queued by a version before the
    // outbox, whose row was never minted: that one is still owed.
    const row = await this.loginTokens.findWithMember(data.loginTokenId, data.memberId);
    if (row && row.tokenHash === null) await this.mintAndSend(data);
    else this.notSent(data.loginTokenId, 'it was sent already');
  }

  private async mintAndSend({ loginTokenId, memberId, redirect }: LoginLinkJobData): Promise<true> {
    const row = await this.loginTokens.findWithMember(loginTokenId, memberId);
    if (!row?.member) return this.notSent(loginTokenId, 'its row or its member is gone');
    const token = newToken();
    // Only a row not yet used and not expired takes a token: a late job sends nothing. Committed before the e-mail
    // leaves, so the link works the moment it arrives; a send that fails leaves a hash nobody holds, which the retry
    // overwrites.
    const minted = await this.transactions.outside(() => this.loginTokens.mint(row.id, hashToken(token)));
    if (!minted) return this.notSent(loginTokenId, 'the link was used or has expired');

    const link = new URL('/verify-login', this.config.portalUrl);
    link.searchParams.set('token', token);
    if (redirect) link.searchParams.set('redirect', redirect);
    await this.mail.send(loginLinkEmail(row.member.email, row.member.firstName, link.toString()));
    return true;
  }

  /** Nothing to send: the job is done all the same, and its outbox row goes. */
  private notSent(loginTokenId: string, reason: string): true {
    this.logger.warn({ msg: 'login link not sent', loginTokenId, reason });
    return true;
  }
}
