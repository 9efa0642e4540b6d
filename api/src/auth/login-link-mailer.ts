import { Injectable, Logger } from '@nestjs/common';
import { hashToken, newToken } from '../common/token-hash';
import { AppConfig } from '../config/app-config';
import type { EmailJobHandler } from '../mail/email-job-handler';
import { MailService } from '../mail/mail.service';
import { LOGIN_LINK_JOB, type LoginLinkJobData } from './login-link-job';
import { loginLinkEmail } from './login-link-email';
import { LoginTokensRepository } from './login-tokens.repository';

/**
 * Worker side of a sign-in link: mints the token, stores its hash on the row the API created, and sends.
 * The token exists only in this process's memory and in the e-mail, never in Redis.
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
  ) {}

  run(data: unknown): Promise<void> {
    return this.send(data as LoginLinkJobData);
  }

  async send({ loginTokenId, memberId, redirect }: LoginLinkJobData): Promise<void> {
    const row = await this.loginTokens.findWithMember(loginTokenId, memberId);
    if (!row?.member) return this.notSent(loginTokenId, 'its row or its member is gone');
    const token = newToken();
    // Each attempt mints anew and overwrites the hash, so a retried job leaves one valid link, the last one sent.
    // Only a row not yet used and not expired takes a token: a late job sends nothing.
    if (!(await this.loginTokens.mint(row.id, hashToken(token)))) return this.notSent(loginTokenId, 'the link was used or has expired');

    const link = new URL('/verify-login', this.config.portalUrl);
    link.searchParams.set('token', token);
    if (redirect) link.searchParams.set('redirect', redirect);
    await this.mail.send(loginLinkEmail(row.member.email, row.member.firstName, link.toString()));
  }

  private notSent(loginTokenId: string, reason: string): void {
    this.logger.warn({ msg: 'login link not sent', loginTokenId, reason });
  }
}
