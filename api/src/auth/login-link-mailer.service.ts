import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { hashToken, newToken } from '../common/token-hash';
import { AppConfig } from '../config/app-config';
import type { LoginLinkJobData } from '../mail/email-job';
import { MailService } from '../mail/mail.service';
import { LoginTokenEntity } from './entities/login-token.entity';
import { loginLinkEmail } from './login-link-email';

/**
 * Worker side of a sign-in link: mints the token, stores its hash on the row the API created, and sends.
 * The token exists only in this process's memory and in the e-mail, never in Redis.
 */
@Injectable()
export class LoginLinkMailer {
  private readonly logger = new Logger(LoginLinkMailer.name);

  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
    @InjectRepository(LoginTokenEntity) private readonly loginTokens: Repository<LoginTokenEntity>,
  ) {}

  async send({ loginTokenId, memberId, redirect }: LoginLinkJobData): Promise<void> {
    const row = await this.loginTokens.findOne({ where: { id: loginTokenId, memberId }, relations: { member: true } });
    if (!row?.member) return this.notSent(loginTokenId, 'its row or its member is gone');
    const token = newToken();
    // Each attempt mints anew and overwrites the hash, so a retried job leaves one valid link, the last one sent.
    // Only a row not yet used and not expired takes a token: a late job sends nothing.
    const minted = await this.loginTokens.update({ id: row.id, usedAt: IsNull(), expiresAt: MoreThan(new Date()) }, { tokenHash: hashToken(token) });
    if (!minted.affected) return this.notSent(loginTokenId, 'the link was used or has expired');

    const link = new URL('/verify-login', this.config.portalUrl);
    link.searchParams.set('token', token);
    if (redirect) link.searchParams.set('redirect', redirect);
    await this.mail.send(loginLinkEmail(row.member.email, row.member.firstName, link.toString()));
  }

  private notSent(loginTokenId: string, reason: string): void {
    this.logger.warn({ msg: 'login link not sent', loginTokenId, reason });
  }
}
